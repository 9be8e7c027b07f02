import type { Config } from '../../core/config.ts'
import type { ContractValue } from '../../core/contract.ts'
import type { Db } from '../../core/database.ts'
import { UnauthorizedError } from '../../core/errors.ts'
import { findAccountByUsername } from './accounts.ts'
import { IDENTITY_MESSAGES, type loginContract } from './contract.ts'
import { ownerIsActive } from './owner-status.ts'
import { spendVerification, verifyPassword } from './passwords.ts'
import { hasTwoStep, type SecondStepPending, startSecondStep } from './second-step.ts'
import { type ClientInfo, purgeEndedSessions, type SignedIn, startSession } from './sessions.ts'
import { type Attempt, beginThrottledAttempt, purgeStaleFailures, userKey } from './throttle.ts'

export { LoginLockedError } from './throttle.ts'

export type LoginDeps = {
  db: Db
  config: Pick<Config, 'jwtSecret' | 'accessTokenMinutes' | 'refreshTokenDays' | 'loginThrottle'>
}

// Counts the attempt against the username and the client address before any password work and
// throws the lock-out (429) when either is over its limit; each earlier failure slows the answer.
// The caller reports success, which clears the username's count and forgives the address's.
export async function beginAttempt(deps: LoginDeps, username: string, address: string): Promise<Attempt> {
  const settings = deps.config.loginThrottle
  return beginThrottledAttempt(deps, { key: userKey(username), max: settings.maxFailuresPerUser }, address)
}

// Unknown user, disabled account, account without password and wrong password all answer the same
// message after the same work, so the answer says nothing about which usernames exist.
// An admin with two-step on gets no session here but a pending second step (second-step.ts).
export async function login(
  deps: LoginDeps,
  input: ContractValue<typeof loginContract>,
  client: ClientInfo,
): Promise<SignedIn | SecondStepPending> {
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
  if (await hasTwoStep(deps.db, account)) return startSecondStep(deps.db, account)
  return startSession(deps, account, 'password', client)
}
