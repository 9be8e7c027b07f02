import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// The admin's own two-step sign-in (/api/akun/duaLangkah/...) and the company's requirement.
export type TwoStepStatus = {
  aktif: boolean
  sejak: string | null
  sisa_kode_pemulihan: number
  wajib: boolean
  version: number
  harus_atur: boolean
}
export type TwoStepSetup = { secret: string; otpauth_url: string; qr_svg: string }
export type CodeInput = { kode?: string; kode_pemulihan?: string }

export const twoStepKey = '/akun/duaLangkah'

export function useTwoStep(enabled: boolean) {
  return useApi<ApiSuccess<TwoStepStatus>>(enabled ? twoStepKey : null)
}

export const startTwoStep = () => api.post<ApiSuccess<TwoStepSetup>>(`${twoStepKey}/mulai`, {})

export const confirmTwoStep = (kode: string) =>
  api.post<ApiSuccess<{ kode_pemulihan: string[]; sesi_diakhiri: number }>>(`${twoStepKey}/aktifkan`, {
    kode,
  })

export const disableTwoStep = (input: CodeInput) =>
  api.post<{ status: 'sukses'; message: string }>(`${twoStepKey}/nonaktifkan`, input)

export const renewRecoveryCodes = (kode: string) =>
  api.post<ApiSuccess<{ kode_pemulihan: string[] }>>(`${twoStepKey}/kodePemulihan`, { kode })

export const setRequirement = (wajib: boolean, version: number) =>
  api.put<ApiSuccess<TwoStepStatus>>(`${twoStepKey}/wajib`, { wajib, version })
