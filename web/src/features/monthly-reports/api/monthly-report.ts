import type { Schedule, TreatmentRow } from '@services/modules/schedules/contract.ts'
import useSWR from 'swr'
import { type ApiError, type ApiPage, type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

export type MonthlyCustomer = {
  idpelanggan: number
  kode_pelanggan: string
  nama_pelanggan: string
  jumlah_kunjungan: number
  selesai: number
}
export type MonthlyVisit = TreatmentRow & Pick<Schedule, 'idteknisi' | 'nama_teknisi' | 'hasil_kunjungan'>
export type MonthlyReport = {
  pelanggan: { idpelanggan: number; kode_pelanggan: string; nama_pelanggan: string; alamat: string }
  bulan: number
  tahun: number
  kunjungan: MonthlyVisit[]
}
export type MonthChoice = { tahun: number; bulan: number; search_query: string; page: number; limit: number }

// POST /api/penjadwalan/getLaporanTreatmentBulanan: read like a list page, cached by its choice.
export const useMonthlyCustomers = (choice: MonthChoice) =>
  useSWR<ApiPage<MonthlyCustomer>, ApiError>(
    ['/penjadwalan/getLaporanTreatmentBulanan', choice],
    () => api.post<ApiPage<MonthlyCustomer>>('/penjadwalan/getLaporanTreatmentBulanan', choice),
    { revalidateOnFocus: false, keepPreviousData: true },
  )

export const useMonthlyReport = (idpelanggan: string, bulan: string, tahun: string) =>
  useApi<ApiSuccess<MonthlyReport>>(
    `/penjadwalan/getLaporanTreatmentBulanan/${encodeURIComponent(idpelanggan)}/${encodeURIComponent(bulan)}/${encodeURIComponent(tahun)}`,
  )
