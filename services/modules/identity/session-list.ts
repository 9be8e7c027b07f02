import Bowser from 'bowser'
import { sql } from 'kysely'
import type { Actor } from '../../core/access.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { identityDb } from './accounts.ts'
import { IDENTITY_MESSAGES } from './contract.ts'
import { revokeSession } from './sessions.ts'

// A signed-in user's open sessions (each sign-in that has not ended), to see where the account is
// open and end any of it. Last use is the last renewal of the session's access token (every few
// minutes while it is in use), not every request: a write per request would cost every call.

export type OpenSession = {
  id: string
  perangkat: string
  alamat: string
  dimulai: string
  terakhir_dipakai: string
  sesi_ini: boolean
  dua_langkah: boolean
}

// "Chrome 131 di Windows (desktop)": what a person recognises of their own devices.
export function deviceName(userAgent: string): string {
  if (userAgent.trim() === '') return 'Perangkat tidak dikenal'
  const parsed = Bowser.parse(userAgent)
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ')
  const kind = { desktop: 'desktop', mobile: 'ponsel', tablet: 'tablet', tv: 'TV' }[
    parsed.platform.type ?? ''
  ]
  const name = [browser || 'Peramban tidak dikenal', os ? `di ${os}` : ''].filter(Boolean).join(' ')
  return kind ? `${name} (${kind})` : name
}

export async function listOpenSessions(
  db: Db,
  actor: Actor,
  currentSessionId: string,
): Promise<OpenSession[]> {
  const rows = await identityDb(db)
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'address', 'created_at', 'last_used_at', 'second_step_at'])
    .where('user_id', '=', actor.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    perangkat: deviceName(row.user_agent),
    alamat: row.address,
    dimulai: row.created_at.toISOString(),
    terakhir_dipakai: row.last_used_at.toISOString(),
    sesi_ini: row.id === currentSessionId,
    dua_langkah: row.second_step_at !== null,
  }))
}

// Another user's session, an ended one and an unknown id are all "not found". Its refresh token
// stops at once, and so does its access token (actorForClaims reads the session on every call).
export async function endOwnSession(db: Db, actor: Actor, sessionId: string): Promise<void> {
  const session = await identityDb(db)
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', actor.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  if (!session) throw new NotFoundError(IDENTITY_MESSAGES.sessionNotFound)
  await revokeSession(db, session.id, 'ended_by_user')
}
