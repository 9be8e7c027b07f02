import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import { type ApiDeps, errorAnswers, success, successBody } from '../../../http-kit/index.ts'
import {
  getThresholds,
  SITE_THRESHOLDS_EXAMPLE,
  SiteThresholdsRecord,
} from '../../corrective-actions/index.ts'
import {
  checkTrendQuery,
  siteTrend,
  TREND_EXAMPLE,
  TrendNarrowing,
  TrendRecord,
} from '../../inspections/index.ts'
import { openAuditorLink } from '../links.ts'
import { AUDITOR_CALL, TOKEN, tags } from './records.ts'

const ChartQuery = Type.Object(TrendNarrowing)

// The auditor's trend chart (ADR 0128): the site's monthly trend over the link's months, from the
// same query as the admin's and the customer's (siteTrend), and the site's thresholds to draw on it,
// read only, of the link's site only; an expired or revoked link 410, an unknown one 404.
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
      const query = request.query as { jenis_perangkat?: string; hama?: string }
      const checked = checkTrendQuery({
        ...query,
        dari: link.dari.slice(0, 7),
        sampai: link.sampai.slice(0, 7),
      })
      if ('error' in checked) throw new ValidationError(checked.error)
      reply.header('cache-control', 'no-store')
      return success(await siteTrend(deps.db, link.idlokasi, checked.filters))
    },
  )
}
