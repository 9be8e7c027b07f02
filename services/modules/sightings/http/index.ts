import { type Static, Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import { ForbiddenError } from '../../../core/errors.ts'
import { paged, pageRequest } from '../../../core/paging.ts'
import {
  defineModuleHttp,
  eventMetadata,
  IdParams,
  ownedRecords,
  PageFields,
  pagedBody,
  registerCommand,
  registerDownload,
  registerFileRoute,
  registerGet,
  searchField,
  successBody,
  versionedChange,
} from '../../../http-kit/index.ts'
import { siteOwner } from '../../sites/index.ts'
import {
  followUpContract,
  followUpSighting,
  getSighting,
  reportSighting,
  SIGHTING_EXAMPLE,
  SIGHTING_MESSAGES,
  SightingRecord,
  sightingOwner,
  sightingPhoto,
  siteLog,
} from '../index.ts'
import posterRoutes from './poster.ts'
import { sightingForm } from './sighting-form.ts'

const tags = ['penampakan']
const ListQuery = Type.Object({ search_query: searchField('Hama, catatan atau nama area'), ...PageFields })

// A site's sightings: the customer reports one from its own site's page and reads the site's log;
// the admin reads every site's and follows one up. Another customer's site or sighting: 404.
export default defineModuleHttp(async (app, deps) => {
  const ownSite = ownedRecords({
    access: 'read:penampakan:own',
    notFound: SIGHTING_MESSAGES.siteNotFound,
    owners: (id) => siteOwner(deps.db, id),
  })
  const ownSighting = ownedRecords({
    access: 'read:penampakan:own',
    notFound: SIGHTING_MESSAGES.notFound,
    owners: (id) => sightingOwner(deps.db, id),
  })

  registerGet(
    app,
    {
      path: '/penampakan/lokasi/:id',
      config: ownSite.one,
      tags,
      summary: 'Log penampakan hama satu lokasi, terbaru dulu (admin: semua lokasi; pelanggan: lokasinya)',
    },
    { params: IdParams, querystring: ListQuery, response: { 200: pagedBody(SightingRecord) } },
    async (request) => {
      const query = request.query as Static<typeof ListQuery>
      const page = pageRequest(query)
      const { id } = request.params as { id: string }
      const { rows, total } = await siteLog(deps, id, { cari: query.search_query }, page)
      return paged(rows, total, page)
    },
  )

  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/penampakan/lokasi/:id',
    config: ownSite.ownerOf('create:penampakan:own'),
    tags,
    summary: 'Pelanggan melaporkan penampakan hama di lokasinya (sumber portal), dengan satu foto opsional',
    ...sightingForm,
    // The customer's own report: the admin follows sightings up, it does not send them.
    guard: (request) => {
      if (request.actor?.role !== 'pelanggan') throw new ForbiddenError()
    },
    answer: {
      status: 201,
      record: SightingRecord,
      example: SIGHTING_EXAMPLE,
      message: SIGHTING_MESSAGES.sent,
    },
    run: ({ id, request, values, files }) =>
      reportSighting(deps, id, values, files.foto?.[0], 'portal', eventMetadata(request)),
  })

  registerGet(
    app,
    { path: '/penampakan/:id', config: ownSighting.one, tags, summary: 'Satu penampakan hama' },
    { params: IdParams, response: { 200: successBody(SightingRecord, { data: SIGHTING_EXAMPLE }) } },
    async (request) => ({
      status: 'sukses',
      data: await getSighting(deps, (request.params as { id: string }).id),
    }),
  )

  registerDownload(app, {
    path: '/penampakan/foto/:id',
    config: ownSighting.one,
    tags,
    summary: 'Foto penampakan hama (jpg/png)',
    answer: 'image/jpeg atau image/png',
    load: (id) => sightingPhoto(deps, id),
  })

  registerCommand<ContractValue<typeof followUpContract>>(app, {
    method: 'POST',
    path: '/penampakan/:id/tindakLanjut',
    config: { access: 'update:penampakan:any' },
    tags,
    summary:
      'Admin menindaklanjuti penampakan: kunjungan dijadwalkan atau ditangani (keluar dari Perlu Perhatian)',
    body: followUpContract.schema,
    record: SightingRecord,
    example: SIGHTING_EXAMPLE,
    what: 'penampakan',
    message: SIGHTING_MESSAGES.followedUp,
    run: versionedChange(deps, followUpSighting),
  })

  await app.register(posterRoutes, deps)
})
