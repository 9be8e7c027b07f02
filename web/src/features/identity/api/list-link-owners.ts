import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import type { AccessLinkOwner } from './generate-access-link.ts'

export type LinkOwnerOption = { value: string; label: string }

type Customer = { idpelanggan: number; kode_pelanggan: string; nama_pelanggan: string }
type Technician = { idteknisi: number; nama_teknisi: string }

// GET /api/pelanggan/getAllData and GET /api/teknisi/getAllData, as choices for a link.
export const linkOwnersKey: Record<AccessLinkOwner, string> = {
  pelanggan: '/pelanggan/getAllData',
  teknisi: '/teknisi/getAllData',
}

export function useLinkOwners(owner: AccessLinkOwner) {
  const result = useApi<ApiSuccess<(Customer | Technician)[]>>(linkOwnersKey[owner])
  const options: LinkOwnerOption[] = (result.data?.data ?? []).map((row) =>
    'idpelanggan' in row
      ? { value: String(row.idpelanggan), label: `${row.kode_pelanggan} · ${row.nama_pelanggan}` }
      : { value: String(row.idteknisi), label: row.nama_teknisi },
  )
  return { ...result, options }
}
