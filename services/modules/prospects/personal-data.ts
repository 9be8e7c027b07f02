import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A prospect is a person (or the person asking for a business); the website's contact request it
// came from and the customer it became point at the same person.
export const prospectsPersonalData: PersonalDataDeclaration = [
  {
    table: 'prospects',
    label: 'prospek',
    key: 'idpemesanan',
    stream: 'prospect',
    people: { pemesanan: 'idpemesanan', kontak: 'contact_request_id', pelanggan: 'idpelanggan' },
    fields: {
      nama: 'name',
      no_telp: 'phone',
      email: 'email',
      alamat: 'address',
      deskripsi: 'notes',
      catatan: 'notes',
    },
    notPersonal: {
      permasalahan: 'the pest chosen from a list',
      jenis_usaha: 'a category chosen from a list',
      jenis_pekerjaan: 'a service chosen from a list',
      sumber: 'how the prospect came in (Website, telepon, ...)',
      status: 'the prospect’s stage',
      tanggal_survei: 'a date',
      contact_request_id: 'an id',
    },
  },
  {
    table: 'prospect_search',
    label: 'indeks pencarian prospek',
    key: 'idpemesanan',
    people: {
      pemesanan: 'idpemesanan',
      kontak: (id) =>
        sql<boolean>`idpemesanan in (select idpemesanan from prospects where contact_request_id = ${id})`,
      pelanggan: (id) =>
        sql<boolean>`idpemesanan in (select idpemesanan from prospects where idpelanggan = ${id})`,
    },
    fields: { search_text: 'search' },
    notPersonal: { status: 'the prospect’s stage', sumber: 'a channel chosen from a list' },
  },
]
