import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import {
  columnsOf,
  defineModuleHttp,
  filter,
  listQuery,
  registerCommand,
  registerRecordReads,
} from '../../../http-kit/index.ts'
import { CustomerRecord } from '../../customers/index.ts'
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
} from '../index.ts'

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
  versi_kebijakan_privasi: null,
  persetujuan_kebijakan_pada: null,
  id_permintaan_kontak: null,
  version: 2,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T09:00:00.000Z',
}

const query = listQuery({
  search_query: filter.search('Cari nama, telepon, email, alamat'),
  status: filter.choice(PROSPECT_STATUS_OPTIONS, 'Status'),
  sumber: filter.choice(SUMBER_OPTIONS, 'Sumber'),
})
type ProspectBody = ContractValue<typeof prospectContract>

// Prospects (Prospek Pelanggan), admin only. Changes are events; `version` (or If-Match) guards edits.
export default defineModuleHttp(async (app, deps) => {
  registerRecordReads(app, {
    wire: 'pemesanan',
    tags,
    query,
    record: ProspectRecord,
    list: {
      summary: 'Daftar prospek (cari nama, telepon, email, alamat; filter status dan sumber), terbaru dulu',
      page: (filters, page) => listProspects(deps.db, page, filters),
    },
    csv: {
      summary: 'Ekspor prospek (CSV) dengan filter yang sama',
      fileName: 'prospek-pelanggan.csv',
      columns: columnsOf<Prospect>(PROSPECT_LABELS),
      rows: (filters) => exportProspects(deps.db, filters),
    },
    read: {
      summary: 'Satu prospek',
      example,
      what: 'prospek',
      load: (id) => getProspect(deps, id),
    },
    history: {
      summary: 'Riwayat perubahan prospek (terlama dulu)',
      load: (id) => prospectHistory(deps, id),
    },
  })

  const record = { tags, record: ProspectRecord, example, what: 'prospek' }
  registerCommand<ProspectBody>(app, {
    ...record,
    method: 'POST',
    path: '/pemesanan/addData',
    config: { access: 'create:pemesanan:any' },
    summary: 'Tambah prospek (status baru bila tidak diisi)',
    body: prospectContract.schema,
    message: PROSPECT_MESSAGES.created,
    errors: [],
    run: ({ body: { version: _version, status, ...values }, metadata }) =>
      addProspect(deps, values, status, metadata),
  })

  registerCommand<ProspectBody>(app, {
    ...record,
    method: 'PUT',
    path: '/pemesanan/editData/:id',
    config: { access: 'update:pemesanan:any' },
    summary: 'Ubah prospek (aturan status; versi lama: 409)',
    body: prospectContract.schema,
    message: PROSPECT_MESSAGES.updated,
    errors: [404, 409],
    run: ({ id, body: { version: _version, status, ...values }, version, metadata }) =>
      editProspect(deps, id, values, status, version, metadata),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/pemesanan/deleteData/:id',
    config: { access: 'delete:pemesanan:any' },
    summary: 'Hapus prospek (riwayatnya tetap terbaca)',
    record: Type.Object({ idpemesanan: Type.Integer() }),
    example: { idpemesanan: 12 },
    message: PROSPECT_MESSAGES.deleted,
    errors: [404, 409],
    run: ({ id, version, metadata }) => deleteProspect(deps, id, version, metadata),
  })

  registerCommand<ContractValue<typeof conversionContract> & { version?: number }>(app, {
    ...record,
    method: 'POST',
    path: '/pemesanan/konversi/:id',
    config: { access: 'update:pemesanan:any' },
    summary:
      'Konversi prospek menjadi pelanggan (isian yang dikirim menggantikan data prospek); prospek menjadi deal',
    body: conversionContract.schema,
    record: Type.Object({ pemesanan: ProspectRecord, pelanggan: CustomerRecord }),
    example: undefined,
    message: PROSPECT_MESSAGES.converted,
    errors: [404, 409],
    run: ({ id, body: { version: _version, ...sent }, version, metadata }) =>
      convertProspect(deps, id, sent, version, metadata),
  })
})
