import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The visitor who wrote in: the request is theirs, and the prospect made from it reaches it.
export const contactPersonalData: PersonalDataDeclaration = [
  {
    table: 'contact_requests',
    label: 'permintaan kontak',
    key: 'id',
    stream: 'contact_request',
    people: {
      kontak: 'id',
      pemesanan: (id) =>
        sql<boolean>`id::text in (select contact_request_id from prospects where idpemesanan::text = ${id})`,
      pelanggan: (id) =>
        sql<boolean>`id::text in (select contact_request_id from prospects where idpelanggan::text = ${id})`,
    },
    fields: { nama: 'name', email: 'email', no_telp: 'phone', deskripsi: 'notes' },
    notPersonal: {
      permasalahan: 'the pest chosen from a list',
      jenis_usaha: 'a category chosen from a list',
    },
  },
]
