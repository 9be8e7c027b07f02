import type { ReadingInput } from '@services/modules/inspections/contract.ts'
import type { Inspection, VisitInspections } from '@services/modules/inspections/records.ts'
import { mutate } from 'swr'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// GET /api/pemeriksaan/{idpenjadwalan}: the visit's devices with their readings. Kept by the
// technician area's service worker for offline use (lib/offline-copies.ts).
export const visitInspectionsKey = (idpenjadwalan: number) => `/pemeriksaan/${idpenjadwalan}`

export const useVisitInspections = (idpenjadwalan: number | null) =>
  useApi<ApiSuccess<VisitInspections>>(idpenjadwalan === null ? null : visitInspectionsKey(idpenjadwalan))

export const reloadVisitInspections = (idpenjadwalan: number) => mutate(visitInspectionsKey(idpenjadwalan))

// PUT /api/pemeriksaan/koreksi/{idpemeriksaan}: a recorded reading corrected (needs a connection:
// a correction names the version it was made from, which only the server can check).
export async function correctReading(reading: Inspection, values: ReadingInput, alasan: string) {
  const { idempotency_key: _key, kode: _kode, waktu: _waktu, ...fields } = values
  const answer = await api.put<ApiSuccess<Inspection>>(`/pemeriksaan/koreksi/${reading.idpemeriksaan}`, {
    ...fields,
    alasan_koreksi: alasan,
    version: reading.version,
  })
  await reloadVisitInspections(reading.idpenjadwalan)
  return answer
}
