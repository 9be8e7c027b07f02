import type { UserData } from '@services/modules/identity/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// GET /api/profil: the signed-in user's own account.
export const profileKey = '/profil'

export function getProfile(): Promise<ApiSuccess<UserData>> {
  return api.get<ApiSuccess<UserData>>(profileKey)
}

export function useProfile() {
  return useApi<ApiSuccess<UserData>>(profileKey)
}
