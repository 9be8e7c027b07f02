import type { VisitInspections } from '@services/modules/inspections/records.ts'
import { mutate } from 'swr'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// GET /api/pemeriksaan/{idpenjadwalan}: the visit's devices with their readings. Kept by the
// technician area's service worker for offline use (lib/offline-copies.ts).
export const visitInspectionsKey = (idpenjadwalan: number) => `/pemeriksaan/${idpenjadwalan}`

export const useVisitInspections = (idpenjadwalan: number | null) =>
  useApi<ApiSuccess<VisitInspections>>(idpenjadwalan === null ? null : visitInspectionsKey(idpenjadwalan))

export const reloadVisitInspections = (idpenjadwalan: number) => mutate(visitInspectionsKey(idpenjadwalan))
