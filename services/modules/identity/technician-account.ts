import { randomInt } from 'node:crypto'
import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findOwnerAccount, identityDb, insertAccount } from './accounts.ts'
import { hashPassword } from './passwords.ts'

// A technician's sign-in account (PUT /api/generateTeknisi): the first call gives the account a
// username and a temporary password, answered once and never stored in clear; later calls leave
// both alone. The password is temporary until the technician changes it (password_changed_at null).

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

export function temporaryPassword(length = 12): string {
  let password = ''
  while (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) {
    password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  }
  return password
}

export function usernameBase(nama: string): string {
  const slug = nama
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 2)
    .join('.')
  return slug.length >= 3 ? slug.slice(0, 40) : `teknisi${slug}`
}

async function freeUsername(db: DbOrTrx, base: string, idteknisi: number): Promise<string> {
  for (const candidate of [base, `${base}${idteknisi}`, `teknisi${idteknisi}`]) {
    const taken = await identityDb(db)
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', candidate.toLowerCase())
      .executeTakeFirst()
    if (!taken) return candidate
  }
  return `teknisi${idteknisi}.${randomInt(1000, 9999)}`
}

export type TechnicianCredentials = { username: string; password_sementara?: string }

// Runs in the caller's transaction, under its lock on the technician.
export async function ensureTechnicianAccount(
  trx: DbOrTrx,
  technician: { idteknisi: number; nama: string; no_telp: string },
): Promise<TechnicianCredentials> {
  await sql`select pg_advisory_xact_lock(hashtext(${`access-link:teknisi:${technician.idteknisi}`}))`.execute(
    trx,
  )
  const account = await findOwnerAccount(trx, { idteknisi: technician.idteknisi })
  if (account?.username && account.password_hash) return { username: account.username }
  const password = temporaryPassword()
  const passwordHash = await hashPassword(password)
  const username =
    account?.username ?? (await freeUsername(trx, usernameBase(technician.nama), technician.idteknisi))
  if (account) {
    await identityDb(trx)
      .updateTable('users')
      .set({ username, password_hash: passwordHash, password_changed_at: null })
      .where('id', '=', account.id)
      .execute()
  } else {
    const created = await insertAccount(trx, {
      username,
      passwordHash,
      role: 'teknisi',
      nama: technician.nama,
      email: '',
      no_telp: technician.no_telp,
      idteknisi: technician.idteknisi,
    })
    await identityDb(trx)
      .updateTable('users')
      .set({ password_changed_at: null })
      .where('id', '=', created.id)
      .execute()
  }
  return { username, password_sementara: password }
}
