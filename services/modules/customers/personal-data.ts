import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The customer (a person or the contact person of a business). An invoice prints the buyer's name
// and address, so those stay while the customer has invoices the tax law keeps (invoices module).
export const customersPersonalData: PersonalDataDeclaration = [
  {
    table: 'customers',
    label: 'data pelanggan',
    key: 'idpelanggan',
    stream: 'pelanggan',
    people: { pelanggan: 'idpelanggan' },
    fields: {
      nama_pelanggan: 'name',
      nama_kontak: 'name',
      alamat: 'address',
      link_maps: 'address',
      no_telp: 'phone',
      email: 'email',
      catatan: 'notes',
    },
    notPersonal: {
      dasar_pemrosesan: 'the legal basis of processing (kontrak)',
      kode_pelanggan: 'the company’s own customer code',
      jenis_pekerjaan: 'a service chosen from a list',
      jenis_usaha: 'a category chosen from a list',
      periode_kunjungan: 'a visit period chosen from a list',
      status_aktif: 'aktif / tidak aktif',
    },
    keptWhileKept: {
      columns: ['nama_pelanggan', 'alamat'],
      reason:
        'Nama dan alamat pembeli tercetak pada tagihan dan dokumen pendukungnya, yang wajib disimpan 10 tahun (UU KUP Pasal 28 ayat 11)',
    },
  },
  {
    table: 'customer_search',
    label: 'indeks pencarian pelanggan',
    key: 'idpelanggan',
    people: { pelanggan: 'idpelanggan' },
    fields: { search_text: 'search' },
    notPersonal: { jenis_pekerjaan: 'a service chosen from a list', status_aktif: 'aktif / tidak aktif' },
  },
]
