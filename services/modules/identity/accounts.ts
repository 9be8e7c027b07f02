import { type Selectable, sql } from 'kysely'
import type { Actor } from '../../core/access.ts'
import type { Db } from '../../core/database.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { ROLE_LABELS, type UserData } from './contract.ts'
import type { IdentityTables, UsersTable } from './tables.ts'

export type Account = Selectable<UsersTable>

export const identityDb = (db: DbOrTrx) => db.withTables<IdentityTables>()

// The hash never leaves this module: the SPA gets exactly these fields.
export function toUserData(account: Account): UserData {
  return {
    id: account.id,
    username: account.username,
    nama: account.nama,
    email: account.email,
    no_telp: account.no_telp,
    role: account.role,
    jabatan: account.role,
    nama_jabatan: ROLE_LABELS[account.role],
    idpelanggan: account.idpelanggan,
    idteknisi: account.idteknisi,
    // domain-model.md, Technicians: the temporary password of PUT /api/generateTeknisi is to be
    // changed on first sign-in; password_changed_at stays null until it is.
    harus_ganti_password:
      account.role === 'teknisi' && account.password_hash !== null && account.password_changed_at === null,
  }
}

export function toActor(account: Pick<Account, 'id' | 'role' | 'idpelanggan' | 'idteknisi'>): Actor {
  return {
    userId: account.id,
    role: account.role,
    pelangganId: account.idpelanggan === null ? null : String(account.idpelanggan),
    teknisiId: account.idteknisi === null ? null : String(account.idteknisi),
  }
}

export async function findAccountByUsername(db: DbOrTrx, username: string): Promise<Account | undefined> {
  return identityDb(db)
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst()
}

export async function findAccount(db: DbOrTrx, id: string): Promise<Account | undefined> {
  return identityDb(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export type NewAccount = {
  username: string | null
  passwordHash: string | null
  role: Account['role']
  nama: string
  email?: string
  no_telp?: string
  idpelanggan?: number | null
  idteknisi?: number | null
}

export async function insertAccount(db: DbOrTrx, account: NewAccount): Promise<Account> {
  return identityDb(db)
    .insertInto('users')
    .values({
      username: account.username,
      password_hash: account.passwordHash,
      role: account.role,
      nama: account.nama,
      email: account.email ?? '',
      no_telp: account.no_telp ?? '',
      idpelanggan: account.idpelanggan ?? null,
      idteknisi: account.idteknisi ?? null,
      password_changed_at: account.passwordHash === null ? null : new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

// The oldest active account that belongs to a customer or technician record.
export async function findOwnerAccount(
  db: DbOrTrx,
  owner: { idpelanggan: number } | { idteknisi: number },
): Promise<Account | undefined> {
  let query = identityDb(db).selectFrom('users').selectAll().where('aktif', '=', true)
  query =
    'idpelanggan' in owner
      ? query.where('idpelanggan', '=', owner.idpelanggan)
      : query.where('idteknisi', '=', owner.idteknisi)
  return query.orderBy('created_at').orderBy('id').executeTakeFirst()
}

export async function countAccounts(db: Db): Promise<number> {
  const row = await identityDb(db)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// The names of accounts by id, for the history of records (who changed what).
export async function accountNames(db: DbOrTrx, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id))
  if (uuids.length === 0) return new Map()
  const rows = await identityDb(db)
    .selectFrom('users')
    .select(['id', 'nama'])
    .where('id', 'in', uuids)
    .execute()
  return new Map(rows.map((row) => [row.id, row.nama]))
}
