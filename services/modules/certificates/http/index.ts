import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { type Static, Type } from 'typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import { pageRequest } from '../../../core/paging.ts'
import {
  defineModuleHttp,
  filter,
  listQuery,
  pagedBody,
  registerCommand,
  registerDownload,
  registerRecordReads,
} from '../../../http-kit/index.ts'
import {
  allCertificates,
  CERTIFICATE_EXAMPLE,
  CERTIFICATE_MESSAGES,
  type Certificate,
  type CertificateFilters,
  CertificateRecord,
  certificateDownload,
  certificateHistory,
  certificateQr,
  deleteCertificate,
  getCertificate,
  listCertificates,
  VisitChoiceRecord,
  visitChoices,
} from '../index.ts'
import { ownCertificates, tags } from './common.ts'
import certificateUploadRoutes from './uploads.ts'
import verificationRoutes from './verification.ts'

const query = listQuery({
  search_query: filter.search('Nomor atau id sertifikat, nama pelanggan'),
  tanggal_expired: filter.whole(1900, 2999, 'Tahun expired tidak valid', 'Tahun tanggal_expired, mis. 2027'),
})
// The visits a new certificate can be for (the dialog's picker).
const choices = listQuery({
  search_query: filter.search('Nama pelanggan atau idpenjadwalan'),
  idsertifikat_rayap: filter.id(
    CERTIFICATE_MESSAGES.notFound,
    'Sertifikat yang sedang diubah: kunjungannya ikut',
  ),
})
const QrQuery = Type.Object({
  format: Type.Optional(
    Type.Union([Type.Literal('png'), Type.Literal('svg')], { description: 'png (bawaan) atau svg' }),
  ),
})
const filtersOf = (values: ReturnType<typeof query.parse>): CertificateFilters => ({
  search_query: values.search_query,
  tahun: values.tanggal_expired,
})

const CSV_COLUMNS: CsvColumn<Certificate>[] = [
  { label: 'Nomor Sertifikat', value: (c) => c.nomor_sertifikat },
  { label: 'ID Penjadwalan', value: (c) => c.idpenjadwalan },
  { label: 'Kode Pelanggan', value: (c) => c.kode_pelanggan },
  { label: 'Nama Pelanggan', value: (c) => c.nama_pelanggan },
  { label: 'Alamat', value: (c) => c.alamat },
  { label: 'Tanggal Pekerjaan', value: (c) => c.tanggal },
  { label: 'Tanggal Expired', value: (c) => c.tanggal_expired },
  { label: 'Status', value: (c) => c.status_sertifikat },
  { label: 'File Sertifikat', value: (c) => c.nama_file_sertifikat },
  { label: 'Bukti Transfer', value: (c) => c.nama_file_bukti_tf },
]

// Termite certificates (admin; a customer reads and downloads its own). Changes are events; the
// version travels as ETag / If-Match or the body's `version`.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const owned = ownCertificates(deps)

  registerRecordReads(app, {
    wire: 'sertifikat_rayap',
    tags,
    query,
    record: CertificateRecord,
    // Open to customers: narrowed to their own certificates.
    owned,
    list: {
      summary:
        'Daftar sertifikat rayap, terbaru dulu (cari nomor, id atau nama pelanggan; filter tahun expired)',
      page: (values, page, request) =>
        listCertificates(deps.db, owned.scope(request, filtersOf(values)), page),
    },
    csv: {
      summary: 'Ekspor sertifikat rayap (CSV) dengan filter yang sama',
      fileName: 'sertifikat-rayap.csv',
      columns: CSV_COLUMNS,
      rows: (values) => allCertificates(deps.db, filtersOf(values)),
    },
    read: {
      summary: 'Satu sertifikat rayap (pelanggan: miliknya saja, lainnya 404)',
      example: CERTIFICATE_EXAMPLE,
      what: 'sertifikat',
      load: (id) => getCertificate(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan sertifikat (terlama dulu); tetap ada setelah dihapus',
      load: (id) => certificateHistory(deps, id),
    },
  })

  for (const [path, which, what] of [
    ['file', 'file', 'File sertifikat'],
    ['buktiTf', 'proof', 'Bukti transfer'],
  ] as const) {
    registerDownload(app, {
      path: `/sertifikat_rayap/${path}/:id`,
      config: owned.one,
      tags,
      summary: `${what} (lampiran; admin dan pelanggan pemiliknya)`,
      answer: 'Lampiran: application/pdf, image/png atau image/jpeg',
      load: (id) => certificateDownload(deps, id, which),
    })
  }

  registerDownload(app, {
    path: '/sertifikat_rayap/qr/:id',
    config: { access: 'read:sertifikat_rayap:any' },
    tags,
    summary: 'Kode QR halaman verifikasi sertifikat, untuk dicetak di sertifikat kertas (PNG atau SVG)',
    querystring: QrQuery,
    answer: 'image/png atau image/svg+xml',
    load: (id, request) =>
      certificateQr(
        deps,
        id,
        deps.config.publicUrl,
        (request.query as Static<typeof QrQuery>).format ?? 'png',
      ),
  })

  app.get(
    '/sertifikat_rayap/kunjunganTersedia',
    {
      config: { access: 'create:sertifikat_rayap:any' },
      schema: {
        tags,
        summary:
          'Kunjungan Termite Control yang belum bersertifikat (pilihan untuk sertifikat baru), terbaru dulu, per halaman',
        querystring: choices.paged,
        response: { 200: pagedBody(VisitChoiceRecord) },
      },
    },
    async (request) =>
      visitChoices(
        deps.db,
        choices.parse(request.query as Record<string, string | undefined>),
        pageRequest(request.query),
      ),
  )

  registerCommand(app, {
    method: 'DELETE',
    path: '/sertifikat_rayap/deleteData/:id',
    config: { access: 'delete:sertifikat_rayap:any' },
    tags,
    summary: 'Hapus sertifikat (filenya ikut dihapus; riwayatnya tetap dapat dibaca)',
    record: Type.Null(),
    example: null,
    what: 'sertifikat',
    message: CERTIFICATE_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteCertificate(deps, id, version, metadata)
      return null
    },
  })

  await app.register(certificateUploadRoutes, deps)
  await app.register(verificationRoutes, deps)
})
