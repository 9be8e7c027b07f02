import { sql } from 'kysely'
import type { Actor } from '../../core/access.ts'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { UnauthorizedError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findAccount, identityDb } from './accounts.ts'
import { IDENTITY_MESSAGES } from './contract.ts'
import { twoStepPolicyDecider } from './decider.ts'
import { TWO_STEP_POLICY_STREAM } from './events.ts'
import {
  acceptSetupCode,
  type CodeInput,
  checkSecondFactor,
  codeAttemptKey,
  SECOND_STEP_MAX_FAILURES,
} from './second-step.ts'
import { revokeOtherSessions, twoStepStanding } from './sessions.ts'
import { beginThrottledAttempt } from './throttle.ts'
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeDigest,
  sealSecret,
} from './two-step-codes.ts'

// An admin's own two-step sign-in: set up (a secret shown once as a QR code and as text), confirmed
// with a code (then ten recovery codes, shown once), turned off with a code, recovery codes made
// anew; and the company's "required for all admins" setting (ADR 0060).

type Deps = { db: Db; config: Pick<Config, 'twoStepKey' | 'loginThrottle'> }

export type TwoStepStatus = {
  aktif: boolean
  sejak: string | null
  sisa_kode_pemulihan: number
  wajib: boolean
  version: number
  harus_atur: boolean
}

export async function twoStepStatus(db: Db, actor: Actor): Promise<TwoStepStatus> {
  const row = await identityDb(db)
    .selectFrom('two_step_secrets')
    .select(['confirmed_at'])
    .where('user_id', '=', actor.userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  const left = await identityDb(db)
    .selectFrom('two_step_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', actor.userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  const policy = await identityDb(db).selectFrom('two_step_policy').selectAll().executeTakeFirst()
  return {
    aktif: row !== undefined,
    sejak: row?.confirmed_at?.toISOString() ?? null,
    sisa_kode_pemulihan: row ? Number(left.n) : 0,
    wajib: policy?.wajib ?? false,
    version: policy?.version ?? 0,
    harus_atur: row === undefined && (policy?.wajib ?? false),
  }
}

async function adminAccount(db: Db, actor: Actor) {
  const account = await findAccount(db, actor.userId)
  if (!account?.aktif) throw new UnauthorizedError()
  return account
}

export type TwoStepSetup = { secret: string; otpauth_url: string; qr_svg: string }

// A new secret each time (an unconfirmed one is replaced); refused while two-step is on.
export async function beginTwoStepSetup(deps: Deps, actor: Actor): Promise<TwoStepSetup> {
  const account = await adminAccount(deps.db, actor)
  if ((await twoStepStanding(deps.db, account.id)).on) {
    throw new ValidationError(IDENTITY_MESSAGES.twoStepAlreadyOn)
  }
  const secret = newTotpSecret()
  const sealed = sealSecret(deps.config.twoStepKey, account.id, secret)
  await identityDb(deps.db)
    .insertInto('two_step_secrets')
    .values({ user_id: account.id, secret_encrypted: sealed, confirmed_at: null, last_step: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_encrypted: sealed, last_step: null }))
    .execute()
  const url = otpauthUrl(secret, account.username ?? account.nama)
  // Loaded on the first set-up, not with the API (as for the certificates' QR codes).
  const qr = await import('qrcode')
  const svg = await qr.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return {
    secret,
    otpauth_url: url,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  }
}

async function replaceRecoveryCodes(
  trx: Parameters<typeof identityDb>[0],
  userId: string,
): Promise<string[]> {
  const codes = newRecoveryCodes()
  const db = identityDb(trx)
  await db.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute()
  await db
    .insertInto('two_step_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeDigest(userId, code) })))
    .execute()
  return codes
}

// The code proves the app holds the secret. The session it is confirmed in counts as having passed
// the second step; every other session of the account ends (it never did).
export async function confirmTwoStep(
  deps: Deps,
  actor: Actor,
  sessionId: string,
  kode: string,
  address: string,
): Promise<{ kode_pemulihan: string[]; sesi_diakhiri: number }> {
  const account = await adminAccount(deps.db, actor)
  const pending = await identityDb(deps.db)
    .selectFrom('two_step_secrets')
    .select('confirmed_at')
    .where('user_id', '=', account.id)
    .executeTakeFirst()
  if (!pending) throw new ValidationError(IDENTITY_MESSAGES.twoStepNotStarted)
  if (pending.confirmed_at !== null) throw new ValidationError(IDENTITY_MESSAGES.twoStepAlreadyOn)
  const attempt = await beginThrottledAttempt(
    deps,
    {
      key: codeAttemptKey(account.id),
      max: SECOND_STEP_MAX_FAILURES,
      lockedMessage: IDENTITY_MESSAGES.codeLocked,
    },
    address,
  )
  if (!(await acceptSetupCode(deps, account.id, kode))) {
    throw new ValidationError(IDENTITY_MESSAGES.codeRejected, { kode: IDENTITY_MESSAGES.codeRejected })
  }
  await attempt.succeeded()
  return deps.db.transaction().execute(async (trx) => {
    await identityDb(trx)
      .updateTable('two_step_secrets')
      .set({ confirmed_at: sql<string>`now()` })
      .where('user_id', '=', account.id)
      .execute()
    const codes = await replaceRecoveryCodes(trx, account.id)
    await identityDb(trx)
      .updateTable('sessions')
      .set({ second_step_at: sql<string>`now()` })
      .where('id', '=', sessionId)
      .execute()
    const ended = await revokeOtherSessions(trx, account.id, sessionId, 'two_step_enabled')
    return { kode_pemulihan: codes, sesi_diakhiri: ended }
  })
}

async function requireOn(db: Db, userId: string): Promise<void> {
  if (!(await twoStepStanding(db, userId)).on) throw new ValidationError(IDENTITY_MESSAGES.twoStepOff)
}

// A current code or a recovery code (a lost phone). Where the company requires two-step, the admin
// is then sent to set it up again before anything else.
export async function disableTwoStep(
  deps: Deps,
  actor: Actor,
  input: CodeInput,
  address: string,
): Promise<void> {
  const account = await adminAccount(deps.db, actor)
  await requireOn(deps.db, account.id)
  await checkSecondFactor(deps, account.id, input, address)
  await deps.db.transaction().execute(async (trx) => {
    await identityDb(trx).deleteFrom('two_step_recovery_codes').where('user_id', '=', account.id).execute()
    await identityDb(trx).deleteFrom('two_step_secrets').where('user_id', '=', account.id).execute()
  })
}

export async function renewRecoveryCodes(
  deps: Deps,
  actor: Actor,
  kode: string,
  address: string,
): Promise<{ kode_pemulihan: string[] }> {
  const account = await adminAccount(deps.db, actor)
  await requireOn(deps.db, account.id)
  await checkSecondFactor(deps, account.id, { kode }, address)
  const codes = await deps.db.transaction().execute((trx) => replaceRecoveryCodes(trx, account.id))
  return { kode_pemulihan: codes }
}

export async function setTwoStepRequirement(
  deps: { db: Db; eventStore: EventStore },
  actor: Actor,
  input: { wajib: boolean; version?: number | undefined },
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<TwoStepStatus> {
  const { on } = await twoStepStanding(deps.db, actor.userId)
  await handleCommand(
    deps.eventStore,
    twoStepPolicyDecider,
    { ...TWO_STEP_POLICY_STREAM, expectedVersion, metadata },
    { type: 'SetTwoStepRequirement', wajib: input.wajib, callerHasTwoStep: on },
  )
  return twoStepStatus(deps.db, actor)
}
