import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiDeps } from '../../../http-kit/index.ts'
import { currentSessionId, errorAnswers, success, successBody } from '../../../http-kit/index.ts'
import { endOwnSession, IDENTITY_MESSAGES, listOpenSessions } from '../index.ts'

const tags = ['sesi']

const OpenSession = Type.Object({
  id: Type.String({ format: 'uuid' }),
  perangkat: Type.String({ description: 'Peramban dan sistem operasi, dari user agent' }),
  alamat: Type.String({ description: 'Alamat IP saat login' }),
  dimulai: Type.String({ format: 'date-time' }),
  terakhir_dipakai: Type.String({ format: 'date-time', description: 'Perpanjangan token terakhir' }),
  sesi_ini: Type.Boolean({ description: 'Sesi yang dipakai permintaan ini' }),
  dua_langkah: Type.Boolean({ description: 'Sesi lolos verifikasi dua langkah' }),
})

// Every signed-in user's own open sessions; another user's session is "not found".
export default async function identitySessionRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/akun/sesi',
    {
      config: { access: 'authenticated', duringTwoStepSetup: true },
      schema: {
        tags,
        summary: 'Sesi yang sedang terbuka untuk akun sendiri (perangkat, alamat, dimulai, terakhir dipakai)',
        response: { 200: successBody(Type.Array(OpenSession)) },
      },
    },
    async (request) => success(await listOpenSessions(deps.db, request.actor!, currentSessionId(request))),
  )

  app.delete(
    '/akun/sesi/:id',
    {
      config: { access: 'authenticated', duringTwoStepSetup: true },
      schema: {
        tags,
        summary:
          'Akhiri satu sesi akun sendiri: cookie refresh-nya tidak berlaku lagi, begitu pula access token-nya',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Object({ status: Type.Literal('sukses'), message: Type.String() }),
          ...errorAnswers(404),
        },
      },
    },
    async (request) => {
      await endOwnSession(deps.db, request.actor!, request.params.id)
      return { status: 'sukses' as const, message: IDENTITY_MESSAGES.sessionEndedByUser }
    },
  )
}
