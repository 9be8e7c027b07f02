import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import { ValidationError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  filter,
  listQuery,
  ownedRecords,
  registerCommand,
  registerCsvExport,
  registerHistory,
  registerList,
  registerVersionedRead,
} from '../../../http-kit/index.ts'
import {
  APPLICATION_EXAMPLE,
  APPLICATION_MESSAGES,
  type Application,
  type ApplicationInput,
  ApplicationRecord,
  allApplications,
  applicationContract,
  applicationHistory,
  applicationOwners,
  getApplication,
  listApplications,
  recordApplication,
  removeApplication,
} from '../index.ts'

const tags = ['pemakaianPestisida']
const date = (label: string) => ({
  schema: Type.Optional(Type.String({ maxLength: 10, description: `${label} (YYYY-MM-DD)` })),
  parse: (raw: string | undefined) => {
    const value = raw?.trim()
    if (!value) return undefined
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
      throw new ValidationError(`${label} tidak valid`)
    return value
  },
})
const query = listQuery({
  idpenjadwalan: filter.id(APPLICATION_MESSAGES.visitNotFound, 'Pemakaian pada satu kunjungan'),
  idpelanggan: filter.id('Pelanggan tidak ditemukan', 'Pemakaian di satu pelanggan'),
  idarea: filter.id('Area tidak valid', 'Pemakaian di satu area (lokasi)'),
  idlokasi: filter.id('Data lokasi tidak ditemukan', 'Pemakaian pada kunjungan satu lokasi'),
  dari: date('Tanggal dari'),
  sampai: date('Tanggal sampai'),
})

const CSV_COLUMNS: CsvColumn<Application>[] = [
  { label: 'Tanggal', value: (a) => a.tanggal },
  { label: 'ID Penjadwalan', value: (a) => a.idpenjadwalan },
  { label: 'Pelanggan', value: (a) => a.nama_pelanggan },
  { label: 'Teknisi', value: (a) => a.nama_teknisi },
  { label: 'Nama Dagang', value: (a) => a.nama_dagang },
  { label: 'Bahan Aktif', value: (a) => `${a.bahan_aktif} ${a.kadar}` },
  { label: 'Nomor Registrasi', value: (a) => a.nomor_registrasi },
  { label: 'Jumlah', value: (a) => String(a.jumlah).replace('.', ',') },
  { label: 'Satuan', value: (a) => a.satuan },
  { label: 'Pengenceran', value: (a) => a.pengenceran },
  { label: 'Metode', value: (a) => a.metode },
  { label: 'ID Area', value: (a) => a.idarea ?? '' },
  { label: 'Catatan', value: (a) => a.catatan },
]

// Applications at visits (pemakaian_pestisida): recorded by the visit's technician or an admin,
// read by the visit's customer too. A technician or customer reads its own (404 for another's).
export default async function applicationRoutes(app: FastifyInstance, deps: ApiDeps) {
  const own = ownedRecords({
    access: 'read:pemakaian_pestisida:own',
    notFound: APPLICATION_MESSAGES.notFound,
    owners: (id) => applicationOwners(deps.db, id),
  })

  registerList(app, {
    path: '/pemakaianPestisida/getData',
    config: own.list,
    tags,
    summary:
      'Pemakaian pestisida, urut tanggal (filter kunjungan, pelanggan, area, periode dari–sampai; teknisi/pelanggan: miliknya saja)',
    query,
    record: ApplicationRecord,
    page: (values, page, request) => listApplications(deps.db, own.scope(request, values), page),
  })
  registerCsvExport(app, {
    path: '/pemakaianPestisida/export',
    config: own.list,
    tags,
    summary:
      'Ekspor pemakaian pestisida per pelanggan atau lokasi dan periode (CSV, dengan nomor registrasi; pelanggan: miliknya saja)',
    query,
    fileName: 'pemakaian-pestisida.csv',
    columns: CSV_COLUMNS,
    rows: (values, request) => allApplications(deps.db, own.scope(request, values)),
  })
  registerVersionedRead(app, {
    path: '/pemakaianPestisida/getData/:id',
    config: own.one,
    tags,
    summary: 'Satu pemakaian pestisida (teknisi/pelanggan: miliknya saja, lainnya 404)',
    record: ApplicationRecord,
    example: APPLICATION_EXAMPLE,
    what: 'pemakaian',
    load: (id) => getApplication(deps, id),
  })
  registerHistory(app, {
    path: '/pemakaianPestisida/history/:id',
    config: { access: 'read:pemakaian_pestisida:any' },
    tags,
    summary: 'Riwayat pemakaian pestisida',
    load: (id) => applicationHistory(deps, id),
  })

  registerCommand<ApplicationInput>(app, {
    method: 'POST',
    path: '/pemakaianPestisida/createData',
    // The visit named in the body is checked in the command: a technician's own visit only (404).
    config: {
      access: 'create:pemakaian_pestisida:own',
      owner: async () => true,
      notFound: APPLICATION_MESSAGES.visitNotFound,
    },
    tags,
    summary:
      "Catat pemakaian pestisida pada kunjungan (teknisi kunjungan atau admin); idempotency_key: ulangan menjawab hasil pertama. Ditolak 400: registrasi kedaluwarsa pada tanggal kunjungan, pestisida terbatas tanpa lisensi 'pengguna pestisida terbatas' yang berlaku, fumigasi tanpa lisensi 'fumigator' yang berlaku",
    body: applicationContract.schema,
    record: ApplicationRecord,
    example: APPLICATION_EXAMPLE,
    message: APPLICATION_MESSAGES.created,
    status: 201,
    idempotent: true,
    errors: [404],
    run: async ({ body, caller, request }) => {
      const actor = request.actor!
      const technician = actor.role === 'teknisi' ? Number(actor.teknisiId ?? 0) : null
      return (await recordApplication(deps, body, { ...caller, technician })).application
    },
  })
  registerCommand(app, {
    method: 'DELETE',
    path: '/pemakaianPestisida/deleteData/:id',
    config: own.ownerOf('delete:pemakaian_pestisida:own'),
    tags,
    summary: 'Hapus pemakaian yang salah catat (riwayatnya tetap dapat dibaca)',
    record: Type.Null(),
    example: null,
    what: 'pemakaian',
    message: APPLICATION_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await removeApplication(deps, id, version, metadata)
      return null
    },
  })
}
