import type { ProfileInput, UserData } from '@services/modules/identity/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'

// PUT /api/profil: name, email and phone of the signed-in user.
export function updateProfile(input: ProfileInput): Promise<ApiSuccess<UserData>> {
  return api.put<ApiSuccess<UserData>>('/profil', input)
}
