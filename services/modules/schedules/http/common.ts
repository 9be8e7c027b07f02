import type { FastifyRequest } from 'fastify'
import type { Actor } from '../../../core/access.ts'
import type { ApiDeps } from '../../../http-kit/index.ts'
import { ownsSchedule, parseScheduleId, scheduleOwners } from '../index.ts'

// What the schedule route files share.
export const tags = ['penjadwalan']

// Whether the signed-in technician or customer owns the visit the path names (404 otherwise).
export async function ownsVisit(deps: ApiDeps, request: FastifyRequest, actor: Actor): Promise<boolean> {
  const id = parseScheduleId((request.params as { id: string }).id)
  const owners = id === null ? undefined : await scheduleOwners(deps.db, id)
  return owners !== undefined && ownsSchedule(actor, owners)
}
