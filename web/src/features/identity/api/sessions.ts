import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// GET /api/akun/sesi and DELETE /api/akun/sesi/{id}: one's own open sessions.
export type OpenSession = {
  id: string
  perangkat: string
  alamat: string
  dimulai: string
  terakhir_dipakai: string
  sesi_ini: boolean
  dua_langkah: boolean
}

export const sessionsKey = '/akun/sesi'

export function useOpenSessions() {
  return useApi<ApiSuccess<OpenSession[]>>(sessionsKey)
}

export const endSession = (id: string) =>
  api.delete<{ status: 'sukses'; message: string }>(`${sessionsKey}/${encodeURIComponent(id)}`)
