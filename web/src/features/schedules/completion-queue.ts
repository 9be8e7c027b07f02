import type { Schedule } from '@services/modules/schedules/contract.ts'
import { del, entries, set } from 'idb-keyval'
import { ApiError, type ApiSuccess, api } from '../../lib/api-client.ts'
import { sendQueuedCalls } from '../../lib/call-outbox.ts'
import { ofKind, outboxStore } from '../../lib/outbox-store.ts'

// A technician's completion of a visit, as it is sent, and kept on the phone (IndexedDB, through
// idb-keyval) while there is no connection. The idempotency key makes the server record it once
// however many times it is sent (a retry, the queue after the connection returns).
export type Completion = {
  idempotency_key: string
  idpenjadwalan: number
  version: number
  nama_pelanggan: string
  catatan_teknisi: string
  hama_ditemukan: string[]
  photos: Blob[]
  queuedAt: string
  // Set when the server refused it after the connection returned: the technician sees why.
  refused?: string
  // Whether the refused report reached the admin (POST laporanTertolak, ADR 0040): true once kept
  // there, false when that was refused too; unset while it still has to be sent.
  keptForAdmin?: boolean
}

// The phone's one outbox; a completion is its entry without a kind.
const store = outboxStore

function formOf(completion: Completion): FormData {
  const form = new FormData()
  form.append('status_penjadwalan', 'selesai')
  form.append('catatan_teknisi', completion.catatan_teknisi)
  form.append('version', String(completion.version))
  form.append('idempotency_key', completion.idempotency_key)
  for (const hama of completion.hama_ditemukan) form.append('hama_ditemukan', hama)
  for (const [index, photo] of completion.photos.entries())
    form.append('foto', photo, `foto-${index + 1}.jpg`)
  return form
}

const send = (completion: Completion) =>
  api.put<ApiSuccess<Schedule>>(`/penjadwalan/editStatus/${completion.idpenjadwalan}`, formOf(completion))

// A refused completion goes to the visit's history for the admin, under a key of its own (the
// completion's key named the refused call). The answer is the server's reason.
function keepForAdmin(completion: Completion) {
  const form = formOf(completion)
  form.set('idempotency_key', `${completion.idempotency_key}:tertolak`)
  form.append('dibuat', completion.queuedAt)
  return api.post<ApiSuccess<{ alasan: string }>>(
    `/penjadwalan/laporanTertolak/${completion.idpenjadwalan}`,
    form,
  )
}

// No answer at all (offline, a timeout): the completion waits on the phone. An answer, even a
// refusal, is the server's word and is shown.
const unanswered = (error: unknown) => error instanceof ApiError && error.status === 0

export type Outcome = { sent: Schedule } | { queued: true }

export async function completeVisit(completion: Completion): Promise<Outcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await set(completion.idempotency_key, completion, store())
    return { queued: true }
  }
  try {
    return { sent: (await send(completion)).data }
  } catch (error) {
    if (!unanswered(error)) throw error
    await set(completion.idempotency_key, completion, store())
    return { queued: true }
  }
}

export async function queuedCompletions(): Promise<Completion[]> {
  const found = await entries<string, Completion>(store())
  return found
    .map(([, completion]) => completion)
    .filter((completion) => ofKind(completion, undefined))
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
}

// No answer yet, or the session ended: it waits for the next try (after signing in).
const later = (error: unknown) => unanswered(error) || (error instanceof ApiError && error.status === 401)

// Sends what waits, the outbox's calls first, then the completions oldest first, and stops at the first one that gets no answer. A refused one
// is sent on to the admin (the visit's history) and stays, marked with the server's reason, until
// the technician removes it.
export async function sendQueued(): Promise<{ sent: number; refused: number }> {
  // The calls that wait with them first (a visit's device readings): a completion is checked
  // against them on the server, so none is sent while one of them still waits for an answer.
  const calls = await sendQueuedCalls()
  let sent = calls.sent
  let refused = calls.refused
  if (calls.pending > 0) return { sent, refused }
  for (const completion of await queuedCompletions()) {
    if (completion.refused) {
      if (completion.keptForAdmin === undefined && !(await passOn(completion))) break
      continue
    }
    try {
      await send(completion)
      await del(completion.idempotency_key, store())
      sent += 1
    } catch (error) {
      if (later(error)) break
      const reason = error instanceof Error ? error.message : 'Ditolak server'
      const marked = { ...completion, refused: reason }
      await set(completion.idempotency_key, marked, store())
      refused += 1
      if (!(await passOn(marked))) break
    }
  }
  return { sent, refused }
}

// False when it got no answer (to be tried again with the rest of the queue).
async function passOn(completion: Completion): Promise<boolean> {
  try {
    const { data } = await keepForAdmin(completion)
    const kept = { ...completion, refused: data.alasan || completion.refused, keptForAdmin: true }
    await set(completion.idempotency_key, kept, store())
    return true
  } catch (error) {
    if (later(error)) return false
    await set(completion.idempotency_key, { ...completion, keptForAdmin: false }, store())
    return true
  }
}

export const forgetCompletion = (key: string) => del(key, store())
