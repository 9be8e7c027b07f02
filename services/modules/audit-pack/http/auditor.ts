import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { AppError, NotFoundError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  errorAnswers,
  fileAnswer,
  sendCompiled,
  sendStoredPdf,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { getSite } from '../../sites/index.ts'
import { AUDIT_PACK_MESSAGES } from '../contract.ts'
import { type AuditorLink, openAuditorLink } from '../links.ts'
import { findAuditPack } from '../record.ts'
import { AUDITOR_CALL, PACK_EXAMPLE, PackRecord, packProgress, packView, TOKEN, tags } from './records.ts'

const Section = Type.Object({
  key: Type.String(),
  judul: Type.String(),
  kolom: Type.Array(Type.String()),
  baris: Type.Array(Type.Array(Type.String())),
})
const SECTION_EXAMPLE = {
  key: 'pemeriksaan',
  judul: 'Hasil pemeriksaan perangkat',
  kolom: ['Waktu (WIB)'],
  baris: [['2026-12-07 09:14']],
}
const Summary = Type.Object({
  nama_auditor: Type.String(),
  kode_lokasi: Type.String(),
  nama_lokasi: Type.String(),
  dari: Type.String({ format: 'date' }),
  sampai: Type.String({ format: 'date' }),
  berlaku_sampai: Type.String({ format: 'date-time' }),
  paket: PackRecord,
})

// A token's answer is the same 404 whether it is malformed or unknown: nothing tells what exists.
const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token

// The auditor's read-only view through a link (issue 40 item 7, ADR 0091): the pack, the site's map,
// and the readings, trends, indices and corrective actions of the link's period only; any other verb 405; expired or revoked 410; an
// unknown token 404. Opening the link (its first call) is logged with time, address and browser.
export default async function auditorRoutes(app: FastifyInstance, deps: ApiDeps) {
  const open = (request: FastifyRequest, log: boolean): Promise<AuditorLink> =>
    openAuditorLink(deps.db, tokenOf(request), log ? visitor(request) : null)
  const sections = (link: AuditorLink, keys: readonly string[]) =>
    Promise.all(
      deps.auditPackSections
        .filter((section) => keys.includes(section.key))
        .map(async (section) => {
          const content = await section.collect(deps.db, link)
          return {
            key: section.key,
            judul: section.title,
            kolom: [...content.columns],
            baris: content.rows.map((r) => [...r]),
          }
        }),
    )
  const common = AUDITOR_CALL

  app.get(
    '/audit/:token',
    {
      config: common,
      schema: {
        tags,
        summary: 'Tautan auditor: lokasi, periode dan status paket audit (setiap pembukaan dicatat)',
        params: TOKEN,
        response: {
          200: successBody(Summary, {
            data: {
              nama_auditor: 'Rina',
              kode_lokasi: 'LOK-0001',
              nama_lokasi: 'Pabrik',
              dari: '2026-09-01',
              sampai: '2026-11-30',
              berlaku_sampai: '2026-12-20T01:00:00.000Z',
              paket: PACK_EXAMPLE,
            },
          }),
          ...errorAnswers(404, 410),
        },
      },
    },
    async (request, reply) => {
      const link = await open(request, true)
      const site = await getSite(deps, link.idlokasi)
      const pack = await findAuditPack(deps.db, link.idpaket)
      if (!pack) throw new NotFoundError(AUDIT_PACK_MESSAGES.linkNotFound)
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      return success({
        nama_auditor: link.nama_auditor,
        kode_lokasi: site.kode_lokasi,
        nama_lokasi: site.nama_lokasi,
        dari: link.dari,
        sampai: link.sampai,
        berlaku_sampai: new Date(link.berlaku_sampai).toISOString(),
        paket: packView(pack),
      })
    },
  )

  app.get(
    '/audit/:token/paket',
    {
      config: common,
      schema: {
        tags,
        summary: 'Tautan auditor: PDF paket audit (202 dengan status selama belum siap)',
        params: TOKEN,
        response: {
          200: fileAnswer('PDF paket audit', 'application/pdf'),
          202: successBody(PackRecord, { data: PACK_EXAMPLE }),
          ...errorAnswers(404, 410),
        },
      },
    },
    async (request, reply) => {
      const link = await open(request, false)
      const pack = await findAuditPack(deps.db, link.idpaket)
      if (!pack) throw new NotFoundError(AUDIT_PACK_MESSAGES.linkNotFound)
      return sendCompiled(reply, pack, packProgress, (ready) =>
        sendStoredPdf(reply, deps.files, ready, 'paket-audit.pdf'),
      )
    },
  )

  for (const [path, keys, summary] of [
    ['denah', ['denah', 'perangkat', 'revisi-denah'], 'denah lokasi, perangkat dan revisinya'],
    ['pemeriksaan', ['pemeriksaan'], 'hasil pemeriksaan perangkat pada periode tautan'],
    [
      'tren',
      ['tren', 'indeks'],
      'tren per bulan terhadap ambang dan indeks Permenkes 50/2017 pada periode tautan',
    ],
    ['tindakan', ['tindakan'], 'log tindakan korektif pada periode tautan'],
  ] as const) {
    app.get(
      `/audit/:token/${path}`,
      {
        config: common,
        schema: {
          tags,
          summary: `Tautan auditor: ${summary}`,
          params: TOKEN,
          response: {
            200: successBody(Type.Array(Section), { data: [SECTION_EXAMPLE] }),
            ...errorAnswers(404, 410),
          },
        },
      },
      async (request, reply) => {
        const link = await open(request, false)
        reply.header('cache-control', 'no-store')
        return success(await sections(link, keys))
      },
    )
  }

  // It reads, it never writes: every other verb on the link's addresses is refused.
  const refuse = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'GET, HEAD')
    throw new AppError(405, 'Metode tidak diizinkan: tautan audit hanya untuk dibaca')
  }
  for (const url of ['/audit/:token', '/audit/:token/*']) {
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      config: common,
      schema: { hide: true },
      handler: refuse,
    })
  }
}

const visitor = (request: FastifyRequest) => ({
  alamat: request.ip ?? '',
  user_agent: String(request.headers['user-agent'] ?? ''),
})
