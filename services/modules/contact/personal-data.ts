import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A prospect's source as a uuid (it is stored as text), so the requests are found by their key.
const asUuid = sql`case when contact_request_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then contact_request_id::uuid end`

// The visitor who wrote in: the request is theirs, and the prospect made from it reaches it.
export const contactPersonalData: PersonalDataDeclaration = [
  {
    table: 'contact_requests',
    label: 'permintaan kontak',
    key: 'id',
    stream: 'contact_request',
    people: {
      kontak: 'id',
      pemesanan: (id) => sql<boolean>`id in (select ${asUuid} from prospects where idpemesanan = ${id})`,
      pelanggan: (id) => sql<boolean>`id in (select ${asUuid} from prospects where idpelanggan = ${id})`,
    },
    fields: { nama: 'name', email: 'email', no_telp: 'phone', deskripsi: 'notes' },
    notPersonal: {
      permasalahan: 'the pest chosen from a list',
      jenis_usaha: 'a category chosen from a list',
    },
  },
]
