import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiDeps } from '../../../http-kit/index.ts'
import { currentSessionId, success, successBody } from '../../../http-kit/index.ts'
import {
  changePassword,
  getProfile,
  IDENTITY_MESSAGES,
  passwordChangeContract,
  profileContract,
  updateProfile,
} from '../index.ts'
import { UserData } from './session-cookie.ts'

const tags = ['profil']

// Every signed-in user reads and edits only its own profile.
export default async function identityProfileRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/profil',
    {
      config: { access: 'authenticated', duringTwoStepSetup: true },
      schema: {
        tags,
        summary: 'Profil pengguna yang sedang login',
        response: { 200: successBody(UserData) },
      },
    },
    async (request) => {
      const user = await getProfile(deps, request.actor!)
      return success(request.actor!.mustSetUpTwoStep ? { ...user, harus_atur_dua_langkah: true } : user)
    },
  )

  app.put(
    '/profil',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Ubah nama, email dan no telp sendiri',
        body: profileContract.schema,
        response: { 200: successBody(UserData) },
      },
    },
    async (request) =>
      success(await updateProfile(deps, request.actor!, request.body), IDENTITY_MESSAGES.profileUpdated),
  )

  app.put(
    '/profil/password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Ganti password (password lama wajib); sesi lain diakhiri',
        body: passwordChangeContract.schema,
        response: {
          200: successBody(Type.Object({ sesi_diakhiri: Type.Integer() })),
        },
      },
    },
    async (request) => {
      const { endedSessions } = await changePassword(
        deps,
        request.actor!,
        currentSessionId(request),
        request.body,
        request.ip,
      )
      return success({ sesi_diakhiri: endedSessions }, IDENTITY_MESSAGES.passwordChanged)
    },
  )
}
