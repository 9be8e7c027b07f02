// Composition of the business modules for the processes that host them (API, worker, CLI).
import type { Projection } from '../core/event-store/types.ts'
import { contactRequestsProjection } from './contact/index.ts'

export const projections: Projection[] = [contactRequestsProjection]
