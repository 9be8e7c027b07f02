import type { Contract } from '@services/modules/contracts/contract.ts'
import { mutate } from 'swr'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { READ_ONCE, useApi } from '../../../lib/use-api.ts'

// The edit page fills its form once from what the server has now; nothing reloads it while the
// admin types (Muat ulang after a 409 asks again).
export const useContract = (id: string) =>
  useApi<ApiSuccess<Contract>>(`/kontrak/getData/${encodeURIComponent(id)}`, READ_ONCE)

const LIST_PATH = '/kontrak/getData'

// The list pages read after a save: without it, a list shown moments before (SWR's deduping
// window) comes back without the contract just added or changed.
export const reloadContractLists = (): Promise<unknown> =>
  mutate((key) => Array.isArray(key) && key[0] === LIST_PATH)

export const saveContract = (id: number | null, body: Record<string, unknown>) =>
  id === null
    ? api.post<ApiSuccess<Contract>>('/kontrak/createData', body)
    : api.put<ApiSuccess<Contract>>(`/kontrak/updateData/${id}`, body)

export function uploadContractFile(id: number, file: File, version: number) {
  const form = new FormData()
  form.append('version', String(version))
  form.append('file_kontrak', file)
  return api.put<ApiSuccess<Contract>>(`/kontrak/uploadFile/${id}`, form)
}

// Generates the contract's visits for its whole period; a second run adds only what is missing.
export const generateVisits = (id: number, idteknisi: number | null) =>
  api.post<ApiSuccess<{ dibuat: number; jumlah_kunjungan: number }>>(
    `/kontrak/buatJadwal/${id}`,
    idteknisi === null ? {} : { idteknisi },
  )

export const deleteContract = (id: number) => api.delete<ApiSuccess<null>>(`/kontrak/deleteData/${id}`)
