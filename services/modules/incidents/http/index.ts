import type { CsvColumn } from '../../../core/csv.ts'
import {
  defineModuleHttp,
  filter,
  HistoryBodyAnyValue,
  listQuery,
  registerCommand,
  registerCsvExport,
  registerHistory,
  registerList,
  registerVersionedRead,
} from '../../../http-kit/index.ts'
import {
  changeIncident,
  exportIncidents,
  INCIDENT_EXAMPLE,
  INCIDENT_FIELD_LABELS,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  type Incident,
  type IncidentBody,
  IncidentDetailRecord,
  IncidentRecord,
  incidentContract,
  incidentHistory,
  pageIncidents,
  readIncident,
  recordIncident,
} from '../index.ts'

const tags = ['insiden']
const query = listQuery({
  search_query: filter.search('Judul, kejadian, jenis subjek atau jenis data'),
  status: filter.choice(INCIDENT_STATUSES, 'Status'),
})

const L = INCIDENT_FIELD_LABELS
const CSV_COLUMNS: CsvColumn<Incident>[] = [
  { label: L.idinsiden!, value: (r) => r.idinsiden },
  { label: L.judul!, value: (r) => r.judul },
  { label: L.ditemukan_pada!, value: (r) => r.ditemukan_pada },
  { label: L.batas_pemberitahuan!, value: (r) => r.batas_pemberitahuan },
  { label: L.jenis_subjek!, value: (r) => r.jenis_subjek },
  { label: L.jenis_data!, value: (r) => r.jenis_data },
  { label: L.perkiraan_jumlah!, value: (r) => r.perkiraan_jumlah },
  { label: L.status!, value: (r) => r.status },
  { label: L.tindakan!, value: (r) => r.tindakan },
]

const DETAIL_EXAMPLE = {
  ...INCIDENT_EXAMPLE,
  pihak_diberitahu: [
    {
      jenis: 'subjek',
      idpelanggan: 12,
      nama: 'Toko Bangunan Makmur (Bapak Hendra)',
      no_telp: '081234567890',
      email: 'makmur@contoh.co.id',
      situs: '',
    },
  ],
}

// The breach register (admin only). Changes are events; the version travels as ETag / If-Match or
// the body's `version`.
export default defineModuleHttp(async (app, deps) => {
  const access = { access: 'read:insiden:any' } as const
  registerList(app, {
    path: '/insiden/getData',
    config: access,
    tags,
    query,
    record: IncidentRecord,
    summary: 'Daftar insiden, yang paling baru ditemukan dulu (cari; filter status)',
    page: (filters, page) => pageIncidents(deps.db, filters, page),
  })
  registerCsvExport(app, {
    path: '/insiden/export',
    config: access,
    tags,
    query,
    summary: 'Ekspor insiden (CSV) dengan filter yang sama',
    fileName: 'insiden.csv',
    columns: CSV_COLUMNS,
    rows: (filters) => exportIncidents(deps.db, filters),
  })
  registerVersionedRead(app, {
    path: '/insiden/getData/:id',
    config: access,
    tags,
    summary: 'Satu insiden, dengan batas pemberitahuan dan pihak yang harus diberi tahu beserta kontaknya',
    record: IncidentDetailRecord,
    example: DETAIL_EXAMPLE,
    what: 'insiden',
    load: (id) => readIncident(deps, id),
  })
  registerHistory(app, {
    path: '/insiden/history/:id',
    config: access,
    tags,
    summary: 'Riwayat perubahan insiden (terlama dulu)',
    answer: HistoryBodyAnyValue,
    load: (id) => incidentHistory(deps, id),
  })

  const record = { tags, record: IncidentDetailRecord, example: DETAIL_EXAMPLE, what: 'insiden' }
  registerCommand<IncidentBody>(app, {
    ...record,
    method: 'POST',
    path: '/insiden/createData',
    config: { access: 'create:insiden:any' },
    summary: 'Catat insiden (waktu ditemukan tanpa zona dibaca WIB)',
    body: incidentContract.schema,
    message: INCIDENT_MESSAGES.created,
    status: 201,
    errors: [],
    run: ({ body, metadata }) => recordIncident(deps, body, metadata),
  })

  registerCommand<IncidentBody>(app, {
    ...record,
    method: 'PUT',
    path: '/insiden/updateData/:id',
    config: { access: 'update:insiden:any' },
    summary: 'Ubah insiden: tindakan, status, yang diketahui (versi lama: 409)',
    body: incidentContract.schema,
    message: INCIDENT_MESSAGES.updated,
    errors: [404, 409],
    run: ({ id, body, version, metadata }) => changeIncident(deps, id, body, version, metadata),
  })
})
