import type { TreatmentRow } from '@services/modules/schedules/contract.ts'
import type { Technician } from '@services/modules/technicians/contract.ts'
import useSWR from 'swr'
import { type ApiError, type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

export type TreatmentReport = { nama_teknisi: string; jumlah_treatment: number; data: TreatmentRow[] }
export type TreatmentChoice = { idteknisi: string; tahun: number; bulan: number; status: string }

// POST /api/teknisi/laporantreatment/{id} with tahun, bulan and status: read like a list, so the
// same choice is answered from SWR's cache.
export const useTreatmentReport = (choice: TreatmentChoice | null) =>
  useSWR<TreatmentReport, ApiError>(
    choice ? ['/teknisi/laporantreatment', choice] : null,
    () =>
      api.post<TreatmentReport>(`/teknisi/laporantreatment/${encodeURIComponent(choice!.idteknisi)}`, {
        tahun: choice!.tahun,
        bulan: choice!.bulan,
        status: choice!.status,
      }),
    { revalidateOnFocus: false, keepPreviousData: true },
  )

// The active technicians by name (getAllData): the first is the report's default technician
// (decisions.md).
export const useActiveTechnicians = () => useApi<ApiSuccess<Technician[]>>('/teknisi/getAllData')
