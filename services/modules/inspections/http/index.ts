import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { Actor } from '../../../core/access.ts'
import type { CsvColumn } from '../../../core/csv.ts'
import { NotFoundError, ValidationError } from '../../../core/errors.ts'
import {
  defineModuleHttp,
  type FilterField,
  filter,
  IdParams,
  listQuery,
  ownedRecords,
  registerCommand,
  registerCsvExport,
  registerGet,
  successBody,
} from '../../../http-kit/index.ts'
import { scheduleOwners } from '../../schedules/index.ts'
import {
  INSPECTION_MESSAGES,
  type Inspection,
  InspectionRecord,
  pemeriksaanContract,
  type ReadingInput,
  readingsOfSite,
  recordReadings,
  siteOwnerOf,
  VisitInspectionsRecord,
  visitInspections,
} from '../index.ts'
import correctionRoutes from './corrections.ts'
import labelVisitRoutes from './label-visit.ts'
import photoRoutes from './photos.ts'
import trendRoutes from './trend.ts'

const tags = ['pemeriksaan']

const DATE = /^\d{4}-\d{2}-\d{2}$/
const day = (description: string): FilterField<string> => ({
  schema: Type.Optional(Type.String({ maxLength: 10, description })),
  parse: (raw) => {
    const value = raw?.trim()
    if (!value) return undefined
    if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
      throw new ValidationError(INSPECTION_MESSAGES.period)
    return value
  },
})
const csvQuery = listQuery({
  idlokasi: filter.id(INSPECTION_MESSAGES.siteNotFound, 'Id lokasi (wajib)'),
  dari: day('Tanggal awal YYYY-MM-DD (wajib)'),
  sampai: day('Tanggal akhir YYYY-MM-DD (wajib)'),
})

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'ya' : 'tidak')
const CSV_COLUMNS: CsvColumn<Inspection>[] = [
  { label: 'Waktu', value: (r) => r.waktu },
  { label: 'Id Penjadwalan', value: (r) => r.idpenjadwalan },
  { label: 'Kode Perangkat', value: (r) => r.kode_perangkat },
  { label: 'Jenis Perangkat', value: (r) => r.jenis_perangkat },
  { label: 'Kondisi', value: (r) => r.kondisi },
  { label: 'Temuan', value: (r) => r.temuan },
  { label: 'Umpan Dimakan (%)', value: (r) => r.umpan_dimakan ?? '' },
  { label: 'Aktivitas', value: (r) => r.aktivitas ?? '' },
  { label: 'Umpan Diganti', value: (r) => yesNo(r.umpan_diganti) },
  { label: 'Tangkapan', value: (r) => r.tangkapan.map((t) => `${t.hama}: ${t.jumlah}`).join('; ') },
  { label: 'Lem Diganti', value: (r) => yesNo(r.lem_diganti) },
  { label: 'Lampu Diganti', value: (r) => yesNo(r.lampu_diganti) },
  { label: 'Aktivitas Rayap', value: (r) => yesNo(r.aktivitas_rayap) },
  { label: 'Catatan', value: (r) => r.catatan },
]

// Readings of monitoring devices at visits (pemeriksaan): recorded by the visit's technician or an
// admin, read by them and by the visit's customer (404 for another's).
export default defineModuleHttp(async (app, deps) => {
  await correctionRoutes(app, deps)
  await labelVisitRoutes(app, deps)
  await photoRoutes(app, deps)
  const own = ownedRecords({
    access: 'read:pemeriksaan:own',
    notFound: INSPECTION_MESSAGES.visitNotFound,
    owners: (id) => scheduleOwners(deps.db, id),
  })

  registerGet(
    app,
    {
      path: '/pemeriksaan/:id',
      config: own.one,
      tags,
      summary:
        'Perangkat lokasi kunjungan dengan hasil pemeriksaannya (admin, teknisi kunjungan, pelanggannya)',
    },
    {
      params: IdParams,
      response: { 200: successBody(VisitInspectionsRecord) },
    },
    async (request) => ({
      status: 'sukses',
      data: await visitInspections(deps.db, (request.params as { id: string }).id),
    }),
  )

  registerCommand<{ pemeriksaan: ReadingInput[] }>(app, {
    method: 'PUT',
    path: '/pemeriksaan/:id',
    config: own.ownerOf('update:pemeriksaan:own'),
    tags,
    summary:
      'Catat hasil pemeriksaan perangkat pada kunjungan (satu atau banyak; idempotency_key per hasil: ulangan tidak dicatat dua kali; perangkat yang sudah diperiksa pada kunjungan ini: 409)',
    body: pemeriksaanContract.schema,
    record: Type.Object({ tercatat: Type.Integer(), pemeriksaan: Type.Array(InspectionRecord) }),
    example: { tercatat: 1, pemeriksaan: [] },
    message: (result) => {
      const { tercatat } = result as { tercatat: number }
      return tercatat === 0 ? INSPECTION_MESSAGES.nothingNew : INSPECTION_MESSAGES.recorded(tercatat)
    },
    errors: [409],
    run: ({ id, body, metadata }) => recordReadings(deps, id, body.pemeriksaan, metadata),
  })

  // A customer reads its own sites' readings; the technician's area has no export.
  const siteOf = async (request: FastifyRequest, idlokasi: number) => {
    if (request.scope !== 'own') return
    const actor = request.actor as Actor
    const owner = await siteOwnerOf(deps.db, idlokasi)
    if (actor.role !== 'pelanggan' || owner === undefined || String(owner) !== actor.pelangganId)
      throw new NotFoundError(INSPECTION_MESSAGES.siteNotFound)
  }
  registerCsvExport(app, {
    path: '/pemeriksaan/export',
    config: { access: 'read:pemeriksaan:own', owner: () => true },
    tags,
    summary: 'CSV hasil pemeriksaan perangkat satu lokasi dalam satu periode (admin, pelanggan lokasinya)',
    query: csvQuery,
    fileName: 'pemeriksaan.csv',
    columns: CSV_COLUMNS,
    rows: async (filters, request) => {
      const { idlokasi, dari, sampai } = filters
      if (idlokasi === undefined) throw new ValidationError(INSPECTION_MESSAGES.siteRequired)
      if (dari === undefined || sampai === undefined || dari > sampai)
        throw new ValidationError(INSPECTION_MESSAGES.period)
      await siteOf(request, idlokasi)
      const rows: Inspection[] = []
      for await (const row of readingsOfSite(deps.db, idlokasi, { dari, sampai })) rows.push(row)
      return rows
    },
  })

  await app.register(trendRoutes, deps)
})
