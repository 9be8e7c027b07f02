import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A customer's visits: where, the notes, the technician's report and its photos of the premises.
// The customer's name is copied in by the database (trigger) for the lists and their search.
export const schedulesPersonalData: PersonalDataDeclaration = [
  {
    table: 'schedules',
    label: 'kunjungan',
    key: 'idpenjadwalan',
    stream: 'penjadwalan',
    people: { pelanggan: 'idpelanggan' },
    fields: { nama_pelanggan: 'search', lokasi: 'address', catatan: 'notes', hasil_kunjungan: 'text' },
    files: [{ column: 'hasil_kunjungan', path: 'foto', kind: 'photo' }],
    notPersonal: {
      jam: 'a time',
      jenis_pekerjaan: 'a service chosen from a list',
      status_penjadwalan: 'the visit’s stage',
    },
  },
  {
    table: 'schedule_search',
    label: 'indeks pencarian kunjungan',
    key: 'idpenjadwalan',
    people: {},
    fields: { customer_name_search: 'search' },
  },
  {
    table: 'schedule_customers',
    label: 'indeks pelanggan kunjungan',
    key: 'idpelanggan',
    people: {},
    fields: { customer_name_search: 'search' },
  },
  {
    table: 'schedules_counts',
    label: 'jumlah kunjungan',
    key: 'tahun',
    people: {},
    fields: {},
    notPersonal: { status_penjadwalan: 'counts per status' },
  },
]
