import autocannon from 'autocannon'
import { contactBody } from '../../../loadtest/scenario.ts'
import type { Memory, MemoryStack } from './memory-stack.ts'

// Issue 36's outside mix: 60 % public catalogue, 30 % health, 10 % contact requests, each contact
// request from an address of its own (X-Forwarded-For behind one trusted proxy), as visitors send
// them: every one is accepted (no address reaches the limit) and emailed by the worker, and the
// rate limiter meets a new key each time, as it does in production.

export type Round = {
  requests: number
  seconds: number
  accepted: number
  failures: number
  // Seconds from the end of the load until the worker had emailed every accepted request (null:
  // the round did not wait for it).
  drainSeconds: number | null
  memory: Memory
}

let serial = 0

function nextContact() {
  serial += 1
  const n = serial
  // 10.x.y.z: 16 million addresses, never the same one twice within a test.
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  return { address, body: JSON.stringify(contactBody(n % 1_000_000)) }
}

function send(url: string, amount: number): Promise<{ accepted: number; failures: number }> {
  let accepted = 0
  const contact = {
    method: 'POST' as const,
    path: '/api/kontak',
    setupRequest: (request: autocannon.Request) => {
      const { address, body } = nextContact()
      return {
        ...request,
        body,
        headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address },
      }
    },
    onResponse: (status: number) => {
      if (status === 201) accepted += 1
    },
  }
  const requests = [
    ...Array.from({ length: 6 }, () => ({ path: '/api/katalog_harga/getData' })),
    ...Array.from({ length: 3 }, () => ({ path: '/api/health' })),
    contact,
  ]
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, amount, timeout: 10, requests }, (error, result) => {
      if (error) return reject(error)
      resolve({ accepted, failures: result.non2xx + result.errors + result.timeouts })
    })
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Resolves once the SMTP peer has been given `expected` emails in all, or fails after `limitSeconds`.
export async function waitForEmails(stack: MemoryStack, expected: number, limitSeconds = 180): Promise<void> {
  const started = performance.now()
  while (stack.smtp.received() < expected) {
    if (performance.now() - started > limitSeconds * 1000)
      throw new Error(`the worker emailed ${stack.smtp.received()} of ${expected} in ${limitSeconds} s`)
    await pause(250)
  }
}

// One round: `amount` requests of the mix, then (with `drain`) a wait until the worker has emailed
// every request accepted so far, a second to settle, and the API's memory. Without `drain` the
// worker goes on emailing through the next round: the API's memory does not depend on it, and the
// test waits for every email once, at the end.
export async function runRound(
  stack: MemoryStack,
  amount: number,
  acceptedBefore: number,
  drain = true,
): Promise<Round> {
  const started = performance.now()
  const { accepted, failures } = await send(stack.url, amount)
  const loaded = performance.now()
  if (drain) await waitForEmails(stack, acceptedBefore + accepted)
  const drained = performance.now()
  await pause(1000)
  return {
    requests: amount,
    seconds: (loaded - started) / 1000,
    accepted,
    failures,
    drainSeconds: drain ? (drained - loaded) / 1000 : null,
    memory: await stack.memory(),
  }
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1)

export function describeRound(index: number, round: Round): string {
  const { before, after } = round.memory
  return (
    `round ${index}: ${round.requests} requests in ${round.seconds.toFixed(1)} s ` +
    `(${round.accepted} contact requests accepted, ${round.failures} failures${round.drainSeconds === null ? '' : `; emailed ${round.drainSeconds.toFixed(1)} s later`}): ` +
    `RSS ${mb(before.rss)} MB, heapUsed ${mb(before.heapUsed)} MB, heapTotal ${mb(before.heapTotal)} MB, ` +
    `external ${mb(before.external)} MB, arrayBuffers ${mb(before.arrayBuffers)} MB; after gc: ` +
    `heapUsed ${mb(after.heapUsed)} MB, heapTotal ${mb(after.heapTotal)} MB, RSS ${mb(after.rss)} MB ` +
    `(anon ${mb(round.memory.anon)}, file ${mb(round.memory.file)}); spaces ` +
    Object.entries(round.memory.spaces)
      .filter(([, bytes]) => bytes >= 1_048_576)
      .map(([name, bytes]) => `${name.replace('_space', '')} ${mb(bytes)}`)
      .join(', ')
  )
}
