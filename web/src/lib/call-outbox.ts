import { del, entries, set } from 'idb-keyval'
import { ApiError, api } from './api-client.ts'
import { ofKind, outboxStore } from './outbox-store.ts'

// The technician's outbox of JSON calls (a device's reading, issue 39): each call kept on the
// phone in the one outbox (lib/outbox-store.ts, kind `panggilan`) while there is no connection and sent when it returns, oldest first, before
// the visit completions that wait with them (features/schedules/completion-queue.ts sends these
// first, so a visit is never completed on the server before its readings arrive). A call carries
// its idempotency key: however many times it is sent, the server records it once.
export type QueuedCall = {
  key: string
  method: 'PUT' | 'POST'
  path: string
  body: unknown
  // What it is, for the technician's list of what waits ('PJB1-007').
  label: string
  // The record it belongs to (a visit's id), for the screens that show what waits for it.
  scope: string
  queuedAt: string
  // The server's reason when it refused it after the connection returned.
  refused?: string
  // Calls of the same `batch` (same method and path) whose body is `{ [field]: [one item] }` are
  // sent together as one call with all their items (a visit's readings: 500 in one call instead of
  // 500 calls); a refused batch is sent again one call at a time, so each refusal names its own.
  batch?: { key: string; field: string }
  // Files of the call (a verification's photo), kept on the phone as they are: with any, the call
  // is sent as multipart, `body`'s fields as text parts beside them.
  files?: Record<string, { blob: Blob; name: string } | { blob: Blob; name: string }[]>
  // Sent after every call without it (a reading's photos after the visit's readings batch, which
  // records the reading they name), so the readings still go as one call (ADR 0119).
  after?: 'batches'
  kind?: 'panggilan'
}

const store = outboxStore

function formOf(call: QueuedCall & { files: NonNullable<QueuedCall['files']> }): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries((call.body ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) form.append(name, String(value))
  for (const [name, files] of Object.entries(call.files))
    for (const file of Array.isArray(files) ? files : [files]) form.append(name, file.blob, file.name)
  return form
}

const sendCall = (call: QueuedCall) => {
  const body = call.files ? formOf({ ...call, files: call.files }) : call.body
  return call.method === 'PUT' ? api.put<unknown>(call.path, body) : api.post<unknown>(call.path, body)
}

// No answer at all (offline, a timeout): the call waits. An answer, even a refusal, is the
// server's word.
export const unanswered = (error: unknown) => error instanceof ApiError && error.status === 0
const later = (error: unknown) => unanswered(error) || (error instanceof ApiError && error.status === 401)

export type CallOutcome<T> = { sent: T } | { queued: true }

// Sent now when there is a connection; kept when there is none or no answer came (or `queueOnly`:
// a call that needs one kept before it). A refusal is thrown to the caller, who shows it beside the form.
export async function sendOrQueue<T>(
  call: Omit<QueuedCall, 'queuedAt'>,
  options: { queueOnly?: boolean } = {},
): Promise<CallOutcome<T>> {
  const queued: QueuedCall = { ...call, kind: 'panggilan', queuedAt: new Date().toISOString() }
  if (options.queueOnly || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    await set(call.key, queued, store())
    return { queued: true }
  }
  try {
    return { sent: (await sendCall(queued)) as T }
  } catch (error) {
    if (!unanswered(error)) throw error
    await set(call.key, queued, store())
    return { queued: true }
  }
}

export async function queuedCalls(): Promise<QueuedCall[]> {
  const found = await entries<string, QueuedCall>(store())
  return found
    .map(([, call]) => call)
    .filter((call) => ofKind(call, 'panggilan'))
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
}

export const forgetCall = (key: string) => del(key, store())

async function sendOne(call: QueuedCall): Promise<'sent' | 'refused' | 'later'> {
  try {
    await sendCall(call)
    await del(call.key, store())
    return 'sent'
  } catch (error) {
    if (later(error)) return 'later'
    await set(
      call.key,
      { ...call, refused: error instanceof Error ? error.message : 'Ditolak server' },
      store(),
    )
    return 'refused'
  }
}

// The run of calls from `start` that share the first one's batch, in order.
function batchAt(calls: readonly QueuedCall[], start: number): QueuedCall[] {
  const first = calls[start]!
  if (!first.batch) return [first]
  const run: QueuedCall[] = []
  for (let i = start; i < calls.length && calls[i]!.batch?.key === first.batch.key; i++) run.push(calls[i]!)
  return run
}

// Sends what waits, oldest first (a batch as one call); stops at the first call without an answer
// (`pending` then counts what still waits). A refused call stays, with the server's reason, until
// removed.
export async function sendQueuedCalls(): Promise<{ sent: number; refused: number; pending: number }> {
  let sent = 0
  let refused = 0
  const open = (await queuedCalls()).filter((call) => !call.refused)
  const waiting = [...open.filter((call) => !call.after), ...open.filter((call) => call.after)]
  let index = 0
  while (index < waiting.length) {
    const run = batchAt(waiting, index)
    if (run.length > 1) {
      const field = run[0]!.batch!.field
      const items = run.flatMap((call) => (call.body as Record<string, unknown[]>)[field] ?? [])
      try {
        await sendCall({ ...run[0]!, body: { [field]: items } })
        await Promise.all(run.map((call) => del(call.key, store())))
        sent += run.length
        index += run.length
        continue
      } catch (error) {
        if (later(error)) break
        // Refused as a whole: one at a time below, so each refusal is its own call's.
      }
    }
    let stopped = false
    for (const call of run) {
      const outcome = await sendOne(call)
      if (outcome === 'later') {
        stopped = true
        break
      }
      if (outcome === 'sent') sent += 1
      else refused += 1
      index += 1
    }
    if (stopped) break
  }
  return { sent, refused, pending: waiting.length - sent - refused }
}
