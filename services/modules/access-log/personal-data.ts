import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// Who read what: each entry names the account that read and its address. The log is the company's
// proof of who opened personal data (UU 27/2022): kept, as it is, for its year, then purged.
export const accessLogPersonalData: PersonalDataDeclaration = [
  {
    table: 'access_log',
    label: 'riwayat akses',
    key: 'id',
    people: {
      pengguna: 'user_id',
      pelanggan: (id) => sql<boolean>`user_id in (select id::text from users where idpelanggan = ${id})`,
      teknisi: (id) => sql<boolean>`user_id in (select id::text from users where idteknisi = ${id})`,
    },
    fields: { alamat: 'identifier' },
    notPersonal: {
      user_id: 'the id of the account that read',
      role: 'admin / teknisi / pelanggan',
      jenis: 'baca / ekspor / unduh',
      sumber: 'the kind of record read',
      record_id: 'the id of the record read',
      rute: 'the route called',
    },
    kept: {
      reason:
        'Catatan akuntabilitas siapa membuka data pribadi (UU 27/2022): disimpan 1 tahun, lalu dihapus otomatis',
    },
  },
]
