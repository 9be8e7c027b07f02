import { reactions } from '../reactions/index.ts'
import type { JobHandlers } from './types.ts'

// Job name -> handler, from the reactions. Start-up checks the subscriptions against it again
// (assertHandlers), so a job the relay enqueues can never wait for a handler that does not exist.
export const jobHandlers: JobHandlers = Object.fromEntries(
  reactions.map((reaction) => [reaction.name, reaction.handle]),
)

export function assertHandlers(jobNames: Iterable<string>, handlers: Partial<Record<string, unknown>>): void {
  const names = [...jobNames]
  const twice = names.filter((name, index) => names.indexOf(name) !== index)
  if (twice.length > 0) throw new Error(`job name(s) used by more than one reaction: ${twice.join(', ')}`)
  const missing = [...new Set(names)].filter((name) => typeof handlers[name] !== 'function')
  if (missing.length > 0) throw new Error(`no handler registered for job(s): ${missing.join(', ')}`)
}
