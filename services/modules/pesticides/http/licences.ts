import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import {
  type ApiDeps,
  eventMetadata,
  expectedVersion,
  filter,
  IfMatchHeaders,
  listQuery,
  ownedRecords,
  registerCommand,
  registerCsvExport,
  registerDownload,
  registerFileRoute,
  registerHistory,
  registerList,
  registerVersionedRead,
  upload,
} from '../../../http-kit/index.ts'
import {
  allLicences,
  changeLicence,
  getLicence,
  JENIS_LISENSI_OPTIONS,
  LICENCE_EXAMPLE,
  LICENCE_FOLDER,
  LICENCE_MESSAGES,
  type Licence,
  LicenceRecord,
  licenceCreateContract,
  licenceDownload,
  licenceHistory,
  licenceKeys,
  licenceUpdateContract,
  listLicences,
  PESTICIDE_FILE_RULES,
  recordLicence,
  removeLicence,
} from '../index.ts'

const tags = ['lisensiTeknisi']
const query = listQuery({
  idteknisi: filter.id(LICENCE_MESSAGES.technicianNotFound, 'Lisensi satu teknisi'),
  jenis_lisensi: filter.choice(JENIS_LISENSI_OPTIONS, 'Jenis lisensi'),
})
const CSV_COLUMNS: CsvColumn<Licence>[] = [
  { label: 'ID Lisensi', value: (l) => l.idlisensi },
  { label: 'Teknisi', value: (l) => l.nama_teknisi },
  { label: 'Jenis Lisensi', value: (l) => l.jenis_lisensi },
  { label: 'Nomor', value: (l) => l.nomor },
  { label: 'Berlaku Sampai', value: (l) => l.berlaku_sampai },
  { label: 'Berlaku', value: (l) => (l.berlaku ? 'ya' : 'tidak') },
  { label: 'File', value: (l) => l.nama_file ?? '' },
]
const FILE = upload(
  { folder: LICENCE_FOLDER, rules: PESTICIDE_FILE_RULES, fallbackName: 'lisensi' },
  'Salinan lisensi: pdf, png atau jpg, maks. 5 Mb (opsional)',
)
const fields = {
  jenis_lisensi: Type.String({ maxLength: 40 }),
  nomor: Type.String({ maxLength: 60 }),
  berlaku_sampai: Type.String({ format: 'date' }),
  file_lisensi: FILE,
}
const answer = (status: 200 | 201, message: string) => ({
  status,
  record: LicenceRecord,
  example: LICENCE_EXAMPLE,
  what: 'lisensi',
  message,
})

// Technicians' licences (lisensi_teknisi): the admin keeps them on the technician's page; a
// technician reads its own.
export default async function licenceRoutes(app: FastifyInstance, deps: ApiDeps) {
  const own = ownedRecords({
    access: 'read:lisensi_teknisi:own',
    notFound: LICENCE_MESSAGES.notFound,
    owners: async (id) => {
      const keys = await licenceKeys(deps.db, id)
      return keys && { idpelanggan: 0, idteknisi: keys.idteknisi }
    },
  })
  const any = { access: 'read:lisensi_teknisi:any' } as const

  registerList(app, {
    path: '/lisensiTeknisi/getData',
    config: own.list,
    tags,
    summary: 'Lisensi teknisi, yang paling cepat berakhir dulu (teknisi: miliknya saja)',
    query,
    record: LicenceRecord,
    page: (values, page, request) => listLicences(deps.db, own.scope(request, values), page),
  })
  registerCsvExport(app, {
    path: '/lisensiTeknisi/export',
    config: any,
    tags,
    summary: 'Ekspor lisensi teknisi (CSV) dengan filter yang sama',
    query,
    fileName: 'lisensi-teknisi.csv',
    columns: CSV_COLUMNS,
    rows: (values) => allLicences(deps.db, values),
  })
  registerVersionedRead(app, {
    path: '/lisensiTeknisi/getData/:id',
    config: own.one,
    tags,
    summary: 'Satu lisensi teknisi (teknisi: miliknya saja, lainnya 404)',
    record: LicenceRecord,
    example: LICENCE_EXAMPLE,
    what: 'lisensi',
    load: (id) => getLicence(deps, id),
  })
  registerHistory(app, {
    path: '/lisensiTeknisi/history/:id',
    config: any,
    tags,
    summary: 'Riwayat perubahan lisensi (terlama dulu); tetap ada setelah dihapus',
    load: (id) => licenceHistory(deps, id),
  })
  registerDownload(app, {
    path: '/lisensiTeknisi/file/:id',
    config: own.one,
    tags,
    summary: 'Salinan lisensi (lampiran)',
    answer: 'Lampiran: application/pdf, image/png atau image/jpeg',
    load: (id) => licenceDownload(deps, id),
  })

  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/lisensiTeknisi/createData',
    config: { access: 'create:lisensi_teknisi:any' },
    tags,
    summary: 'Tambah lisensi teknisi (multipart; file_lisensi opsional, pdf/png/jpg ≤ 5 Mb)',
    form: { idteknisi: Type.String({ maxLength: 12 }), ...fields },
    example: {
      idteknisi: '1',
      jenis_lisensi: 'pengguna pestisida terbatas',
      nomor: 'PPT/JTM/2026/0412',
      berlaku_sampai: '2028-03-31',
    },
    badForm: 'Data formulir tidak valid',
    fieldSize: 128,
    parse: (values) => licenceCreateContract.parse(values),
    answer: answer(201, LICENCE_MESSAGES.created),
    run: ({ request, values, files }) =>
      recordLicence(deps, values, files.file_lisensi?.[0], eventMetadata(request)),
  })
  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/lisensiTeknisi/updateData/:id',
    config: { access: 'update:lisensi_teknisi:any' },
    tags,
    summary: 'Ubah lisensi teknisi (multipart; file pengganti opsional)',
    headers: IfMatchHeaders,
    form: { ...fields, version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca' })) },
    example: {
      jenis_lisensi: 'fumigator',
      nomor: 'FUM/2026/0077',
      berlaku_sampai: '2028-03-31',
      version: '1',
    },
    badForm: 'Data formulir tidak valid',
    fieldSize: 128,
    parse: (values) => licenceUpdateContract.parse(values),
    answer: answer(200, LICENCE_MESSAGES.updated),
    run: ({ id, request, values: { version, ...input }, files }) =>
      changeLicence(
        deps,
        id,
        input,
        files.file_lisensi?.[0],
        expectedVersion(request, version),
        eventMetadata(request),
      ),
  })
  registerCommand(app, {
    method: 'DELETE',
    path: '/lisensiTeknisi/deleteData/:id',
    config: { access: 'delete:lisensi_teknisi:any' },
    tags,
    summary: 'Hapus lisensi (filenya ikut dihapus; riwayatnya tetap dapat dibaca)',
    record: Type.Null(),
    example: null,
    what: 'lisensi',
    message: LICENCE_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await removeLicence(deps, id, version, metadata)
      return null
    },
  })
}
