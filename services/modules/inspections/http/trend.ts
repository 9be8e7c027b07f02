import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import { parseRecordId } from '../../../core/lists.ts'
import {
  type ApiDeps,
  IdParams,
  ownedRecords,
  registerGet,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { siteOwner } from '../../sites/index.ts'
import {
  INSPECTION_MESSAGES,
  TREND_EXAMPLE,
  type TrendAsked,
  TrendNarrowing,
  TrendRecord,
  trendOfRequest,
} from '../index.ts'

const TrendQuery = Type.Object({
  dari: Type.Optional(Type.String({ maxLength: 7, description: 'Bulan awal YYYY-MM (wajib)' })),
  sampai: Type.Optional(
    Type.String({ maxLength: 7, description: 'Bulan akhir YYYY-MM (wajib, paling lama 24 bulan)' }),
  ),
  ...TrendNarrowing,
})

// A site's trend by month (audit-work.md): the admin reads any site's, a customer its own (another
// customer's site answers 404, like a site that does not exist).
export default async function trendRoutes(app: FastifyInstance, deps: ApiDeps) {
  const own = ownedRecords({
    access: 'read:pemeriksaan:own',
    notFound: INSPECTION_MESSAGES.siteNotFound,
    owners: async (id) => {
      const site = await siteOwner(deps.db, id)
      return site === undefined ? undefined : { idpelanggan: site.idpelanggan }
    },
  })
  registerGet(
    app,
    {
      path: '/lokasi/tren/:id',
      config: own.one,
      tags: ['pemeriksaan'],
      summary:
        'Tren bulanan satu lokasi: tangkapan per hama, bait station beraktivitas, perangkat diperiksa, hilang (admin, pelanggan lokasinya)',
    },
    {
      params: IdParams,
      querystring: TrendQuery,
      response: { 200: successBody(TrendRecord, { data: TREND_EXAMPLE }) },
    },
    async (request) => {
      const id = parseRecordId((request.params as { id: string }).id)
      const site = id === null ? undefined : await siteOwner(deps.db, id)
      if (id === null || site === undefined) throw new NotFoundError(INSPECTION_MESSAGES.siteNotFound)
      return success(await trendOfRequest(deps.db, id, request.query as TrendAsked))
    },
  )
}
