import type { CompanyProfile } from '@services/modules/company-profile/contract.ts'
import type { SWRConfiguration } from 'swr'
import { type ApiError, type ApiSuccess, api } from './api-client.ts'
import { useApi } from './use-api.ts'

// GET /api/profil_perusahaan/getData: the company's legal details printed on invoices. Shared code
// because two features read it (the settings screen edits it, the invoice screens print it and take
// its PPN rate); one SWR key, so a save on the settings screen is what the next invoice form shows.
export const companyProfileKey = '/profil_perusahaan/getData'

export function useCompanyProfile(config?: SWRConfiguration<ApiSuccess<CompanyProfile>, ApiError>) {
  return useApi<ApiSuccess<CompanyProfile>>(companyProfileKey, config)
}

export const getCompanyProfile = () => api.get<ApiSuccess<CompanyProfile>>(companyProfileKey)
