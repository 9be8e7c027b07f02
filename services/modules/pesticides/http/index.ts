import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import {
  defineModuleHttp,
  filter,
  listQuery,
  registerDownload,
  registerRecordReads,
} from '../../../http-kit/index.ts'
import {
  allPesticides,
  FORMULASI_OPTIONS,
  getPesticide,
  listPesticides,
  PESTICIDE_EXAMPLE,
  type Pesticide,
  type PesticideFilters,
  PesticideRecord,
  pesticideDownload,
  pesticideHistory,
} from '../index.ts'
import applicationRoutes from './applications.ts'
import licenceRoutes from './licences.ts'
import pesticideUploadRoutes from './uploads.ts'

const tags = ['pestisida']
const query = listQuery({
  search_query: filter.search('Nama dagang, bahan aktif, nomor registrasi atau id'),
  formulasi: filter.choice(FORMULASI_OPTIONS, 'Formulasi'),
  terbatas: filter.flag('Filter terbatas tidak valid', 'true: hanya pestisida terbatas; false: selain itu'),
  registrasi: filter.choice(['berlaku', 'kedaluwarsa'] as const, 'Status registrasi'),
})
const filtersOf = (values: ReturnType<typeof query.parse>): PesticideFilters => values

const CSV_COLUMNS: CsvColumn<Pesticide>[] = [
  { label: 'ID Pestisida', value: (p) => p.idpestisida },
  { label: 'Nama Dagang', value: (p) => p.nama_dagang },
  { label: 'Bahan Aktif', value: (p) => p.bahan_aktif },
  { label: 'Kadar', value: (p) => p.kadar },
  { label: 'Formulasi', value: (p) => p.formulasi },
  { label: 'Nomor Registrasi', value: (p) => p.nomor_registrasi },
  { label: 'Berlaku Sampai', value: (p) => p.berlaku_sampai },
  { label: 'Terbatas', value: (p) => (p.terbatas ? 'ya' : 'tidak') },
  { label: 'Satuan', value: (p) => p.satuan },
  { label: 'Hama Sasaran', value: (p) => p.hama_sasaran },
  { label: 'Pengenceran', value: (p) => p.pengenceran },
  { label: 'File Label', value: (p) => p.nama_file_label ?? '' },
  { label: 'File SDS', value: (p) => p.nama_file_sds ?? '' },
]

// The register of pesticides (pestisida), technicians' licences (lisensiTeknisi) and the
// applications at visits (pemakaianPestisida). Every technician reads the register to choose a
// product; changes to it are the admin's.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  registerRecordReads(app, {
    wire: 'pestisida',
    tags,
    query,
    record: PesticideRecord,
    list: {
      summary:
        'Daftar pestisida terdaftar, urut nama dagang (cari nama, bahan aktif, nomor registrasi; filter formulasi, terbatas, status registrasi)',
      page: (values, page) => listPesticides(deps.db, filtersOf(values), page),
    },
    csv: {
      summary: 'Ekspor daftar pestisida (CSV) dengan filter yang sama',
      fileName: 'pestisida.csv',
      columns: CSV_COLUMNS,
      rows: (values) => allPesticides(deps.db, filtersOf(values)),
    },
    read: {
      summary: 'Satu pestisida dengan registrasinya dan filenya',
      example: PESTICIDE_EXAMPLE,
      what: 'pestisida',
      load: (id) => getPesticide(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan pestisida (terlama dulu)',
      load: (id) => pesticideHistory(deps, id),
    },
  })

  for (const [path, what] of [
    ['label', 'Label'],
    ['sds', 'Lembar data keselamatan (SDS)'],
  ] as const) {
    registerDownload(app, {
      path: `/pestisida/${path}/:id`,
      config: { access: 'read:pestisida:any' },
      tags,
      summary: `${what} pestisida (lampiran)`,
      answer: 'Lampiran: application/pdf, image/png atau image/jpeg',
      load: (id) => pesticideDownload(deps, id, path),
    })
  }

  await app.register(pesticideUploadRoutes, deps)
  await app.register(licenceRoutes, deps)
  await app.register(applicationRoutes, deps)
})
