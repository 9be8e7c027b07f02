import type { IndexValue, Threshold } from '@services/modules/corrective-actions/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// A site's thresholds (/api/ambang, admin) and its Permenkes 50/2017 indices (/api/lokasi/indeks).
export type SiteThresholds = { idlokasi: number; version: number; ambang: Threshold[] }
export type SiteIndices = { idlokasi: number; bulan: number; tahun: number; indeks: IndexValue[] }

// The same key as the trend's threshold lines, so a change redraws them too.
export const thresholdsKey = (idlokasi: number) => `/ambang/${idlokasi}`
export const thresholdHistoryKey = (idlokasi: number) => `/ambang/history/${idlokasi}`

export const useThresholds = (idlokasi: number) => useApi<ApiSuccess<SiteThresholds>>(thresholdsKey(idlokasi))
export const useIndices = (idlokasi: number, bulan: number, tahun: number) =>
  useApi<ApiSuccess<SiteIndices>>(`/lokasi/indeks/${idlokasi}/${bulan}/${tahun}`)

export const saveThreshold = (idlokasi: number, version: number, fields: Record<string, unknown>) =>
  api.put<ApiSuccess<SiteThresholds>>(thresholdsKey(idlokasi), { ...fields, version })
export const removeThreshold = (idlokasi: number, version: number, idambang: string) =>
  api.post<ApiSuccess<SiteThresholds>>(`${thresholdsKey(idlokasi)}/hapus`, { idambang, version })
