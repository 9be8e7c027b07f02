import { type ApiSuccess, api } from '../../../lib/api-client.ts'

export type AccessLinkOwner = 'pelanggan' | 'teknisi'

export type GeneratedAccessLink = {
  link: string
  expires_at: string
  nama: string
  no_telp: string
  whatsapp_url: string
}

// PUT /api/generateToken (idpelanggan) and PUT /api/generateTeknisi (idteknisi): a new link for
// that customer or technician; the earlier ones stop working.
export function generateAccessLink(
  owner: AccessLinkOwner,
  id: number,
): Promise<ApiSuccess<GeneratedAccessLink>> {
  return owner === 'pelanggan'
    ? api.put<ApiSuccess<GeneratedAccessLink>>('/generateToken', { idpelanggan: id })
    : api.put<ApiSuccess<GeneratedAccessLink>>('/generateTeknisi', { idteknisi: id })
}
