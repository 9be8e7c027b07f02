import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import { type ApiDeps, errorAnswers, eventMetadata, success, successBody } from '../../../http-kit/index.ts'
import { siteOwner } from '../../sites/index.ts'
import { AUDIT_PACK_MESSAGES, auditorLinkContract } from '../contract.ts'
import { auditorLinkOwner, auditorLinksOfSite, createAuditorLink, revokeAuditorLink } from '../links.ts'
import { IdParams, LINK_EXAMPLE, LinkRecord, linkView, ownedBy, parseId, tags } from './records.ts'

const Created = Type.Object({ ...LinkRecord.properties, tautan: Type.String({ format: 'uri' }) })

// The auditor's link (issue 40 item 7, ADR 0091): made by the admin or the site's customer, listed
// with its openings, revoked. The link itself is shown once, in the answer to its creation.
export default async function linkRoutes(app: FastifyInstance, deps: ApiDeps) {
  type Who = Parameters<typeof ownedBy>[1]
  app.post(
    '/tautanAuditor',
    {
      config: {
        access: 'create:paket_audit:own',
        owner: async (request: { body: unknown }, actor: Who) =>
          ownedBy(
            await siteOwner(deps.db, parseId(String((request.body as { idlokasi?: unknown })?.idlokasi))),
            actor,
          ),
        notFound: AUDIT_PACK_MESSAGES.siteNotFound,
      },
      schema: {
        tags,
        summary:
          'Buat tautan baca-saja untuk auditor (berlaku 1 sampai 30 hari); tautannya hanya ditampilkan sekali',
        body: auditorLinkContract.schema,
        response: {
          201: successBody(Created, { data: { ...LINK_EXAMPLE, tautan: 'https://ttsg.example/audit/abc' } }),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const input = auditorLinkContract.parse(request.body)
      const { link, token } = await createAuditorLink(deps, input, eventMetadata(request))
      reply.code(201).header('cache-control', 'no-store')
      const tautan = `${deps.config.publicUrl.replace(/\/$/, '')}/audit/${token}`
      return success({ ...linkView(link), tautan }, AUDIT_PACK_MESSAGES.created)
    },
  )

  app.get(
    '/tautanAuditor/lokasi/:id',
    {
      config: {
        access: 'read:paket_audit:own',
        owner: async (request: { params: unknown }, actor: Who) =>
          ownedBy(await siteOwner(deps.db, parseId((request.params as { id: string }).id)), actor),
        notFound: AUDIT_PACK_MESSAGES.siteNotFound,
      },
      schema: {
        tags,
        summary: 'Tautan auditor satu lokasi dengan setiap pembukaannya (waktu, alamat, peramban)',
        params: IdParams,
        response: {
          200: successBody(Type.Array(LinkRecord), { data: [LINK_EXAMPLE] }),
          ...errorAnswers(404),
        },
      },
    },
    async (request) => {
      const idlokasi = parseId((request.params as { id: string }).id)
      if (!(await siteOwner(deps.db, idlokasi))) throw new NotFoundError(AUDIT_PACK_MESSAGES.siteNotFound)
      const now = new Date()
      return success((await auditorLinksOfSite(deps.db, idlokasi)).map((link) => linkView(link, now)))
    },
  )

  app.post(
    '/tautanAuditor/:id/cabut',
    {
      config: {
        access: 'delete:paket_audit:own',
        owner: async (request: { params: unknown }, actor: Who) =>
          ownedBy(await auditorLinkOwner(deps.db, parseId((request.params as { id: string }).id)), actor),
        notFound: AUDIT_PACK_MESSAGES.linkNotFound,
      },
      schema: {
        tags,
        summary: 'Cabut tautan auditor: sesudahnya tautan menjawab 410',
        params: IdParams,
        response: { 200: successBody(LinkRecord, { data: LINK_EXAMPLE }), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const link = await revokeAuditorLink(
        deps,
        parseId((request.params as { id: string }).id),
        eventMetadata(request),
      )
      return success(linkView(link), AUDIT_PACK_MESSAGES.revoked)
    },
  )
}
