import type { Clash, Schedule } from '@services/modules/schedules/contract.ts'
import { mutate } from 'swr'
import { type ApiSuccess, api, type QueryValue } from '../../../lib/api-client.ts'
import { READ_ONCE, useApi } from '../../../lib/use-api.ts'

export type { Clash, Schedule }

export const LIST_PATH = '/penjadwalan/getData'
export const CALENDAR_PATH = '/penjadwalan/kalender'

// The edit page fills its form once from what the server has now; nothing reloads it while the
// admin types (Muat ulang after a 409 asks again).
export const useSchedule = (id: string) =>
  useApi<ApiSuccess<Schedule>>(`/penjadwalan/getData/${encodeURIComponent(id)}`, READ_ONCE)

export const readSchedule = (id: number) => api.get<ApiSuccess<Schedule>>(`/penjadwalan/getData/${id}`)

export const useCalendarVisits = (query: Record<string, QueryValue> | null) =>
  useApi<ApiSuccess<Schedule[]>>(query ? [CALENDAR_PATH, query] : null, { keepPreviousData: true })

export const saveSchedule = (id: number | null, body: Record<string, unknown>) =>
  id === null
    ? api.post<ApiSuccess<Schedule>>('/penjadwalan/createData', body)
    : api.put<ApiSuccess<Schedule>>(`/penjadwalan/updateData/${id}`, body)

export const setScheduleStatus = (id: number, body: Record<string, unknown>) =>
  api.put<ApiSuccess<Schedule>>(`/penjadwalan/editStatus/${id}`, body)

export const deleteSchedule = (id: number, version: number) =>
  api.delete<ApiSuccess<null>>(`/penjadwalan/deleteData/${id}`, { query: { version } })

// GET /penjadwalan/bentrok?idteknisi&tanggal&jam&kecuali: the technician's other visits then.
export const CLASH_PATH = '/penjadwalan/bentrok'

// After a save or delete the list pages and calendar ranges already read are read again.
export const reloadScheduleLists = () =>
  mutate((key) => Array.isArray(key) && [LIST_PATH, CALENDAR_PATH, CLASH_PATH].includes(key[0]), undefined, {
    revalidate: true,
  })
