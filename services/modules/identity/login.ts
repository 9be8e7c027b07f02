import { setTimeout as sleep } from 'node:timers/promises'
import type { Config } from '../../core/config.ts'
import type { ContractValue } from '../../core/contract.ts'
import type { Db } from '../../core/database.ts'
import { TooManyRequestsError, UnauthorizedError } from '../../core/errors.ts'
import { findAccountByUsername } from './accounts.ts'
import { IDENTITY_MESSAGES, type loginContract } from './contract.ts'
import { ownerIsActive } from './owner-status.ts'
import { spendVerification, verifyPassword } from './passwords.ts'
import { type ClientInfo, purgeEndedSessions, type SignedIn, startSession } from './sessions.ts'
import {
  addressKey,
  clearFailures,
  countAttempt,
  delayFor,
  forgiveAttempt,
  purgeStaleFailures,
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

export type Attempt = { succeeded(): Promise<void> }

// Counts the attempt against the username and the client address before any password work and
// throws the lock-out (429) when either is over its limit; each earlier failure slows the answer.
// The caller reports success, which clears the username's count and forgives the address's.
export async function beginAttempt(deps: LoginDeps, username: string, address: string): Promise<Attempt> {
  const settings = deps.config.loginThrottle
  const user = await countAttempt(deps.db, userKey(username), settings.maxFailuresPerUser, settings)
  const client = await countAttempt(deps.db, addressKey(address), settings.maxFailuresPerAddress, settings)
  const refused = [
    user.failures > settings.maxFailuresPerUser ? user.lockedUntil : null,
    client.failures > settings.maxFailuresPerAddress ? client.lockedUntil : null,
  ].filter((until): until is Date => until !== null)
  if (refused.length > 0) {
    const until = Math.max(...refused.map((date) => date.getTime()))
    throw new LoginLockedError(Math.max(1, Math.ceil((until - Date.now()) / 1000)))
  }
  const delay = delayFor(Math.max(user.failures, client.failures) - 1, settings)
  if (delay > 0) await sleep(delay)
  return {
    async succeeded() {
      await clearFailures(deps.db, userKey(username))
      await forgiveAttempt(deps.db, addressKey(address), settings.maxFailuresPerAddress)
    },
  }
}

// Unknown user, disabled account, account without password and wrong password all answer the same
// message after the same work, so the answer says nothing about which usernames exist.
export async function login(
  deps: LoginDeps,
  input: ContractValue<typeof loginContract>,
  client: ClientInfo,
): Promise<SignedIn> {
  const { username, password } = input
  const attempt = await beginAttempt(deps, username, client.address)

  const account = await findAccountByUsername(deps.db, username)
  const passwordHash = account?.aktif ? account.password_hash : null
  const matches =
    passwordHash === null ? await spendVerification(password) : await verifyPassword(passwordHash, password)
  if (!matches || !account || !(await ownerIsActive(deps.db, account))) {
    await purgeStaleFailures(deps.db, deps.config.loginThrottle)
    throw new UnauthorizedError(IDENTITY_MESSAGES.loginFailed)
  }
  await attempt.succeeded()
  await purgeEndedSessions(deps.db)
  return startSession(deps, account, 'password', client)
}
