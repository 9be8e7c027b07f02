import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { Actor } from '../../core/access.ts'
import { ownsSchedule, parseScheduleId, scheduleOwners } from '../../modules/schedules/index.ts'
import type { ApiDeps } from '../deps.ts'
import { versionTagHeader } from '../record-routes.ts'

// What the schedule route files share.
export const tags = ['penjadwalan']
export { IdParams } from '../record-routes.ts'
export const etag = versionTagHeader('penjadwalan')
export const IfMatch = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca, mis. "3"' })),
})

// Whether the signed-in technician or customer owns the visit the path names (404 otherwise).
export async function ownsVisit(deps: ApiDeps, request: FastifyRequest, actor: Actor): Promise<boolean> {
  const id = parseScheduleId((request.params as { id: string }).id)
  const owners = id === null ? undefined : await scheduleOwners(deps.db, id)
  return owners !== undefined && ownsSchedule(actor, owners)
}
