import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import type { Permission } from '../../../core/permissions.ts'
import {
  type ApiDeps,
  errorAnswers,
  eventMetadata,
  fileAnswer,
  sendAttachment,
  sendCompiled,
  sendStoredPdf,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { siteOwner } from '../../sites/index.ts'
import { AUDIT_PACK_MESSAGES, auditPackContract } from '../contract.ts'
import { auditPackOwner, auditPacksOfSite, checkedScope, findAuditPack, requestAuditPack } from '../record.ts'
import { auditPackZip } from '../zip.ts'
import {
  IdParams,
  ownedBy,
  PACK_EXAMPLE,
  PackRecord,
  packProgress,
  packView,
  parseId,
  tags,
} from './records.ts'

// The audit pack (issue 40 item 6, ADR 0090): asked for a site and period (202, compiled by the
// worker), then read as its status until the PDF is there, and its original files as a ZIP.
export default async function packRoutes(app: FastifyInstance, deps: ApiDeps) {
  const siteOwned = (access: Permission) => ({
    access,
    owner: async (request: { params: unknown }, actor: Parameters<typeof ownedBy>[1]) =>
      ownedBy(await siteOwner(deps.db, parseId((request.params as { id: string }).id)), actor),
    notFound: AUDIT_PACK_MESSAGES.siteNotFound,
  })
  const packOwned = {
    access: 'read:paket_audit:own' as Permission,
    owner: async (request: { params: unknown }, actor: Parameters<typeof ownedBy>[1]) =>
      ownedBy(await auditPackOwner(deps.db, parseId((request.params as { id: string }).id)), actor),
    notFound: AUDIT_PACK_MESSAGES.notFound,
  }
  const loadPack = async (raw: string) => {
    const pack = await findAuditPack(deps.db, parseId(raw))
    if (!pack) throw new NotFoundError(AUDIT_PACK_MESSAGES.notFound)
    return pack
  }

  app.post(
    '/paketAudit/:id',
    {
      config: siteOwned('create:paket_audit:own'),
      schema: {
        tags,
        summary:
          'Minta paket audit satu lokasi untuk satu periode (paling lama 12 bulan; disusun oleh worker)',
        params: IdParams,
        body: auditPackContract.schema,
        response: { 202: successBody(PackRecord, { data: PACK_EXAMPLE }), ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const idlokasi = parseId((request.params as { id: string }).id)
      const period = auditPackContract.parse(request.body)
      const scope = await checkedScope(deps.db, idlokasi, period)
      const idpaket = await requestAuditPack(deps, scope, eventMetadata(request))
      reply.code(202).header('cache-control', 'no-store')
      return success(packView((await findAuditPack(deps.db, idpaket))!), AUDIT_PACK_MESSAGES.requested)
    },
  )

  app.get(
    '/paketAudit/lokasi/:id',
    {
      config: siteOwned('read:paket_audit:own'),
      schema: {
        tags,
        summary: 'Paket audit yang pernah diminta untuk satu lokasi, terbaru dulu',
        params: IdParams,
        response: {
          200: successBody(Type.Array(PackRecord), { data: [PACK_EXAMPLE] }),
          ...errorAnswers(404),
        },
      },
    },
    async (request) => {
      const idlokasi = parseId((request.params as { id: string }).id)
      if (!(await siteOwner(deps.db, idlokasi))) throw new NotFoundError(AUDIT_PACK_MESSAGES.siteNotFound)
      return success((await auditPacksOfSite(deps.db, idlokasi)).map(packView))
    },
  )

  app.get(
    '/paketAudit/:id',
    {
      config: packOwned,
      schema: {
        tags,
        summary: 'PDF paket audit (admin; pelanggan miliknya sendiri): 202 dengan status selama belum siap',
        params: IdParams,
        response: {
          200: fileAnswer('PDF paket audit', 'application/pdf'),
          202: successBody(PackRecord, { data: PACK_EXAMPLE }),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const pack = await loadPack((request.params as { id: string }).id)
      return sendCompiled(reply, pack, packProgress, (ready) =>
        sendStoredPdf(reply, deps.files, ready, 'paket-audit.pdf'),
      )
    },
  )

  app.get(
    '/paketAudit/:id/zip',
    {
      config: packOwned,
      schema: {
        tags,
        summary: 'ZIP paket audit: PDF-nya dan berkas asli (denah, label, SDS, lisensi, sertifikat)',
        params: IdParams,
        response: {
          200: fileAnswer('ZIP paket audit', 'application/zip'),
          202: successBody(PackRecord, { data: PACK_EXAMPLE }),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const pack = await loadPack((request.params as { id: string }).id)
      return sendCompiled(reply, pack, packProgress, (ready) =>
        sendAttachment(reply, {
          type: 'application/zip',
          name: (ready.nama_file ?? 'paket-audit.pdf').replace(/\.pdf$/, '.zip'),
          content: auditPackZip(ready, deps.files),
        }),
      )
    },
  )
}
