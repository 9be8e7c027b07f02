import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A customer's contracts: their notes and the signed file are the customer's.
export const contractsPersonalData: PersonalDataDeclaration = [
  {
    table: 'contracts',
    label: 'kontrak',
    key: 'idkontrak',
    stream: 'kontrak',
    people: { pelanggan: 'idpelanggan' },
    fields: { catatan: 'notes' },
    files: [{ column: 'file_key', name: 'nama_file_kontrak', kind: 'document' }],
    notPersonal: {
      nomor_kontrak: 'the company’s contract number',
      jenis_pekerjaan: 'a service chosen from a list',
      periode_kunjungan: 'a visit period chosen from a list',
      status_aktif: 'aktif / tidak aktif',
      file_tipe: 'a file type',
    },
  },
  {
    table: 'contract_search',
    label: 'indeks pencarian kontrak',
    key: 'idkontrak',
    people: { pelanggan: 'idpelanggan' },
    fields: { search_text: 'search' },
    notPersonal: { jenis_pekerjaan: 'a service', status_aktif: 'aktif / tidak aktif' },
  },
]
