import type { SmtpPeer } from '../../services/core/testing/smtp-peer.ts'
import type { Process } from './cluster.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Polls until the probe gives a value; on a timeout, names what was awaited and shows `context()`
// (the processes' last output).
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
  context: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${context()}`)
    await sleep(100)
  }
}

// Website contact requests sent in turn to each API (a plain round-robin), each with a name of its
// own; those answered 201 are kept with their id. A request to a process that is gone fails and is
// counted as refused: its visitor saw an error and sends it again.
export function contactLoad(apis: Pick<Process, 'url'>[], label: string) {
  const acknowledged = new Map<string, string>()
  const refused = new Map<string, number>()
  let sent = 0
  const one = async () => {
    const n = sent++
    const api = apis[n % apis.length]!
    const nama = `${label} ${n}`
    try {
      const answer = await fetch(`${api.url}/api/kontak`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          nama,
          email: `uji${n}@example.id`,
          no_telp: '081234567890',
          permasalahan: 'Rayap',
          jenis_usaha: 'Rumah',
        }),
        signal: AbortSignal.timeout(15_000),
      })
      const body = (await answer.json()) as { data?: { id: string } }
      if (answer.status === 201 && body.data) acknowledged.set(body.data.id, nama)
      else refused.set(String(answer.status), (refused.get(String(answer.status)) ?? 0) + 1)
    } catch (error) {
      const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name
      refused.set(reason, (refused.get(reason) ?? 0) + 1)
    }
  }
  let running = false
  let loop: Promise<void> | undefined
  return {
    acknowledged,
    refused,
    sent: () => sent,
    // `count` requests, one after the other.
    async run(count: number) {
      for (let i = 0; i < count; i += 1) await one()
    },
    // A steady load of one request every `intervalMs`, until stop().
    start(intervalMs: number) {
      running = true
      const inFlight = new Set<Promise<void>>()
      loop = (async () => {
        while (running) {
          const request = one().finally(() => inFlight.delete(request))
          inFlight.add(request)
          await sleep(intervalMs)
        }
        await Promise.all(inFlight)
      })()
    },
    async stop() {
      running = false
      await loop
    },
  }
}

// How many emails the SMTP peer received for each contact request (by the name in its text).
export function deliveredByName(smtp: SmtpPeer): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of smtp.delivered) {
    const nama = /^Nama: (.+)$/m.exec(mail.text)?.[1]
    if (nama) counts.set(nama, (counts.get(nama) ?? 0) + 1)
  }
  return counts
}

// The Message-IDs the SMTP peer received more than once, with how often.
export function repeatedMessageIds(smtp: SmtpPeer): [string, number][] {
  const counts = new Map<string, number>()
  for (const mail of smtp.delivered) {
    const id = mail.header('message-id') ?? ''
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts].filter(([, count]) => count > 1)
}
