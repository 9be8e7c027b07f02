import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { TreatmentRowRecord, treatmentRows } from '../../modules/schedules/index.ts'
import {
  createTechnician,
  editTechnician,
  exportTechnicians,
  getTechnician,
  listActiveTechnicians,
  pageTechnicians,
  removeTechnician,
  STATUS_AKTIF_OPTIONS,
  TECHNICIAN_LABELS,
  TECHNICIAN_MESSAGES,
  type Technician,
  TechnicianRecord,
  technicianContract,
  technicianHistory,
} from '../../modules/technicians/index.ts'
import type { ApiDeps } from '../deps.ts'
import { registerListRoutes } from '../list-routes.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { IdParams, registerHistory } from '../record-routes.ts'
import { eventMetadata } from '../request-context.ts'
import { success, successBody } from '../responses.ts'
import { treatmentReportContract } from './teknisi-laporan.ts'

const tags = ['teknisi']
const example: Technician = {
  idteknisi: 1,
  nama_teknisi: 'Agus Setiawan',
  no_telp: '081233870114',
  alamat: 'Jl. Raya Candi No. 7, Candi, Sidoarjo',
  status_aktif: 'aktif',
  username: 'teknisi',
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
}

// Technicians (admin). Every change is logged with who and when (history/{id}).
export default async function teknisiRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/teknisi/getAllData',
    {
      config: { access: 'read:teknisi:any' },
      schema: {
        tags,
        summary: 'Teknisi aktif, untuk pilihan pekerjaan baru (idteknisi / nama_teknisi)',
        response: { 200: successBody(Type.Array(TechnicianRecord)) },
      },
    },
    async () => success(await listActiveTechnicians(deps)),
  )

  registerListRoutes(app, deps, {
    entity: 'teknisi',
    access: 'read:teknisi:any',
    summaries: {
      list: 'Daftar teknisi (cari nama, telepon, alamat; filter status_aktif), terbaru dulu',
      export: 'Ekspor teknisi (CSV) dengan filter yang sama',
    },
    record: TechnicianRecord,
    filters: {
      status_aktif: {
        options: STATUS_AKTIF_OPTIONS,
        label: 'Status Aktif',
        description: 'aktif / tidak aktif',
      },
    },
    page: pageTechnicians,
    exportRows: exportTechnicians,
    labels: TECHNICIAN_LABELS,
    fileName: 'teknisi.csv',
  })

  app.get(
    '/teknisi/getData/:id',
    {
      config: { access: 'read:teknisi:any' },
      schema: {
        tags,
        summary: 'Satu teknisi',
        params: IdParams,
        response: { 200: successBody(TechnicianRecord, { data: example }) },
      },
    },
    async (request) => success(await getTechnician(deps, request.params.id)),
  )

  registerHistory(app, deps, {
    path: '/teknisi/history/:id',
    config: { access: 'read:teknisi:any' },
    tags,
    summary: 'Riwayat perubahan teknisi (terlama dulu)',
    load: (sources, id) => technicianHistory(sources, id),
  })

  app.post(
    '/teknisi/createData',
    {
      config: { access: 'create:teknisi:any' },
      schema: {
        tags,
        summary: 'Tambah teknisi (aktif bila status_aktif tidak diisi)',
        body: technicianContract.schema,
        response: {
          200: successBody(TechnicianRecord, { data: example, message: TECHNICIAN_MESSAGES.created }),
        },
      },
    },
    async (request) =>
      success(
        await createTechnician(deps, request.body, eventMetadata(request)),
        TECHNICIAN_MESSAGES.created,
      ),
  )

  app.put(
    '/teknisi/updateData/:id',
    {
      config: { access: 'update:teknisi:any' },
      schema: {
        tags,
        summary: 'Ubah teknisi (nonaktifkan dengan status_aktif)',
        params: IdParams,
        body: technicianContract.schema,
        response: {
          200: successBody(TechnicianRecord, { data: example, message: TECHNICIAN_MESSAGES.updated }),
          ...errorAnswers(404),
        },
      },
    },
    async (request) =>
      success(
        await editTechnician(deps, request.params.id, request.body, eventMetadata(request)),
        TECHNICIAN_MESSAGES.updated,
      ),
  )

  app.delete(
    '/teknisi/deleteData/:id',
    {
      config: { access: 'delete:teknisi:any' },
      schema: {
        tags,
        summary: 'Hapus teknisi (409 bila masih dipakai: nonaktifkan saja)',
        params: IdParams,
        response: {
          200: successBody(Type.Object({ idteknisi: Type.Integer() })),
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) =>
      success(
        await removeTechnician(deps, request.params.id, eventMetadata(request)),
        TECHNICIAN_MESSAGES.deleted,
      ),
  )

  app.post(
    '/teknisi/laporantreatment/:id',
    {
      config: { access: 'read:teknisi:any' },
      schema: {
        tags,
        summary:
          'Laporan treatment teknisi: kunjungannya pada tahun/bulan itu dengan status itu, urut tanggal',
        params: IdParams,
        body: treatmentReportContract.schema,
        response: {
          200: Type.Object({
            status: Type.Literal('sukses'),
            nama_teknisi: Type.String(),
            jumlah_treatment: Type.Integer(),
            data: Type.Array(TreatmentRowRecord),
          }),
          ...errorAnswers(404),
        },
      },
    },
    async (request) => {
      const technician = await getTechnician(deps, request.params.id)
      const { tahun, bulan, status } = request.body
      const rows = await treatmentRows(deps.db, { idteknisi: technician.idteknisi, tahun, bulan, status })
      return {
        status: 'sukses' as const,
        nama_teknisi: technician.nama_teknisi,
        jumlah_treatment: rows.length,
        data: rows,
      }
    },
  )
}
