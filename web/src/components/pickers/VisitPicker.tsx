import type { Schedule } from '@services/modules/schedules/contract.ts'
import { useMemo } from 'react'
import { type ApiPage, type ApiSuccess, api } from '../../lib/api-client.ts'
import { formatDate } from '../../lib/format.ts'
import { useApi } from '../../lib/use-api.ts'
import {
  ComboBoxField,
  type ComboBoxFieldProps,
  type ComboBoxOption,
  type OptionPage,
} from '../ComboBoxField.tsx'
import { PICKER_PAGE_SIZE } from './paged-search.ts'

export const visitOption = (row: Schedule): ComboBoxOption => ({
  id: row.idpenjadwalan,
  label: `${formatDate(row.tanggal)}${row.jam ? ` ${row.jam}` : ''} · ${row.jenis_pekerjaan}`,
  description: `Kunjungan ke-${row.jumlah_kunjungan} · ${row.nomor_kontrak ?? 'Tanpa kontrak'} · ${row.status_penjadwalan}`,
})

// Pages read at most for one search before the list says what it found; scrolling reads on.
const MAX_PAGES_PER_SEARCH = 5

// The customer's visits, by date, page by page (the schedules' list call). `idpelanggan` asks the
// server for that customer's visits only; the name narrows the answer of a server that does not
// know that filter yet, and a visit of another customer is never offered. The list call has no
// text search of its own: what is typed narrows the visits read (date, job, contract, status).
function visitsOf(customer: ComboBoxOption | null) {
  return async (search: string, signal: AbortSignal, first: number): Promise<OptionPage<ComboBoxOption>> => {
    if (!customer) return { items: [], next: null }
    const wanted = search.trim().toLowerCase()
    const items: ComboBoxOption[] = []
    let page: number | null = first
    for (let read = 0; page !== null && read < MAX_PAGES_PER_SEARCH && items.length === 0; read += 1) {
      const query = {
        idpelanggan: customer.id,
        nama_pelanggan: customer.label,
        page,
        limit: PICKER_PAGE_SIZE,
      }
      const answer: ApiPage<Schedule> = await api.get<ApiPage<Schedule>>('/penjadwalan/getData', {
        query,
        signal,
      })
      for (const row of answer.data) {
        if (row.idpelanggan !== Number(customer.id)) continue
        const option = visitOption(row)
        if (`${option.label} ${option.description}`.toLowerCase().includes(wanted)) items.push(option)
      }
      page = page + 1 < answer.totalPage ? page + 1 : null
    }
    return { items, next: page }
  }
}

type VisitPickerProps = Omit<ComboBoxFieldProps<ComboBoxOption>, 'load' | 'label'> & {
  label?: string
  // The chosen customer (null before one is chosen: the picker is then disabled).
  customer: ComboBoxOption | null
}

// 'Kunjungan': one of the chosen customer's visits. A new customer starts a new list.
export function VisitPicker({
  label = 'Kunjungan',
  name = 'idpenjadwalan',
  customer,
  emptyText = 'Pelanggan ini belum punya kunjungan yang cocok',
  ...props
}: VisitPickerProps) {
  const load = useMemo(() => visitsOf(customer), [customer])
  return (
    <ComboBoxField
      key={customer?.id ?? ''}
      label={label}
      name={name}
      placeholder={customer ? 'Ketik tanggal atau jenis pekerjaan' : 'Pilih pelanggan dahulu'}
      isDisabled={customer === null}
      emptyText={emptyText}
      load={load}
      {...props}
    />
  )
}

// A visit named by id only (an invoice read for editing): its option, read once; undefined while
// it is read. A visit that cannot be read is still named, by its number.
export function useVisitOption(id: number | null): ComboBoxOption | null | undefined {
  const { data, error } = useApi<ApiSuccess<Schedule>>(id === null ? null : `/penjadwalan/getData/${id}`)
  if (id === null) return null
  if (error) return { id, label: `Kunjungan ${id}` }
  return data && data.data.idpenjadwalan === id ? visitOption(data.data) : undefined
}
