import type { ContactRequestInput } from '@services/modules/contact/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'

// POST /api/kontak (api-contract.md): public and rate-limited.
export function submitContactRequest(input: ContactRequestInput) {
  return api.post<ApiSuccess<{ id: string }>>('/kontak', input, { auth: false })
}
