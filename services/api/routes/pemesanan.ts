import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { CustomerRecord } from '../../modules/customers/index.ts'
import {
  addProspect,
  conversionContract,
  convertProspect,
  deleteProspect,
  editProspect,
  exportProspects,
  getProspect,
  listProspects,
  PROSPECT_LABELS,
  PROSPECT_MESSAGES,
  PROSPECT_STATUS_OPTIONS,
  type Prospect,
  ProspectRecord,
  prospectContract,
  prospectHistory,
  SUMBER_OPTIONS,
} from '../../modules/prospects/index.ts'
import type { ApiDeps } from '../deps.ts'
import { registerListRoutes } from '../list-routes.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { IdParams, registerHistory, registerVersionedRead } from '../record-routes.ts'
import { eventMetadata } from '../request-context.ts'
import { success, successBody } from '../responses.ts'
import { expectedVersion, sendVersionTag } from '../versioning.ts'

const IfMatch = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca, mis. "3"' })),
})
const tags = ['pemesanan']
const example: Prospect = {
  idpemesanan: 12,
  nama: 'Ibu Ratna Wulandari',
  no_telp: '081331234567',
  email: 'ratna@contoh.co.id',
  alamat: 'Perum Pondok Jati Blok AM-5, Sidoarjo',
  permasalahan: 'Rayap',
  jenis_usaha: 'Rumah',
  jenis_pekerjaan: 'Termite Control',
  deskripsi: 'Kusen dapur keropos',
  sumber: 'Telepon',
  status: 'dihubungi',
  tanggal_survei: '2026-11-25',
  catatan: '',
  idpelanggan: null,
  version: 2,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T09:00:00.000Z',
}

// Prospects (Prospek Pelanggan), admin only. Changes are events; `version` (or If-Match) guards edits.
export default async function pemesananRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  registerListRoutes(app, deps, {
    entity: 'pemesanan',
    access: 'read:pemesanan:any',
    summaries: {
      list: 'Daftar prospek (cari nama, telepon, email, alamat; filter status dan sumber), terbaru dulu',
      export: 'Ekspor prospek (CSV) dengan filter yang sama',
    },
    record: ProspectRecord,
    filters: {
      status: {
        options: PROSPECT_STATUS_OPTIONS,
        label: 'Status',
        description: PROSPECT_STATUS_OPTIONS.join(', '),
      },
      sumber: { options: SUMBER_OPTIONS, label: 'Sumber', description: SUMBER_OPTIONS.join(', ') },
    },
    page: listProspects,
    exportRows: exportProspects,
    labels: PROSPECT_LABELS,
    fileName: 'prospek-pelanggan.csv',
  })

  registerVersionedRead(app, {
    path: '/pemesanan/getData/:id',
    config: { access: 'read:pemesanan:any' },
    tags,
    summary: 'Satu prospek',
    record: ProspectRecord,
    example: example,
    what: 'prospek',
    load: (id) => getProspect(deps, id),
  })

  registerHistory(app, deps, {
    path: '/pemesanan/history/:id',
    config: { access: 'read:pemesanan:any' },
    tags,
    summary: 'Riwayat perubahan prospek (terlama dulu)',
    load: (sources, id) => prospectHistory(sources, id),
  })

  app.post(
    '/pemesanan/addData',
    {
      config: { access: 'create:pemesanan:any' },
      schema: {
        tags,
        summary: 'Tambah prospek (status baru bila tidak diisi)',
        body: prospectContract.schema,
        response: { 200: successBody(ProspectRecord, { data: example, message: PROSPECT_MESSAGES.created }) },
      },
    },
    async (request, reply) => {
      const { version: _version, status, ...values } = request.body
      const prospect = await addProspect(deps, values, status, eventMetadata(request))
      sendVersionTag(reply, prospect.version)
      return success(prospect, PROSPECT_MESSAGES.created)
    },
  )

  app.put(
    '/pemesanan/editData/:id',
    {
      config: { access: 'update:pemesanan:any' },
      schema: {
        tags,
        summary: 'Ubah prospek (aturan status; versi lama: 409)',
        params: IdParams,
        headers: IfMatch,
        body: prospectContract.schema,
        response: {
          200: successBody(ProspectRecord, { data: example, message: PROSPECT_MESSAGES.updated }),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { version, status, ...values } = request.body
      const prospect = await editProspect(
        deps,
        request.params.id,
        values,
        status,
        expectedVersion(request, version),
        eventMetadata(request),
      )
      sendVersionTag(reply, prospect.version)
      return success(prospect, PROSPECT_MESSAGES.updated)
    },
  )

  app.delete(
    '/pemesanan/deleteData/:id',
    {
      config: { access: 'delete:pemesanan:any' },
      schema: {
        tags,
        summary: 'Hapus prospek (riwayatnya tetap terbaca)',
        params: IdParams,
        headers: IfMatch,
        response: {
          200: successBody(Type.Object({ idpemesanan: Type.Integer() })),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) =>
      success(
        await deleteProspect(
          deps,
          request.params.id,
          expectedVersion(request, undefined),
          eventMetadata(request),
        ),
        PROSPECT_MESSAGES.deleted,
      ),
  )

  app.post(
    '/pemesanan/konversi/:id',
    {
      config: { access: 'update:pemesanan:any' },
      schema: {
        tags,
        summary:
          'Konversi prospek menjadi pelanggan (isian yang dikirim menggantikan data prospek); prospek menjadi deal',
        params: IdParams,
        headers: IfMatch,
        body: conversionContract.schema,
        response: {
          200: successBody(Type.Object({ pemesanan: ProspectRecord, pelanggan: CustomerRecord })),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) => {
      const { version, ...sent } = request.body as typeof request.body & { version?: number }
      return success(
        await convertProspect(
          deps,
          request.params.id,
          sent,
          expectedVersion(request, version),
          eventMetadata(request),
        ),
        PROSPECT_MESSAGES.converted,
      )
    },
  )
}
