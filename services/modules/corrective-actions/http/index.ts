import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import { ForbiddenError, ValidationError } from '../../../core/errors.ts'
import {
  defineModuleHttp,
  IdParams,
  ownedRecords,
  registerCommand,
  registerGet,
  registerHistory,
  successBody,
  versionedChange,
} from '../../../http-kit/index.ts'
import { siteOwner } from '../../sites/index.ts'
import {
  ACTION_EXAMPLE,
  ACTION_MESSAGES,
  ActionListRecord,
  ActionRecord,
  acknowledgeAction,
  acknowledgeContract,
  actionOwners,
  actionsOf,
  actionsOfSite,
  cancelAction,
  cancelContract,
  countsOf,
  getAction,
  getThresholds,
  removeThreshold,
  removeThresholdContract,
  SITE_THRESHOLDS_EXAMPLE,
  SiteIndicesRecord,
  SiteThresholdsRecord,
  setThreshold,
  siteIndices,
  thresholdContract,
  thresholdHistory,
} from '../index.ts'
import { verificationRoutes } from './verification.ts'

const tags = ['tindakanKorektif']
const action = { record: ActionRecord, example: ACTION_EXAMPLE, what: 'tindakan korektif', tags }
const thresholds = {
  record: SiteThresholdsRecord,
  example: SITE_THRESHOLDS_EXAMPLE,
  what: 'ambang',
  tags,
}
const listAnswer = (list: Awaited<ReturnType<typeof actionsOf>>) => ({ ...countsOf(list), tindakan: list })

// Thresholds per site (admin), corrective actions (admin, the site's customer, technicians) and
// the site's Permenkes 50/2017 indices (admin, the site's customer). Another customer's: 404.
export default defineModuleHttp(async (app, deps) => {
  const ownAction = ownedRecords({
    access: 'read:tindakan_korektif:own',
    notFound: ACTION_MESSAGES.notFound,
    owners: (id) => actionOwners(deps.db, id),
  })
  const ownSite = ownedRecords({
    access: 'read:tindakan_korektif:own',
    notFound: ACTION_MESSAGES.siteNotFound,
    owners: (id) => siteOwner(deps.db, id),
  })

  registerGet(
    app,
    {
      path: '/ambang/:id',
      config: ownSite.ownerOf('read:ambang:own'),
      tags,
      summary:
        'Ambang aktivitas hama satu lokasi: yang diatur admin, lalu bawaan untuk yang tidak diatur (admin; pelanggan lokasinya, hanya baca)',
    },
    {
      params: IdParams,
      response: { 200: successBody(SiteThresholdsRecord, { data: SITE_THRESHOLDS_EXAMPLE }) },
    },
    async (request) => ({
      status: 'sukses',
      data: await getThresholds(deps, (request.params as { id: string }).id),
    }),
  )

  registerHistory(app, {
    path: '/ambang/history/:id',
    config: { access: 'read:ambang:any' },
    tags,
    summary: 'Riwayat perubahan ambang satu lokasi (terlama dulu): ditambahkan, diubah, dihapus',
    load: (id) => thresholdHistory(deps, id),
  })

  registerCommand<ContractValue<typeof thresholdContract>>(app, {
    ...thresholds,
    method: 'PUT',
    path: '/ambang/:id',
    config: { access: 'update:ambang:any' },
    summary:
      'Atur ambang lokasi untuk area atau zona, jenis perangkat, hama dan periode (yang sama diubah; versi lama: 409)',
    body: thresholdContract.schema,
    message: ACTION_MESSAGES.thresholdSaved,
    run: versionedChange(deps, setThreshold),
  })

  registerCommand<ContractValue<typeof removeThresholdContract>>(app, {
    ...thresholds,
    method: 'POST',
    path: '/ambang/:id/hapus',
    config: { access: 'update:ambang:any' },
    summary: 'Hapus satu ambang lokasi (kembali ke bawaan bila ada)',
    body: removeThresholdContract.schema,
    message: ACTION_MESSAGES.thresholdRemoved,
    run: ({ id, body, version, metadata }) => removeThreshold(deps, id, body.idambang, version, metadata),
  })

  registerGet(
    app,
    {
      path: '/tindakanKorektif/getData',
      config: ownAction.list,
      tags,
      summary:
        'Tindakan korektif: terbuka dulu (tenggat terdekat), lalu yang ditutup (admin: semua; pelanggan: lokasinya; ?terbuka=ya hanya yang terbuka)',
    },
    {
      querystring: Type.Object({
        terbuka: Type.Optional(Type.String({ maxLength: 5, description: 'ya: hanya yang terbuka' })),
      }),
      response: { 200: successBody(ActionListRecord) },
    },
    async (request) => {
      const { terbuka } = request.query as { terbuka?: string }
      if (terbuka !== undefined && terbuka !== 'ya' && terbuka !== '')
        throw new ValidationError("Filter terbuka hanya 'ya'")
      const scope = ownAction.scope(request, {} as { idpelanggan?: number })
      const list = await actionsOf(deps, { ...scope, openOnly: terbuka === 'ya' })
      return { status: 'sukses', data: listAnswer(list) }
    },
  )

  registerGet(
    app,
    {
      path: '/tindakanKorektif/lokasi/:id',
      config: ownSite.one,
      tags,
      summary: 'Tindakan korektif satu lokasi dengan jumlah terbuka, terlambat dan ditutup',
    },
    { params: IdParams, response: { 200: successBody(ActionListRecord) } },
    async (request) => ({
      status: 'sukses',
      data: listAnswer(await actionsOfSite(deps, (request.params as { id: string }).id)),
    }),
  )

  registerGet(
    app,
    { path: '/tindakanKorektif/:id', config: ownAction.one, tags, summary: 'Satu tindakan korektif' },
    { params: IdParams, response: { 200: successBody(ActionRecord) } },
    async (request) => ({
      status: 'sukses',
      data: await getAction(deps, (request.params as { id: string }).id),
    }),
  )

  registerCommand<ContractValue<typeof acknowledgeContract>>(app, {
    ...action,
    method: 'POST',
    path: '/tindakanKorektif/:id/tanggapan',
    config: ownAction.ownerOf('update:tindakan_korektif:own'),
    summary: 'Pelanggan menanggapi tindakan korektif dengan komentar (status ditanggapi)',
    body: acknowledgeContract.schema,
    message: ACTION_MESSAGES.acknowledged,
    // The customer's own word: an admin or a technician does not answer for it.
    run: ({ id, body, version, metadata, request }) => {
      if (request.actor?.role !== 'pelanggan') throw new ForbiddenError()
      return acknowledgeAction(deps, id, body.komentar, version, metadata)
    },
  })

  await verificationRoutes(app, deps, ownAction)

  registerCommand<ContractValue<typeof cancelContract>>(app, {
    ...action,
    method: 'POST',
    path: '/tindakanKorektif/:id/batal',
    config: { access: 'delete:tindakan_korektif:any' },
    summary: 'Admin membatalkan tindakan korektif dengan alasan',
    body: cancelContract.schema,
    message: ACTION_MESSAGES.cancelled,
    run: ({ id, body, version, metadata }) => cancelAction(deps, id, body.alasan, version, metadata),
  })

  registerGet(
    app,
    {
      path: '/lokasi/indeks/:id/:bulan/:tahun',
      config: ownSite.ownerOf('read:lokasi:own'),
      tags,
      summary:
        'Indeks Permenkes 50/2017 satu lokasi untuk satu bulan: rumus, pembilang, penyebut, nilai, batas dan status',
    },
    {
      params: Type.Object({
        id: Type.String({ maxLength: 32 }),
        bulan: Type.String({ maxLength: 2 }),
        tahun: Type.String({ maxLength: 4 }),
      }),
      response: { 200: successBody(SiteIndicesRecord) },
    },
    async (request: FastifyRequest) => {
      const params = request.params as { id: string; bulan: string; tahun: string }
      const bulan = Number(params.bulan)
      const tahun = Number(params.tahun)
      if (
        !/^\d{1,2}$/.test(params.bulan) ||
        !/^\d{4}$/.test(params.tahun) ||
        bulan < 1 ||
        bulan > 12 ||
        tahun < 2000 ||
        tahun > 2100
      )
        throw new ValidationError(ACTION_MESSAGES.period)
      const { idlokasi } = await getThresholds(deps, params.id)
      return {
        status: 'sukses',
        data: { idlokasi, bulan, tahun, indeks: await siteIndices(deps.db, idlokasi, bulan, tahun) },
      }
    },
  )
})
