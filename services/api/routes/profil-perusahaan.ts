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
import type { ApiDeps } from '../deps.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import {
  HistoryBodyAnyValue,
  registerHistory,
  registerVersionedRead,
  versionTagHeader,
} from '../record-routes.ts'
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
const etag = versionTagHeader('profil')
const tags = ['profil_perusahaan']

// The company's details for invoices and documents (admin). Changes are events; the version
// travels as ETag / If-Match or as the body's `version`.
export default async function companyProfileRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  registerVersionedRead(app, {
    path: '/profil_perusahaan/getData',
    config: { access: 'read:profil_perusahaan:any' },
    tags,
    summary: 'Profil perusahaan (nama, alamat, NPWP, PKP dan PPN, rekening, penandatangan)',
    record: Profile,
    example,
    what: 'profil',
    withId: false,
    notFound: true,
    load: () => getCompanyProfile(deps),
  })

  registerHistory(app, deps, {
    path: '/profil_perusahaan/history',
    config: { access: 'read:profil_perusahaan:any' },
    tags,
    summary: 'Riwayat perubahan profil perusahaan (terlama dahulu)',
    answer: HistoryBodyAnyValue,
    withId: false,
    load: (sources) => companyProfileHistory(sources),
  })

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
