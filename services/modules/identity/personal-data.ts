import { sql } from 'kysely'
import type { PersonalDataDeclaration, PersonKind, PersonPointer } from '../../core/personal-data.ts'

const byUser = (column: string): Partial<Record<PersonKind, PersonPointer>> => ({
  pengguna: column,
  pelanggan: (id) => sql<boolean>`${sql.ref(column)} in (select id from users where idpelanggan = ${id})`,
  teknisi: (id) => sql<boolean>`${sql.ref(column)} in (select id from users where idteknisi = ${id})`,
})

// An account is a person's (an admin, or a customer's or technician's own sign-in). An erased
// account can no longer sign in: deactivated, its name freed, every session ended.
export const identityPersonalData: PersonalDataDeclaration = [
  {
    table: 'users',
    label: 'akun pengguna',
    key: 'id',
    people: { pengguna: 'id', pelanggan: 'idpelanggan', teknisi: 'idteknisi' },
    fields: { nama: 'name', email: 'email', no_telp: 'phone', username: 'identifier' },
    notPersonal: { role: 'admin / teknisi / pelanggan', password_hash: 'a one-way hash' },
    alsoSet: {
      aktif: sql`false`,
      // The unique user name is freed; an admin keeps a hash (a database rule) but is inactive.
      username: sql`case when role = 'admin' then 'dihapus-' || left(id::text, 8) end`,
      password_hash: sql`case when role = 'admin' then password_hash end`,
    },
  },
  {
    table: 'sessions',
    label: 'sesi masuk',
    key: 'id',
    people: byUser('user_id'),
    fields: { user_agent: 'identifier', address: 'identifier' },
    notPersonal: { created_via: 'password / link', revoked_reason: 'why the session ended' },
    alsoSet: {
      revoked_at: sql`coalesce(revoked_at, now())`,
      revoked_reason: sql`coalesce(revoked_reason, 'data pribadi dihapus')`,
    },
  },
  {
    table: 'access_links',
    label: 'tautan akses',
    key: 'id',
    people: byUser('user_id'),
    fields: {},
    notPersonal: { token_hash: 'a one-way hash', role: 'teknisi / pelanggan' },
    alsoSet: { revoked_at: sql`coalesce(revoked_at, now())` },
  },
  {
    table: 'refresh_tokens',
    label: 'token sesi',
    key: 'token_hash',
    people: {},
    fields: {},
    notPersonal: { token_hash: 'a one-way hash; its session is ended with the person’s sessions' },
  },
  {
    table: 'login_failures',
    label: 'percobaan masuk gagal',
    key: 'key',
    people: {},
    fields: {},
    notPersonal: { key: 'a user name or address counted for 15 minutes, then forgotten' },
  },
  {
    table: 'two_step_secrets',
    label: 'verifikasi dua langkah',
    key: 'user_id',
    people: byUser('user_id'),
    erase: 'delete',
    fields: {},
    notPersonal: { secret_encrypted: 'an authenticator secret, encrypted; deleted with the account' },
  },
  {
    table: 'two_step_recovery_codes',
    label: 'kode pemulihan',
    key: 'user_id',
    people: byUser('user_id'),
    erase: 'delete',
    fields: {},
    notPersonal: { code_hash: 'a one-way hash; deleted with the account' },
  },
  {
    table: 'two_step_challenges',
    label: 'langkah kedua masuk',
    key: 'token_hash',
    people: {},
    fields: {},
    notPersonal: { token_hash: 'a one-way hash of a 5-minute sign-in ticket' },
  },
  {
    table: 'two_step_policy',
    label: 'aturan dua langkah',
    key: 'id',
    people: {},
    fields: {},
    notPersonal: { id: 'the one company-wide rule row' },
  },
]
