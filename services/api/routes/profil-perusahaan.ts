import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  COMPANY_PROFILE_MESSAGES,
  companyProfileContract,
  companyProfileHistory,
  DEMO_COMPANY_PROFILE,
  getCompanyProfile,
  setCompanyProfile,
} from '../../modules/company-profile/index.ts'
import { accountNames } from '../../modules/identity/index.ts'
import type { ApiDeps } from '../deps.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { eventMetadata } from '../request-context.ts'
import { success, successBody } from '../responses.ts'
import { expectedVersion, sendVersionTag } from '../versioning.ts'

const { version: _version, ...fields } = companyProfileContract.schema.properties
const Profile = Type.Object({
  ...fields,
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  updated_at: Type.String({ format: 'date-time' }),
})
const example = { ...DEMO_COMPANY_PROFILE, version: 1, updated_at: '2026-11-23T08:00:00.000Z' }
// @fastify/swagger reads response headers as a map of header name to schema.
const etag = { headers: { etag: Type.String({ description: 'Versi profil, mis. "3"' }) } }
const tags = ['profil_perusahaan']

// The company's details for invoices and documents (admin). Changes are events; the version
// travels as ETag / If-Match or as the body's `version`.
export default async function companyProfileRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/profil_perusahaan/getData',
    {
      config: { access: 'read:profil_perusahaan:any' },
      schema: {
        tags,
        summary: 'Profil perusahaan (nama, alamat, NPWP, PKP dan PPN, rekening, penandatangan)',
        response: { 200: { ...successBody(Profile, { data: example }), ...etag }, ...errorAnswers(404) },
      },
    },
    async (_request, reply) => {
      const profile = await getCompanyProfile(deps)
      sendVersionTag(reply, profile.version)
      return success(profile)
    },
  )

  app.get(
    '/profil_perusahaan/history',
    {
      config: { access: 'read:profil_perusahaan:any' },
      schema: {
        tags,
        summary: 'Riwayat perubahan profil perusahaan (terlama dahulu)',
        response: {
          200: successBody(
            Type.Array(
              Type.Object({
                waktu: Type.String({ format: 'date-time' }),
                oleh: Type.Object({ nama: Type.String(), role: Type.String() }),
                jenis: Type.String(),
                perubahan: Type.Array(
                  Type.Object({ field: Type.String(), dari: Type.Unknown(), menjadi: Type.Unknown() }),
                ),
              }),
            ),
          ),
          ...errorAnswers(404),
        },
      },
    },
    async () =>
      success(
        await companyProfileHistory({
          eventStore: deps.eventStore,
          accountNames: (ids) => accountNames(deps.db, ids),
        }),
      ),
  )

  app.put(
    '/profil_perusahaan/updateData',
    {
      config: { access: 'update:profil_perusahaan:any' },
      schema: {
        tags,
        summary: 'Ubah profil perusahaan (versi lama: 409)',
        headers: Type.Object({
          'if-match': Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca, mis. "3"' })),
        }),
        body: companyProfileContract.schema,
        response: {
          200: {
            ...successBody(Profile, { data: example, message: COMPANY_PROFILE_MESSAGES.updated }),
            ...etag,
          },
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const { version, ...values } = request.body
      const profile = await setCompanyProfile(
        deps,
        values,
        expectedVersion(request, version),
        eventMetadata(request),
      )
      sendVersionTag(reply, profile.version)
      return success(profile, COMPANY_PROFILE_MESSAGES.updated)
    },
  )
}
