import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  changePassword,
  getProfile,
  IDENTITY_MESSAGES,
  passwordChangeRules,
  profileRules,
  updateProfile,
} from '../../modules/identity/index.ts'
import { currentSessionId } from '../authentication.ts'
import type { ApiDeps } from '../deps.ts'
import { errorResponses, success, successBody } from '../responses.ts'
import { checkBody, schemaFromRules } from '../schema-from-rules.ts'
import { checkRules, UserData } from './identity-http.ts'

const tags = ['profil']
const security = [{ bearer: [] }]

// Every signed-in user reads and edits only its own profile.
export default async function identityProfileRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get(
    '/profil',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Profil pengguna yang sedang login',
        response: { 200: successBody(UserData), ...errorResponses },
      },
    },
    async (request) => success(await getProfile(deps, request.actor!)),
  )

  app.put<{ Body: Record<string, unknown> }>(
    '/profil',
    {
      config: { access: 'authenticated' },
      preValidation: checkBody(profileRules),
      schema: {
        tags,
        security,
        summary: 'Ubah nama, email dan no telp sendiri',
        body: schemaFromRules(profileRules),
        response: { 200: successBody(UserData), ...errorResponses },
      },
    },
    async (request) =>
      success(await updateProfile(deps, request.actor!, request.body), IDENTITY_MESSAGES.profileUpdated),
  )

  app.put<{ Body: Record<string, unknown> }>(
    '/profil/password',
    {
      config: { access: 'authenticated' },
      preValidation: checkRules(passwordChangeRules),
      schema: {
        tags,
        security,
        summary: 'Ganti password (password lama wajib); sesi lain diakhiri',
        body: Type.Object(
          {
            password_lama: Type.String({ maxLength: 128 }),
            password_baru: Type.String({ minLength: 8, maxLength: 128 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: successBody(Type.Object({ sesi_diakhiri: Type.Integer() })),
          ...errorResponses,
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
