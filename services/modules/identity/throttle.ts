import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { TooManyRequestsError } from '../../core/errors.ts'
import { identityDb } from './accounts.ts'
import { IDENTITY_MESSAGES } from './contract.ts'

// Failed sign-ins are counted per username and per client address in PostgreSQL (never Redis: a
// request must not wait on it). Each earlier failure slows the next attempt; once a key reaches
// its limit within the window it is refused for lockMinutes.

export type ThrottleSettings = {
  maxFailuresPerUser: number
  maxFailuresPerAddress: number
  windowMinutes: number
  lockMinutes: number
  delayMs: number
}

export const MAX_DELAY_MS = 4_000

export const userKey = (username: string) => `user:${username.trim().toLowerCase().slice(0, 200)}`
export const addressKey = (address: string) => `address:${address.slice(0, 100)}`

// The pause before answering an attempt after `failures` earlier failures: none after the first
// slip, then doubling, capped.
export function delayFor(failures: number, settings: ThrottleSettings): number {
  if (failures < 1) return 0
  return Math.min(settings.delayMs * 2 ** (failures - 1), MAX_DELAY_MS)
}

export type AttemptCount = { failures: number; lockedUntil: Date | null }

// Counts an attempt before any password work, in one statement, so guesses sent in parallel
// cannot all pass a check that none of them has recorded yet. A window or lock that has run out
// starts the count again; a running lock is not extended by further attempts.
export async function countAttempt(
  db: Db,
  key: string,
  maxFailures: number,
  settings: ThrottleSettings,
): Promise<AttemptCount> {
  const stale = sql<boolean>`(f.window_started_at <= now() - make_interval(mins => ${settings.windowMinutes})
    or coalesce(f.locked_until <= now(), false))`
  const next = sql<number>`case when ${stale} then 1 else f.failures + 1 end`
  const lock = sql`now() + make_interval(mins => ${settings.lockMinutes})`
  const result = await sql<{ failures: number; locked_until: Date | null }>`
    insert into login_failures as f (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), case when 1 >= ${maxFailures} then ${lock} else null end)
    on conflict (key) do update set
      failures = ${next},
      window_started_at = case when ${stale} then now() else f.window_started_at end,
      locked_until = case
        when f.locked_until > now() then f.locked_until
        when ${next} >= ${maxFailures} then ${lock}
        else null end
    returning failures, locked_until
  `.execute(db)
  const row = result.rows[0]!
  return { failures: row.failures, lockedUntil: row.locked_until }
}

// A successful attempt from an address is not held against it: its count goes back by one.
export async function forgiveAttempt(db: Db, key: string, maxFailures: number): Promise<void> {
  await sql`
    update login_failures set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 >= ${maxFailures} then locked_until else null end
    where key = ${key}
  `.execute(db)
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await identityDb(db).deleteFrom('login_failures').where('key', '=', key).execute()
}

let lastPurge = 0

// Old counters are dropped now and then (at most once a minute per process).
export async function purgeStaleFailures(
  db: Db,
  settings: ThrottleSettings,
  now = Date.now(),
): Promise<void> {
  if (now - lastPurge < 60_000) return
  lastPurge = now
  await sql`
    delete from login_failures
    where window_started_at < now() - make_interval(mins => ${settings.windowMinutes})
      and (locked_until is null or locked_until < now())
  `.execute(db)
}

export class LoginLockedError extends TooManyRequestsError {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, message: string = IDENTITY_MESSAGES.loginLocked) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export type Attempt = { succeeded(): Promise<void> }

// The same for any secret a person types (a password, a two-step code): `subject` is the key its
// failures count under and how many lock it; the client address counts as for passwords.
export async function beginThrottledAttempt(
  deps: { db: Db; config: Pick<Config, 'loginThrottle'> },
  subject: { key: string; max: number; lockedMessage?: string },
  address: string,
): Promise<Attempt> {
  const settings = deps.config.loginThrottle
  const user = await countAttempt(deps.db, subject.key, subject.max, settings)
  const client = await countAttempt(deps.db, addressKey(address), settings.maxFailuresPerAddress, settings)
  const refused = [
    user.failures > subject.max ? user.lockedUntil : null,
    client.failures > settings.maxFailuresPerAddress ? client.lockedUntil : null,
  ].filter((until): until is Date => until !== null)
  if (refused.length > 0) {
    const until = Math.max(...refused.map((date) => date.getTime()))
    throw new LoginLockedError(Math.max(1, Math.ceil((until - Date.now()) / 1000)), subject.lockedMessage)
  }
  const delay = delayFor(Math.max(user.failures, client.failures) - 1, settings)
  if (delay > 0) await sleep(delay)
  return {
    async succeeded() {
      await clearFailures(deps.db, subject.key)
      await forgiveAttempt(deps.db, addressKey(address), settings.maxFailuresPerAddress)
    },
  }
}
