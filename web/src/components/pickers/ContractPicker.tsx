import type { Contract } from '@services/modules/contracts/contract.ts'
import { useMemo } from 'react'
import { ComboBoxField, type ComboBoxFieldProps, type ComboBoxOption } from '../ComboBoxField.tsx'
import { pagedSearch } from './paged-search.ts'

// A contract as a form needs it: its number, what it covers, and what a new visit takes from it.
export type ContractOption = ComboBoxOption & {
  jenis_pekerjaan: string
  idteknisi: number | null
  nama_teknisi: string | null
}

const contractOption = (row: Contract): ContractOption => ({
  id: row.idkontrak,
  label: row.nomor_kontrak,
  description: `${row.jenis_pekerjaan} · ${row.periode_kunjungan} · ${row.status_kontrak}`,
  jenis_pekerjaan: row.jenis_pekerjaan,
  idteknisi: row.idteknisi ?? null,
  nama_teknisi: row.nama_teknisi ?? null,
})

// The customer's contracts only (kontrak getData's idpelanggan filter); none before a customer.
function contractsOf(idpelanggan: string) {
  const search = pagedSearch<Contract, ContractOption>(
    '/kontrak/getData',
    contractOption,
    { idpelanggan },
    (row) => String(row.idpelanggan) === idpelanggan,
  )
  return async (text: string, signal: AbortSignal, page: number) =>
    idpelanggan === '' ? [] : search(text, signal, page)
}

type ContractPickerProps = Omit<ComboBoxFieldProps<ContractOption>, 'load' | 'label' | 'value'> & {
  label?: string
  // The chosen customer's id ('' before one is chosen: the picker is then disabled).
  idpelanggan: string
  value: ComboBoxOption | null
}

// 'Kontrak': the chosen customer's contracts, searched by number. A new customer starts a new
// search among its own contracts.
export function ContractPicker({
  label = 'Kontrak',
  name = 'idkontrak',
  idpelanggan,
  value,
  ...props
}: ContractPickerProps) {
  const load = useMemo(() => contractsOf(idpelanggan), [idpelanggan])
  return (
    <ComboBoxField<ContractOption>
      key={idpelanggan}
      label={label}
      name={name}
      placeholder={idpelanggan ? 'Ketik nomor kontrak' : 'Pilih pelanggan dahulu'}
      isDisabled={idpelanggan === ''}
      load={load}
      value={value as ContractOption | null}
      {...props}
    />
  )
}
