import { sql } from 'kysely'
import type { Actor } from '../../core/access.ts'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { UnauthorizedError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Account, identityDb, toActor, toUserData } from './accounts.ts'
import { IDENTITY_MESSAGES, type UserData } from './contract.ts'
import { ownerIsActive } from './owner-status.ts'
import {
  type AccessClaims,
  RANDOM_TOKEN_PATTERN,
  randomToken,
  signAccessToken,
  tokenDigest,
} from './tokens.ts'

// A session is one sign-in: a family of refresh tokens, each used once. Presenting a token that
// was already used means it was copied, so the whole family is ended.

export type SessionDeps = {
  db: Db
  config: Pick<Config, 'jwtSecret' | 'accessTokenMinutes' | 'refreshTokenDays'>
}
export type ClientInfo = { address: string; userAgent: string }

export type SignedIn = {
  user: UserData
  accessToken: string
  exp: number
  sessionId: string
  refreshToken: string
  refreshExpiresAt: Date
}

export type RevokeReason =
  | 'logout'
  | 'refresh_token_reused'
  | 'password_changed'
  | 'account_disabled'
  | 'replaced'
  | 'two_step_enabled'
  | 'ended_by_user'

function signedIn(
  deps: SessionDeps,
  account: Account,
  session: { id: string; expires_at: Date },
  refreshToken: string,
): SignedIn {
  const { token, exp } = signAccessToken(deps.config, {
    userId: account.id,
    role: account.role,
    sessionId: session.id,
  })
  return {
    user: toUserData(account),
    accessToken: token,
    exp,
    sessionId: session.id,
    refreshToken,
    refreshExpiresAt: session.expires_at,
  }
}

async function addRefreshToken(db: DbOrTrx, sessionId: string): Promise<string> {
  const token = randomToken()
  await identityDb(db)
    .insertInto('refresh_tokens')
    .values({ token_hash: tokenDigest(token), session_id: sessionId })
    .execute()
  return token
}

// `secondStep`: the sign-in passed the second step (an admin's code), which marks the session.
export async function startSession(
  deps: SessionDeps,
  account: Account,
  via: 'password' | 'link',
  client: ClientInfo,
  options: { secondStep?: boolean; transaction?: DbOrTrx } = {},
): Promise<SignedIn> {
  const open = async (trx: DbOrTrx) => {
    const session = await identityDb(trx)
      .insertInto('sessions')
      .values({
        user_id: account.id,
        created_via: via,
        expires_at: new Date(Date.now() + deps.config.refreshTokenDays * 86_400_000).toISOString(),
        user_agent: client.userAgent.slice(0, 300),
        address: client.address.slice(0, 100),
        second_step_at: options.secondStep ? new Date().toISOString() : null,
      })
      .returning(['id', 'expires_at'])
      .executeTakeFirstOrThrow()
    const refreshToken = await addRefreshToken(trx, session.id)
    return signedIn(deps, account, session, refreshToken)
  }
  return options.transaction ? open(options.transaction) : deps.db.transaction().execute(open)
}

type Rotation = { kind: 'ok'; result: SignedIn } | { kind: 'refused' }

// Exchanges a refresh token for a new one and a new access token, in the same session.
export async function rotateSession(deps: SessionDeps, presented: string | undefined): Promise<SignedIn> {
  if (presented === undefined || !RANDOM_TOKEN_PATTERN.test(presented)) {
    throw new UnauthorizedError(IDENTITY_MESSAGES.sessionEnded)
  }
  const digest = tokenDigest(presented)
  const rotation = await deps.db.transaction().execute(async (trx): Promise<Rotation> => {
    const db = identityDb(trx)
    // The row lock makes two simultaneous uses of one token a reuse, never two successes.
    const used = await db
      .updateTable('refresh_tokens')
      .set({ used_at: sql<string>`now()` })
      .where('token_hash', '=', digest)
      .where('used_at', 'is', null)
      .returning('session_id')
      .executeTakeFirst()
    let sessionId = used?.session_id
    if (sessionId === undefined) {
      const known = await db
        .selectFrom('refresh_tokens')
        .select(['session_id', 'used_at'])
        .where('token_hash', '=', digest)
        .executeTakeFirst()
      if (!known) return { kind: 'refused' }
      if (await answerWasLost(trx, known.session_id, digest)) {
        // The browser never got the answer to this token's use (the page was left while it was on
        // its way): the token that answer carried is superseded and a new one issued.
        await db
          .updateTable('refresh_tokens')
          .set({ used_at: sql<string>`now()` })
          .where('session_id', '=', known.session_id)
          .where('used_at', 'is', null)
          .execute()
        sessionId = known.session_id
      } else {
        // Committed on purpose before refusing: the family stays ended.
        await revokeSession(trx, known.session_id, 'refresh_token_reused')
        return { kind: 'refused' }
      }
    }
    const session = await db
      .selectFrom('sessions')
      .select(['id', 'expires_at', 'user_id', 'second_step_at'])
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst()
    const account =
      session &&
      (await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', session.user_id)
        .where('aktif', '=', true)
        .executeTakeFirst())
    if (!session || !account || !(await ownerIsActive(deps.db, account))) return { kind: 'refused' }
    if (session.second_step_at === null && (await hasConfirmedTwoStep(trx, account)))
      return { kind: 'refused' }
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql<string>`now()` })
      .where('id', '=', session.id)
      .execute()
    const refreshToken = await addRefreshToken(trx, session.id)
    return { kind: 'ok', result: signedIn(deps, account, session, refreshToken) }
  })
  if (rotation.kind === 'refused') throw new UnauthorizedError(IDENTITY_MESSAGES.sessionEnded)
  return rotation.result
}

// Seconds during which the token used last in a session may be presented again. A refresh whose
// answer (the new cookie) was lost — the visitor left or reloaded the page while it was on its way —
// would otherwise look like a stolen token and end the session. Only the most recently used token
// qualifies, so a replay of any older one still ends the whole session.
export const REFRESH_REUSE_GRACE_SECONDS = 20

async function answerWasLost(trx: DbOrTrx, sessionId: string, digest: string): Promise<boolean> {
  const latest = await identityDb(trx)
    .selectFrom('refresh_tokens')
    .select([
      'token_hash',
      sql<boolean>`used_at > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`.as('recent'),
    ])
    .where('session_id', '=', sessionId)
    .where('used_at', 'is not', null)
    .orderBy('used_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return latest?.token_hash === digest && latest.recent === true
}

export async function revokeSession(db: DbOrTrx, sessionId: string, reason: RevokeReason): Promise<void> {
  await identityDb(db)
    .updateTable('sessions')
    .set({ revoked_at: sql<string>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

// The session a refresh cookie belongs to, whatever the state of that token.
export async function sessionOfRefreshToken(db: Db, presented: string | undefined): Promise<string | null> {
  if (presented === undefined || !RANDOM_TOKEN_PATTERN.test(presented)) return null
  const row = await identityDb(db)
    .selectFrom('refresh_tokens')
    .select('session_id')
    .where('token_hash', '=', tokenDigest(presented))
    .executeTakeFirst()
  return row?.session_id ?? null
}

export async function revokeOtherSessions(
  db: DbOrTrx,
  userId: string,
  keepSessionId: string,
  reason: RevokeReason,
): Promise<number> {
  const result = await identityDb(db)
    .updateTable('sessions')
    .set({ revoked_at: sql<string>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

// An access token counts only while its session is live and its account active with the same
// role: logout, a password change or a disabled account take effect at once, not at expiry. This is
// also where two-step sign-in is enforced for every admin call and the queue board (ADR 0060): an
// admin with two-step on is nobody in a session that did not pass the second step, and while the
// company requires it of an admin who has not set it up, the session may only set it up.
export async function actorForClaims(db: Db, claims: AccessClaims): Promise<Actor | null> {
  const row = await identityDb(db)
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.role', 'users.idpelanggan', 'users.idteknisi', 'sessions.second_step_at'])
    .where('sessions.id', '=', claims.sid)
    .where('users.id', '=', claims.sub)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.aktif', '=', true)
    .executeTakeFirst()
  if (row === undefined || row.role !== claims.jabatan) return null
  if (!(await ownerIsActive(db, row))) return null
  const actor = toActor(row)
  if (row.role !== 'admin') return actor
  const twoStep = await twoStepStanding(db, row.id)
  if (twoStep.on) return row.second_step_at === null ? null : actor
  return twoStep.required ? { ...actor, mustSetUpTwoStep: true } : actor
}

// Whether the admin has two-step on, and whether the company requires it of all admins: one query.
export async function twoStepStanding(
  db: DbOrTrx,
  userId: string,
): Promise<{ on: boolean; required: boolean }> {
  const result = await sql<{ on: boolean; required: boolean }>`
    select
      exists(select 1 from two_step_secrets where user_id = ${userId} and confirmed_at is not null) as on,
      exists(select 1 from two_step_policy where wajib) as required
  `.execute(db)
  return result.rows[0]!
}

async function hasConfirmedTwoStep(db: DbOrTrx, account: Pick<Account, 'id' | 'role'>): Promise<boolean> {
  return account.role === 'admin' && (await twoStepStanding(db, account.id)).on
}

let lastPurge = 0

// Ended sessions (and their used refresh tokens) are dropped a day after they end.
export async function purgeEndedSessions(db: Db, now = Date.now()): Promise<void> {
  if (now - lastPurge < 3_600_000) return
  lastPurge = now
  await sql`
    delete from sessions
    where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'
  `.execute(db)
}
