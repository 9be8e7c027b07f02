import { worker } from '../modules.ts'
import type { JobHandlers } from './types.ts'

// Job name -> handler: the reactions', the scheduled jobs' and the jobs those queue, from the worker
// modules (worker/modules.ts). Start-up checks every job name against it (assertHandlers), so a job
// can never wait for a handler that does not exist.
export const jobHandlers: JobHandlers = worker.jobHandlers

// Every job name the worker may meet besides the reactions' (checked at start too).
export const scheduledJobNames = worker.scheduledJobNames

export function assertHandlers(jobNames: Iterable<string>, handlers: Partial<Record<string, unknown>>): void {
  const names = [...jobNames]
  const twice = names.filter((name, index) => names.indexOf(name) !== index)
  if (twice.length > 0) throw new Error(`job name(s) used by more than one reaction: ${twice.join(', ')}`)
  const missing = [...new Set(names)].filter((name) => typeof handlers[name] !== 'function')
  if (missing.length > 0) throw new Error(`no handler registered for job(s): ${missing.join(', ')}`)
}
