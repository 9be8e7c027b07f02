import type { Application } from '@services/modules/pesticides/contract.ts'
import { del, entries, set } from 'idb-keyval'
import { ApiError, type ApiSuccess, api } from '../../lib/api-client.ts'
import { ofKind, outboxStore } from '../../lib/outbox-store.ts'

// A pesticide applied at a visit as the technician records it on the phone: sent at once when there
// is a connection, else kept in the phone's one outbox (lib/outbox-store.ts) beside the visits'
// completions and sent when the connection returns. Its idempotency key makes the server record it
// once however many times it is sent.
export type QueuedApplication = {
  kind: 'pemakaian'
  idempotency_key: string
  idpenjadwalan: number
  body: {
    idpenjadwalan: number
    idpestisida: number
    jumlah: number
    pengenceran?: string
    metode: string
    catatan?: string
  }
  // What the phone shows while it waits.
  nama_dagang: string
  satuan: string
  queuedAt: string
  // Set when the server refused it after the connection returned: the technician sees why.
  refused?: string
}

const send = (entry: QueuedApplication) =>
  api.post<ApiSuccess<Application>>('/pemakaianPestisida/createData', {
    ...entry.body,
    idempotency_key: entry.idempotency_key,
  })

const unanswered = (error: unknown) => error instanceof ApiError && error.status === 0
const later = (error: unknown) => unanswered(error) || (error instanceof ApiError && error.status === 401)

export type Outcome = { sent: Application } | { queued: true }

// A refusal from the server (the rules' messages) is thrown: the form shows it and nothing is kept.
export async function recordApplication(entry: QueuedApplication): Promise<Outcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await set(entry.idempotency_key, entry, outboxStore())
    return { queued: true }
  }
  try {
    return { sent: (await send(entry)).data }
  } catch (error) {
    if (!unanswered(error)) throw error
    await set(entry.idempotency_key, entry, outboxStore())
    return { queued: true }
  }
}

export async function queuedApplications(): Promise<QueuedApplication[]> {
  const found = await entries<string, QueuedApplication>(outboxStore())
  return found
    .map(([, entry]) => entry)
    .filter((entry) => ofKind(entry, 'pemakaian'))
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
}

let sending: Promise<{ sent: number; refused: number }> | null = null

// Sends what waits, oldest first, and stops at the first one that gets no answer. Every visit's
// section asks at once when the connection returns: they share one run.
export function sendQueuedApplications(): Promise<{ sent: number; refused: number }> {
  sending ??= (async () => {
    let sent = 0
    let refused = 0
    for (const entry of await queuedApplications()) {
      if (entry.refused) continue
      try {
        await send(entry)
        await del(entry.idempotency_key, outboxStore())
        sent += 1
      } catch (error) {
        if (later(error)) break
        const reason = error instanceof Error ? error.message : 'Ditolak server'
        await set(entry.idempotency_key, { ...entry, refused: reason }, outboxStore())
        refused += 1
      }
    }
    return { sent, refused }
  })().finally(() => {
    sending = null
  })
  return sending
}

export const forgetApplication = (key: string) => del(key, outboxStore())
