import type { PersonalDataDeclaration } from '../../core/personal-data.ts'
import { APPLICATION_STREAM_TYPE, LICENCE_STREAM_TYPE } from './events.ts'

// The register holds products, not people. A technician's licences name the technician, and an
// application is the record an auditor reads of what was used at a customer's visit and by whom
// (Permentan 43/2019): both are kept with the visit, their notes erased.
export const pesticidesPersonalData: PersonalDataDeclaration = [
  {
    table: 'pesticides',
    label: 'daftar pestisida',
    key: 'idpestisida',
    people: {},
    fields: {},
    notPersonal: {
      nama_dagang: 'a product name',
      bahan_aktif: 'an active ingredient',
      kadar: 'a concentration',
      formulasi: 'a formulation',
      nomor_registrasi: "the Ministry of Agriculture's registration number",
      hama_sasaran: 'target pests',
      pengenceran: 'a dilution',
      satuan: 'a unit',
      label_key: "the product label's file",
      nama_label: "the product label's file name",
      label_tipe: 'a file type',
      sds_key: "the safety data sheet's file",
      nama_sds: "the safety data sheet's file name",
      sds_tipe: 'a file type',
      search_text: 'the search index of the columns above',
    },
  },
  {
    table: 'technician_licences',
    label: 'lisensi teknisi',
    key: 'idlisensi',
    stream: LICENCE_STREAM_TYPE,
    people: { teknisi: 'idteknisi' },
    fields: { nomor: 'identifier' },
    files: [{ column: 'file_key', name: 'nama_file', kind: 'document' }],
    notPersonal: { jenis_lisensi: 'the kind of licence', file_tipe: 'a file type' },
    kept: {
      reason:
        'Bukti kewenangan teknisi atas pemakaian pestisida terbatas dan fumigasi yang tercatat pada kunjungan (Permentan 43/2019): disimpan bersama catatan pemakaian pestisida',
    },
  },
  {
    table: 'pesticide_applications',
    label: 'pemakaian pestisida',
    key: 'idpemakaian',
    stream: APPLICATION_STREAM_TYPE,
    people: { pelanggan: 'idpelanggan', teknisi: 'idteknisi' },
    fields: { catatan: 'notes' },
    notPersonal: { satuan: 'a unit', pengenceran: 'a dilution', metode: 'an application method' },
  },
]
