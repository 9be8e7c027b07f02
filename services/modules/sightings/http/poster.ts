import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import { defineContract, integer } from '../../../core/contract.ts'
import {
  type ApiDeps,
  eventMetadata,
  IdParams,
  registerCommand,
  registerDownload,
  registerFileRoute,
  registerGet,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  getPoster,
  issuePosterToken,
  PosterPageRecord,
  PosterRecord,
  posterPage,
  posterPdf,
  reportSighting,
  SIGHTING_MESSAGES,
  siteOfToken,
} from '../index.ts'
import { sightingForm } from './sighting-form.ts'

const tags = ['penampakan']
const POSTER_EXAMPLE = {
  idlokasi: 1,
  tautan: 'https://ttsg-pestcontrol.co.id/lapor/q3V7m0bXcJ2kR9sTt1uW4yZ6aB8dE0fG',
  dibuat: '2026-12-01T02:00:00.000Z',
  version: 1,
}
const replaceContract = defineContract(
  { version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }) },
  { example: { version: 1 } },
)
// What a visitor at the poster is told was stored: nothing of the site's log.
const Sent = Type.Object({ terkirim: Type.Boolean() })

// The site's QR poster (ADR 0096): the admin reads its link, prints it and replaces its token;
// `/lapor/{token}` is public, rate-limited like the contact form, and answers the same 404 for any
// token that is not a poster's current one.
export default async function posterRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerGet(
    app,
    {
      path: '/penampakan/poster/:id',
      config: { access: 'update:penampakan:any' },
      tags,
      summary:
        'Poster QR laporan hama satu lokasi: tautan {PUBLIC_URL}/lapor/{token} (null bila belum dibuat)',
    },
    { params: IdParams, response: { 200: successBody(PosterRecord, { data: POSTER_EXAMPLE }) } },
    async (request) =>
      success(await getPoster(deps, (request.params as { id: string }).id, deps.config.publicUrl)),
  )

  registerCommand<ContractValue<typeof replaceContract>>(app, {
    method: 'POST',
    path: '/penampakan/poster/:id/ganti',
    config: { access: 'update:penampakan:any' },
    tags,
    summary: 'Buat poster QR lokasi, atau ganti tokennya: poster lama tidak berlaku lagi',
    body: replaceContract.schema,
    record: PosterRecord,
    example: POSTER_EXAMPLE,
    what: 'poster',
    message: SIGHTING_MESSAGES.posterIssued,
    run: ({ id, version, metadata }) => issuePosterToken(deps, id, version, metadata, deps.config.publicUrl),
  })

  registerDownload(app, {
    path: '/penampakan/poster/:id/pdf',
    config: { access: 'update:penampakan:any' },
    tags,
    summary: 'Poster QR A4 (PDF) untuk ditempel di lokasi',
    answer: 'application/pdf',
    type: 'application/pdf',
    load: (id) => posterPdf(deps, id, deps.config.publicUrl),
  })

  const rateLimit = {
    max: deps.config.contactRateLimit.max,
    timeWindow: deps.config.contactRateLimit.windowMinutes * 60_000,
  }

  registerGet(
    app,
    {
      path: '/lapor/:id',
      config: { access: 'public', rateLimit },
      tags,
      summary:
        'Halaman poster QR (tanpa masuk): nama lokasi, areanya dan pilihan hama; token tidak dikenal: 404',
    },
    { params: IdParams, response: { 200: successBody(PosterPageRecord) } },
    async (request) => success(await posterPage(deps.db, (request.params as { id: string }).id)),
  )

  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/lapor/:id',
    config: { access: 'public', rateLimit },
    tags,
    summary: 'Kirim penampakan hama dari poster QR lokasi (tanpa masuk, dibatasi per alamat), foto opsional',
    ...sightingForm,
    answer: { status: 201, record: Sent, example: { terkirim: true }, message: SIGHTING_MESSAGES.sent },
    run: async ({ id, request, values, files }) => {
      const idlokasi = await siteOfToken(deps.db, id)
      await reportSighting(deps, idlokasi, values, files.foto?.[0], 'poster', eventMetadata(request))
      return { terkirim: true }
    },
  })
}
