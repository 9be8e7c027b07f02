import { sql } from 'kysely'
import type { Config } from '../../core/config.ts'
import type { ContractValue } from '../../core/contract.ts'
import type { Db } from '../../core/database.ts'
import { UnauthorizedError, ValidationError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Account, identityDb } from './accounts.ts'
import { IDENTITY_MESSAGES, type secondStepContract } from './contract.ts'
import { ownerIsActive } from './owner-status.ts'
import { type ClientInfo, type SignedIn, startSession } from './sessions.ts'
import { beginThrottledAttempt } from './throttle.ts'
import { RANDOM_TOKEN_PATTERN, randomToken, tokenDigest } from './tokens.ts'
import { openSecret, recoveryCodeDigest, stepOfCode } from './two-step-codes.ts'

// The second step of an admin's sign-in (ADR 0060). The right password gives a ticket, not a
// session: a random value the browser keeps in an httpOnly cookie for a few minutes and the
// database knows by its digest. Only the ticket with a right code (or an unspent recovery code)
// starts a session, marked as having passed the second step.

export const SECOND_STEP_MINUTES = 5
// Failed codes per account before a lock (issue 38: ten), counted like failed passwords.
export const SECOND_STEP_MAX_FAILURES = 10

export type SecondStepPending = { kind: 'second-step'; ticket: string; expiresAt: Date }

export function isSecondStepPending(value: SignedIn | SecondStepPending): value is SecondStepPending {
  return 'kind' in value && value.kind === 'second-step'
}

export async function hasTwoStep(db: DbOrTrx, account: Pick<Account, 'id' | 'role'>): Promise<boolean> {
  if (account.role !== 'admin') return false
  const row = await identityDb(db)
    .selectFrom('two_step_secrets')
    .select('user_id')
    .where('user_id', '=', account.id)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

export async function startSecondStep(db: Db, account: Account): Promise<SecondStepPending> {
  const ticket = randomToken()
  const expiresAt = new Date(Date.now() + SECOND_STEP_MINUTES * 60_000)
  const tickets = identityDb(db)
  // Old tickets go as new ones come: the table holds only the last few minutes.
  await tickets
    .deleteFrom('two_step_challenges')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('used_at', 'is not', null)]))
    .execute()
  await tickets
    .insertInto('two_step_challenges')
    .values({ token_hash: tokenDigest(ticket), user_id: account.id, expires_at: expiresAt.toISOString() })
    .execute()
  return { kind: 'second-step', ticket, expiresAt }
}

export const codeAttemptKey = (userId: string) => `dua-langkah:${userId}`

export type CodeInput = ContractValue<typeof secondStepContract>

type CodeDeps = { db: Db; config: Pick<Config, 'twoStepKey' | 'loginThrottle'> }

// Checks a code from the app or a recovery code for the account, counted against the same throttle
// as passwords (per account and per address); a right code clears the account's count. A code is
// accepted once: its 30-second step must be later than the last one accepted. A recovery code is
// spent by its use. Wrong, reused and expired codes all answer the same message.
export async function checkSecondFactor(
  deps: CodeDeps,
  userId: string,
  input: CodeInput,
  address: string,
  field: 'kode' | 'kode_pemulihan' = input.kode ? 'kode' : 'kode_pemulihan',
): Promise<void> {
  const { kode, kode_pemulihan: recovery } = input
  if (!kode && !recovery) {
    throw new ValidationError(IDENTITY_MESSAGES.codeRequired, { kode: IDENTITY_MESSAGES.codeRequired })
  }
  const attempt = await beginThrottledAttempt(
    deps,
    {
      key: codeAttemptKey(userId),
      max: SECOND_STEP_MAX_FAILURES,
      lockedMessage: IDENTITY_MESSAGES.codeLocked,
    },
    address,
  )
  const accepted = kode
    ? await acceptTotp(deps, userId, kode)
    : await spendRecoveryCode(deps.db, userId, recovery!)
  if (!accepted) {
    throw new ValidationError(IDENTITY_MESSAGES.codeRejected, { [field]: IDENTITY_MESSAGES.codeRejected })
  }
  await attempt.succeeded()
}

async function acceptTotp(deps: CodeDeps, userId: string, code: string, confirmed = true): Promise<boolean> {
  let query = identityDb(deps.db).selectFrom('two_step_secrets').selectAll().where('user_id', '=', userId)
  query = confirmed ? query.where('confirmed_at', 'is not', null) : query.where('confirmed_at', 'is', null)
  const row = await query.executeTakeFirst()
  if (!row) return false
  const step = stepOfCode(openSecret(deps.config.twoStepKey, userId, row.secret_encrypted), code)
  if (step === null) return false
  // One statement: two requests with the same code cannot both pass.
  const taken = await identityDb(deps.db)
    .updateTable('two_step_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst()
  return taken !== undefined
}

// For confirming the set-up: the same check on the secret not yet confirmed.
export const acceptSetupCode = (deps: CodeDeps, userId: string, code: string) =>
  acceptTotp(deps, userId, code, false)

async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = await identityDb(db)
    .updateTable('two_step_recovery_codes')
    .set({ used_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeDigest(userId, code))
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst()
  return spent !== undefined
}

type SecondStepDeps = CodeDeps & {
  config: Pick<Config, 'jwtSecret' | 'accessTokenMinutes' | 'refreshTokenDays'>
}

// The ticket must be live and unused; it is spent only with a session, so a wrong code can be
// typed again (within the throttle) without the password.
export async function completeSecondStep(
  deps: SecondStepDeps,
  ticket: string | undefined,
  input: CodeInput,
  client: ClientInfo,
): Promise<SignedIn> {
  const expired = () => new UnauthorizedError(IDENTITY_MESSAGES.secondStepExpired)
  if (ticket === undefined || !RANDOM_TOKEN_PATTERN.test(ticket)) throw expired()
  const digest = tokenDigest(ticket)
  const pending = await identityDb(deps.db)
    .selectFrom('two_step_challenges')
    .innerJoin('users', 'users.id', 'two_step_challenges.user_id')
    .selectAll('users')
    .where('two_step_challenges.token_hash', '=', digest)
    .where('two_step_challenges.used_at', 'is', null)
    .where('two_step_challenges.expires_at', '>', sql<Date>`now()`)
    .where('users.aktif', '=', true)
    .executeTakeFirst()
  if (!pending || !(await ownerIsActive(deps.db, pending))) throw expired()
  await checkSecondFactor(deps, pending.id, input, client.address)
  return deps.db.transaction().execute(async (trx) => {
    const spent = await identityDb(trx)
      .updateTable('two_step_challenges')
      .set({ used_at: sql<string>`now()` })
      .where('token_hash', '=', digest)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst()
    if (!spent) throw expired()
    return startSession(deps, pending, 'password', client, { secondStep: true, transaction: trx })
  })
}
