import type { Area, Site } from '@services/modules/sites/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { multipartForm } from '../../../lib/multipart.ts'
import { useApi } from '../../../lib/use-api.ts'

// The sites' and areas' calls (/api/lokasi, /api/area).
export const useSite = (id: string | undefined) =>
  useApi<ApiSuccess<Site>>(id ? `/lokasi/getData/${id}` : null)
export const useAreas = (idlokasi: string | number | undefined) =>
  useApi<ApiSuccess<Area[]>>(idlokasi ? `/area/lokasi/${idlokasi}` : null)

export const createSite = (fields: Record<string, unknown>) =>
  api.post<ApiSuccess<Site>>('/lokasi/createData', fields)
export const updateSite = (site: Site, fields: Record<string, unknown>) =>
  api.put<ApiSuccess<Site>>(`/lokasi/updateData/${site.idlokasi}`, { ...fields, version: site.version })

export const createArea = (fields: Record<string, unknown>) =>
  api.post<ApiSuccess<Area>>('/area/createData', fields)
export const updateArea = (area: Area, fields: Record<string, unknown>) =>
  api.put<ApiSuccess<Area>>(`/area/updateData/${area.idarea}`, { ...fields, version: area.version })
export const uploadPlan = (area: Area, file: File) =>
  api.put<ApiSuccess<Area>>(
    `/area/denah/${area.idarea}`,
    multipartForm({ version: area.version }, { denah: file }),
  )
export const removePlan = (area: Area) =>
  api.delete<ApiSuccess<Area>>(`/area/denah/${area.idarea}`, { query: { version: area.version } })
