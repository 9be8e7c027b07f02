import { sendContactNotification } from './contact-notification.ts'
import type { JobHandlers } from './types.ts'

// The typed registry: a job name without a handler does not compile, and startWorker checks
// the subscriptions against it again at start-up (see assertHandlers).
export const jobHandlers: JobHandlers = {
  'contact-notification': sendContactNotification,
}

export function assertHandlers(jobNames: Iterable<string>, handlers: Partial<Record<string, unknown>>): void {
  const missing = [...new Set(jobNames)].filter((name) => typeof handlers[name] !== 'function')
  if (missing.length > 0) throw new Error(`no handler registered for job(s): ${missing.join(', ')}`)
}
