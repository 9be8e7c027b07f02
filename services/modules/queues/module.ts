import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { queueGrants } from './permissions.ts'

// The job queues for operators (antrean): who may open the queue board, and the call that opens
// it. The board itself is a page the API serves (services/api/plugins/queue-board.ts).
export const queuesModule: ModuleDefinition = {
  name: 'queues',
  wire: 'antrean',
  events: [],
  projections: [],
  grants: queueGrants,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'antrean', description: 'Papan antrean job (Bull Board) untuk admin' }],
}
