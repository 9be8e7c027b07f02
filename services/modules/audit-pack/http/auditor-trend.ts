import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { type ApiDeps, errorAnswers, success, successBody } from '../../../http-kit/index.ts'
import {
  getThresholds,
  SITE_THRESHOLDS_EXAMPLE,
  SiteThresholdsRecord,
} from '../../corrective-actions/index.ts'
import {
  TREND_EXAMPLE,
  type TrendAsked,
  TrendNarrowing,
  TrendRecord,
  trendOfRequest,
} from '../../inspections/index.ts'
import { areasOfSite, ZONA_OPTIONS } from '../../sites/index.ts'
import { openAuditorLink } from '../links.ts'
import { AUDITOR_CALL, TOKEN, tags } from './records.ts'

const ChartQuery = Type.Object(TrendNarrowing)
// What the chart's area picker needs of an area: no plan file, no customer.
const AuditorArea = Type.Object({
  idarea: Type.Integer(),
  nama_area: Type.String(),
  zona: Type.Enum([...ZONA_OPTIONS]),
})

// The auditor's trend chart (ADR 0128): the site's monthly trend over the link's months, from the
// same query as the admin's and the customer's (siteTrend), narrowed to an area of the site as
// theirs is, and the site's thresholds to draw on it; read only, of the link's site only; an
// expired or revoked link 410, an unknown one 404.
export default async function auditorTrendRoutes(app: FastifyInstance, deps: ApiDeps) {
  const open = (request: FastifyRequest) =>
    openAuditorLink(deps.db, (request.params as { token: string }).token, null)
  const config = AUDITOR_CALL

  app.get(
    '/audit/:token/ambang',
    {
      config,
      schema: {
        tags,
        summary: 'Tautan auditor: ambang aktivitas hama lokasi (yang diatur admin, lalu bawaan), hanya baca',
        params: TOKEN,
        response: {
          200: successBody(SiteThresholdsRecord, { data: SITE_THRESHOLDS_EXAMPLE }),
          ...errorAnswers(404, 410),
        },
      },
    },
    async (request, reply) => {
      const link = await open(request)
      reply.header('cache-control', 'no-store')
      return success(await getThresholds(deps, link.idlokasi))
    },
  )

  app.get(
    '/audit/:token/area',
    {
      config,
      schema: {
        tags,
        summary: 'Tautan auditor: area lokasi (urut nama) untuk menyaring grafik tren, hanya baca',
        params: TOKEN,
        response: {
          200: successBody(Type.Array(AuditorArea), {
            data: [{ idarea: 5, nama_area: 'Gudang bahan baku', zona: 'produksi' }],
          }),
          ...errorAnswers(404, 410),
        },
      },
    },
    async (request, reply) => {
      const link = await open(request)
      reply.header('cache-control', 'no-store')
      const areas = await areasOfSite(deps.db, link.idlokasi)
      return success(areas.map(({ idarea, nama_area, zona }) => ({ idarea, nama_area, zona })))
    },
  )

  app.get(
    '/audit/:token/grafik',
    {
      config,
      schema: {
        tags,
        summary: 'Tautan auditor: tren bulanan lokasi pada bulan-bulan periode tautan (untuk grafik)',
        params: TOKEN,
        querystring: ChartQuery,
        response: {
          200: successBody(TrendRecord, { data: TREND_EXAMPLE }),
          ...errorAnswers(400, 404, 410),
        },
      },
    },
    async (request, reply) => {
      const link = await open(request)
      const asked = request.query as TrendAsked
      const months = { dari: link.dari.slice(0, 7), sampai: link.sampai.slice(0, 7) }
      const trend = await trendOfRequest(deps.db, link.idlokasi, { ...asked, ...months })
      reply.header('cache-control', 'no-store')
      return success(trend)
    },
  )
}
