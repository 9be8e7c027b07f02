import { sql } from 'kysely'
import type { Actor } from '../../core/access.ts'
import type { ContractValue } from '../../core/contract.ts'
import type { Db } from '../../core/database.ts'
import { UnauthorizedError, ValidationError } from '../../core/errors.ts'
import { findAccount, identityDb, toUserData } from './accounts.ts'
import {
  IDENTITY_MESSAGES,
  type ProfileInput,
  type passwordChangeContract,
  type UserData,
} from './contract.ts'
import { beginAttempt, type LoginDeps } from './login.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { revokeOtherSessions } from './sessions.ts'

async function ownAccount(db: Db, actor: Actor) {
  const account = await findAccount(db, actor.userId)
  if (!account?.aktif) throw new UnauthorizedError()
  return account
}

export async function getProfile(deps: { db: Db }, actor: Actor): Promise<UserData> {
  return toUserData(await ownAccount(deps.db, actor))
}

// Only the user's own name, email and phone: role, username and the record it belongs to are the
// admin's to change.
export async function updateProfile(deps: { db: Db }, actor: Actor, input: ProfileInput): Promise<UserData> {
  const values = { nama: input.nama, email: input.email ?? '', no_telp: input.no_telp ?? '' }
  const account = await identityDb(deps.db)
    .updateTable('users')
    .set({ nama: values.nama, email: values.email, no_telp: values.no_telp, updated_at: sql<string>`now()` })
    .where('id', '=', actor.userId)
    .where('aktif', '=', true)
    .returningAll()
    .executeTakeFirst()
  if (!account) throw new UnauthorizedError()
  return toUserData(account)
}

// The current password is required, so a borrowed open session cannot take the account over;
// wrong guesses count against the same throttle as sign-in. Every other session ends.
export async function changePassword(
  deps: LoginDeps,
  actor: Actor,
  currentSessionId: string,
  input: ContractValue<typeof passwordChangeContract>,
  address: string,
): Promise<{ endedSessions: number }> {
  const { password_lama: current, password_baru: next } = input
  const account = await ownAccount(deps.db, actor)
  if (account.password_hash === null || account.username === null) {
    throw new ValidationError(IDENTITY_MESSAGES.noPassword)
  }
  const attempt = await beginAttempt(deps, account.username, address)
  if (!(await verifyPassword(account.password_hash, current))) {
    throw new ValidationError(IDENTITY_MESSAGES.wrongPassword, {
      password_lama: IDENTITY_MESSAGES.wrongPassword,
    })
  }
  await attempt.succeeded()
  if (current === next) {
    throw new ValidationError(IDENTITY_MESSAGES.samePassword, {
      password_baru: IDENTITY_MESSAGES.samePassword,
    })
  }
  const passwordHash = await hashPassword(next)
  return deps.db.transaction().execute(async (trx) => {
    await identityDb(trx)
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_changed_at: sql<string>`now()`,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', account.id)
      .execute()
    const endedSessions = await revokeOtherSessions(trx, account.id, currentSessionId, 'password_changed')
    return { endedSessions }
  })
}
