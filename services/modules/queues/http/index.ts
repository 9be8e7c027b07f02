import cookie from '@fastify/cookie'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  currentSessionId,
  defineModuleHttp,
  errorAnswers,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { signQueueBoardToken } from '../../identity/index.ts'
import {
  QUEUE_BOARD_COOKIE,
  QUEUE_BOARD_MINUTES,
  QUEUE_BOARD_PATH,
  QueueBoardSessionRecord,
} from '../index.ts'

// POST /api/antrean/sesi: the admin's session, signed in with its access token, gets a cookie for
// the queue board's path only (httpOnly, SameSite=Strict, Secure behind https), good for
// QUEUE_BOARD_MINUTES and only while the session lasts. A browser opens a page with cookies, not
// with the SPA's bearer token: this is how the sign-in reaches the board.
export default defineModuleHttp(async (app, deps) => {
  await app.register(cookie)
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/antrean/sesi',
    {
      config: { access: 'read:antrean:any' },
      schema: {
        tags: ['antrean'],
        summary: `Buka papan antrean: memasang cookie ${QUEUE_BOARD_COOKIE} untuk ${QUEUE_BOARD_PATH} (${QUEUE_BOARD_MINUTES} menit)`,
        response: {
          200: successBody(QueueBoardSessionRecord, {
            data: { alamat: QUEUE_BOARD_PATH, berlaku_sampai: '2026-11-28T08:15:00.000Z' },
          }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async (request, reply) => {
      const actor = request.actor!
      const { token, exp } = signQueueBoardToken(
        deps.config,
        { userId: actor.userId, role: actor.role, sessionId: currentSessionId(request) },
        QUEUE_BOARD_MINUTES,
      )
      reply.setCookie(QUEUE_BOARD_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.config.publicUrl.startsWith('https:'),
        path: QUEUE_BOARD_PATH,
        maxAge: QUEUE_BOARD_MINUTES * 60,
      })
      return success({ alamat: QUEUE_BOARD_PATH, berlaku_sampai: new Date(exp * 1000).toISOString() })
    },
  )
})
