import { worker } from '../modules.ts'
import type { Reaction } from './define.ts'

// Every reaction the worker runs, from the worker modules (worker/modules.ts): a new reaction is one
// file in its module's worker folder and one entry in that folder's index.ts.
export const reactions: Reaction[] = worker.reactions
