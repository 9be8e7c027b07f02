import { createBullBoard } from '@bull-board/api'
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter'
import { FastifyAdapter } from '@bull-board/fastify'
import cookie from '@fastify/cookie'
import { Queue } from 'bullmq'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { QUEUE_NAMES } from '../../core/queues.ts'
import { actorForClaims, IDENTITY_MESSAGES, verifyQueueBoardToken } from '../../modules/identity/index.ts'
import { QUEUE_BOARD_COOKIE, QUEUE_BOARD_PATH } from '../../modules/queues/index.ts'

// The queue board (Bull Board, issue 26) at /antrean: a page for operators that shows every queue
// and its jobs and retries failed ones. It is reached only with the cookie POST /api/antrean/sesi
// makes from an admin's live session; without it, or with another role's, it answers 401 or 403
// and shows nothing of the queues. It deletes nothing: besides reading, only the two retry calls
// pass (no clean, empty, obliterate, remove, add, edit, pause or promote).
const RETRY = [
  /^\/api\/queues\/[^/]+\/retry\/[^/]+$/, // every failed job of a queue
  /^\/api\/queues\/[^/]+\/[^/]+\/retry$/, // one job
]

function allowed(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true
  return method === 'PUT' && RETRY.some((pattern) => pattern.test(path))
}

const refuse = (reply: FastifyReply, code: number, message: string) =>
  reply.code(code).type('text/plain; charset=utf-8').send(message)

export default async function queueBoard(app: FastifyInstance, options: { config: Config; db: Db }) {
  const { config, db } = options
  const serverAdapter = new FastifyAdapter()
  serverAdapter.setBasePath(QUEUE_BOARD_PATH)
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Antrean TTSG' } },
  })

  // Opened on the first admin's visit, not at start: the API must not wait for, or hold a
  // connection to, Redis for a page few open (and keeps answering while Redis is away).
  let connection: Redis | undefined
  let queues: Queue[] = []
  function openQueues() {
    if (connection) return
    connection = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    connection.on('error', (error) => app.log.debug({ err: error }, 'queue board Redis error'))
    queues = QUEUE_NAMES.map((name) => {
      const queue = new Queue(name, { connection: connection!, prefix: config.queuePrefix })
      queue.on('error', () => undefined)
      return queue
    })
    board.setQueues(
      queues.map((queue) => new BullMQAdapter(queue, { allowRetries: true, readOnlyMode: false })),
    )
  }
  app.addHook('onClose', async () => {
    await Promise.allSettled(queues.map((queue) => queue.close()))
    connection?.disconnect()
  })

  async function guard(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[QUEUE_BOARD_COOKIE]
    const claims = token ? verifyQueueBoardToken(config, token) : null
    const actor = claims ? await actorForClaims(db, claims) : null
    if (actor === null) {
      return refuse(reply, 401, 'Masuk sebagai admin, lalu buka Antrean dari menu admin.')
    }
    if (actor.role !== 'admin') return refuse(reply, 403, 'Hanya admin yang dapat melihat antrean.')
    // A session that did not pass a required second step resolves to nobody above (ADR 0060).
    if (actor.mustSetUpTwoStep) return refuse(reply, 403, IDENTITY_MESSAGES.twoStepSetupRequired)
    const path = request.url.slice(QUEUE_BOARD_PATH.length).split('?')[0] ?? ''
    if (!allowed(request.method, path)) {
      return refuse(reply, 403, 'Papan antrean hanya menampilkan dan mengulang job; tidak ada yang dihapus.')
    }
    openQueues()
  }

  await app.register(async (scope) => {
    await scope.register(cookie)
    scope.addHook('onRequest', guard)
    // Bull Board's page names its scripts and styles relative to <base href="/antrean/">; the pages'
    // CSP (base-uri 'none') makes a browser ignore that and ask /static/... instead, so the board
    // stayed on "Loading" (found by web/e2e/queue-board.test.ts). Here only, its own origin.
    scope.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy')
      if (typeof policy === 'string') {
        reply.header('content-security-policy', policy.replace("base-uri 'none'", "base-uri 'self'"))
      }
      return payload
    })
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH })
  })
}
