import { setTimeout as sleep } from 'node:timers/promises'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../core/errors.ts'
import { findAccountByUsername } from './accounts.ts'
import { spendVerification, verifyPassword } from './passwords.ts'
import { IDENTITY_MESSAGES } from './rules.ts'
import { type ClientInfo, purgeEndedSessions, type SignedIn, startSession } from './sessions.ts'
import {
  addressKey,
  clearFailures,
  delayFor,
  purgeStaleFailures,
  readThrottle,
  recordFailure,
  userKey,
} from './throttle.ts'

export type LoginDeps = {
  db: Db
  config: Pick<Config, 'jwtSecret' | 'accessTokenMinutes' | 'refreshTokenDays' | 'loginThrottle'>
}

export class LoginLockedError extends TooManyRequestsError {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super(IDENTITY_MESSAGES.loginLocked)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

// Throws the lock-out (429) before any password work when the username or the address is locked.
export async function guardAttempt(deps: LoginDeps, keys: string[]): Promise<void> {
  const settings = deps.config.loginThrottle
  const state = await readThrottle(deps.db, keys, settings)
  if (state.lockedUntil !== null) {
    throw new LoginLockedError(Math.max(1, Math.ceil((state.lockedUntil.getTime() - Date.now()) / 1000)))
  }
  const delay = delayFor(state.failures, settings)
  if (delay > 0) await sleep(delay)
}

export async function countFailure(deps: LoginDeps, username: string, address: string): Promise<void> {
  const settings = deps.config.loginThrottle
  await recordFailure(deps.db, userKey(username), settings.maxFailuresPerUser, settings)
  await recordFailure(deps.db, addressKey(address), settings.maxFailuresPerAddress, settings)
}

// Unknown user, disabled account, account without password and wrong password all answer the same
// message after the same work, so the answer says nothing about which usernames exist.
export async function login(
  deps: LoginDeps,
  input: { username?: unknown; password?: unknown },
  client: ClientInfo,
): Promise<SignedIn> {
  const { username, password } = input
  if (
    typeof username !== 'string' ||
    typeof password !== 'string' ||
    username.trim() === '' ||
    password === ''
  ) {
    throw new ValidationError(IDENTITY_MESSAGES.credentialsRequired)
  }
  const keys = [userKey(username), addressKey(client.address)]
  await guardAttempt(deps, keys)

  const account = await findAccountByUsername(deps.db, username.trim())
  const passwordHash = account?.aktif ? account.password_hash : null
  const matches =
    passwordHash === null ? await spendVerification(password) : await verifyPassword(passwordHash, password)
  if (!matches || !account) {
    await countFailure(deps, username, client.address)
    await purgeStaleFailures(deps.db, deps.config.loginThrottle)
    throw new UnauthorizedError(IDENTITY_MESSAGES.loginFailed)
  }
  await clearFailures(deps.db, userKey(username))
  await purgeEndedSessions(deps.db)
  return startSession(deps, account, 'password', client)
}
