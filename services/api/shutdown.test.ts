import { connect } from 'node:net'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../core/logger.ts'
import { buildTestApp } from './testing/build-test-app.ts'

// A request that arrives while the API is closing (here pipelined behind one still in flight,
// held by a table lock) is answered 503 in the contract's envelope, not Fastify's own body; the
// request in flight still finishes.

const contact = JSON.stringify({
  nama: 'Budi',
  email: 'budi@example.id',
  no_telp: '081234567890',
  permasalahan: 'Semut',
  jenis_usaha: 'Rumah',
})

describe('answers while shutting down', () => {
  it('refuses new requests with 503 in the envelope and finishes the one in flight', async () => {
    const messages: string[] = []
    const logger = createLogger('info', 'api-shutdown', {
      write: (line: string) => void messages.push(JSON.parse(line).msg),
    })
    const t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '100' }, { logger })
    const locker = new pg.Client({ connectionString: t.database.url })
    await locker.connect()
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = t.app.server.address() as { port: number }
      await locker.query('begin')
      await locker.query('lock table events in access exclusive mode')

      let answers = ''
      const socket = connect(port, '127.0.0.1')
      socket.on('data', (chunk) => {
        answers += chunk
      })
      const closed = new Promise((resolve) => socket.on('close', resolve))
      await new Promise((resolve) => socket.once('connect', resolve))
      socket.write(
        'POST /api/kontak HTTP/1.1\r\nHost: uji\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(contact)}\r\n\r\n${contact}`,
      )
      // The contact request waits on the lock; only then does the API begin to close.
      await waitUntil(async () => {
        const { rows } = await locker.query(
          "select 1 from pg_locks where not granted and relation = 'events'::regclass",
        )
        return rows.length > 0
      })
      const stopping = t.app.close()
      await waitUntil(async () => !t.app.server.listening)
      socket.write('GET /api/health HTTP/1.1\r\nHost: uji\r\n\r\n')
      // The API has read the second request while the first is still held.
      await waitUntil(async () => messages.includes('request refused: shutting down'))
      await locker.query('commit')
      await stopping
      await closed

      const [first, second] = answers.split(/(?=HTTP\/1\.1 )/)
      expect(first).toMatch(/^HTTP\/1\.1 201/)
      expect(second).toMatch(/^HTTP\/1\.1 503/)
      // Health sets its own headers (ADR 0025): its refusal carries them and the request id too.
      expect(second).toMatch(/\r\nx-content-type-options: nosniff\r\n/i)
      expect(second).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/i)
      expect(JSON.parse(second!.split('\r\n\r\n')[1]!)).toEqual({
        status: 'gagal',
        errMessage: 'Server sedang dimulai ulang, silakan coba lagi sebentar lagi',
      })
    } finally {
      await locker.end()
      await t.database.drop()
    }
  })
})

async function waitUntil(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
