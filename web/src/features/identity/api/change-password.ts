import { type ApiSuccess, api } from '../../../lib/api-client.ts'

export type PasswordChange = { password_lama: string; password_baru: string }

// PUT /api/profil/password: the current password is required; the user's other sessions end.
export function changePassword(input: PasswordChange): Promise<ApiSuccess<{ sesi_diakhiri: number }>> {
  return api.put<ApiSuccess<{ sesi_diakhiri: number }>>('/profil/password', input)
}
