import type { CompanyProfile } from '@services/modules/company-profile/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'

export const companyProfileHistoryKey = '/profil_perusahaan/history'

// PUT /api/profil_perusahaan/updateData with the version read; a stale one answers 409.
export const saveCompanyProfile = (body: Record<string, unknown>) =>
  api.put<ApiSuccess<CompanyProfile>>('/profil_perusahaan/updateData', body)
