import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import {
  columnsOf,
  defineModuleHttp,
  errorAnswers,
  filter,
  IdParams,
  listQuery,
  registerCommand,
  registerCsvExport,
  registerGet,
  registerHistory,
  registerList,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  TreatmentRowRecord,
  technicianTreatmentReport,
  treatmentReportContract,
} from '../../schedules/index.ts'
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
} from '../index.ts'

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
const query = listQuery({
  search_query: filter.search('Cari nama, telepon, alamat'),
  status_aktif: filter.choice(STATUS_AKTIF_OPTIONS, 'Status Aktif'),
})
type TechnicianBody = ContractValue<typeof technicianContract>

// Technicians (admin). Every change is logged with who and when (history/{id}).
export default defineModuleHttp(async (app, deps) => {
  const readAny = { access: 'read:teknisi:any' } as const
  registerGet(
    app,
    {
      path: '/teknisi/getAllData',
      config: readAny,
      tags,
      summary: 'Teknisi aktif, untuk pilihan pekerjaan baru (idteknisi / nama_teknisi)',
    },
    { response: { 200: successBody(Type.Array(TechnicianRecord)) } },
    async () => success(await listActiveTechnicians(deps)),
  )

  registerList(app, {
    path: '/teknisi/getData',
    config: { access: 'read:teknisi:any' },
    tags,
    summary: 'Daftar teknisi (cari nama, telepon, alamat; filter status_aktif), terbaru dulu',
    query,
    record: TechnicianRecord,
    page: (filters, page) => pageTechnicians(deps.db, page, filters),
  })

  registerCsvExport(app, {
    path: '/teknisi/export',
    config: { access: 'read:teknisi:any' },
    tags,
    summary: 'Ekspor teknisi (CSV) dengan filter yang sama',
    query,
    fileName: 'teknisi.csv',
    columns: columnsOf<Technician>(TECHNICIAN_LABELS),
    rows: (filters) => exportTechnicians(deps.db, filters),
  })

  registerGet(
    app,
    { path: '/teknisi/getData/:id', config: readAny, tags, summary: 'Satu teknisi', accessLog: 'baca' },
    { params: IdParams, response: { 200: successBody(TechnicianRecord, { data: example }) } },
    async (request) => success(await getTechnician(deps, (request.params as { id: string }).id)),
  )

  registerHistory(app, {
    path: '/teknisi/history/:id',
    config: { access: 'read:teknisi:any' },
    tags,
    summary: 'Riwayat perubahan teknisi (terlama dulu)',
    load: (id) => technicianHistory(deps, id),
  })

  const record = { tags, record: TechnicianRecord, example, errors: [] }
  registerCommand<TechnicianBody>(app, {
    ...record,
    method: 'POST',
    path: '/teknisi/createData',
    config: { access: 'create:teknisi:any' },
    summary: 'Tambah teknisi (aktif bila status_aktif tidak diisi)',
    body: technicianContract.schema,
    message: TECHNICIAN_MESSAGES.created,
    run: ({ body, metadata }) => createTechnician(deps, body, metadata),
  })

  registerCommand<TechnicianBody>(app, {
    ...record,
    method: 'PUT',
    path: '/teknisi/updateData/:id',
    config: { access: 'update:teknisi:any' },
    summary: 'Ubah teknisi (nonaktifkan dengan status_aktif)',
    body: technicianContract.schema,
    message: TECHNICIAN_MESSAGES.updated,
    errors: [404],
    run: ({ id, body, metadata }) => editTechnician(deps, id, body, metadata),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/teknisi/deleteData/:id',
    config: { access: 'delete:teknisi:any' },
    summary: 'Hapus teknisi (409 bila masih dipakai: nonaktifkan saja)',
    record: Type.Object({ idteknisi: Type.Integer() }),
    example: { idteknisi: 1 },
    message: TECHNICIAN_MESSAGES.deleted,
    errors: [404, 409],
    run: ({ id, metadata }) => removeTechnician(deps, id, metadata),
  })

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
    async (request) =>
      technicianTreatmentReport(
        deps,
        (request.params as { id: string }).id,
        request.body as ContractValue<typeof treatmentReportContract>,
      ),
  )
})
