import type { Config } from '../core/config.ts'
import type { Db } from '../core/database.ts'
import { rememberSession } from '../http-kit/session.ts'
import { actorForClaims, verifyAccessToken } from '../modules/identity/index.ts'
import type { ActorResolver } from './plugins/access.ts'

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i

// Reads `Authorization: Bearer <access token>`. Anything that is not a live access token of ours
// (bad signature, other algorithm, expired, refresh or link token, ended session) resolves to
// nobody, which the access plugin answers with 401.
export function resolveActorFromToken(config: Config, db: Db): ActorResolver {
  return async (request) => {
    const header = request.headers.authorization
    if (typeof header !== 'string' || header.length > 4096) return null
    const match = BEARER.exec(header)
    if (!match) return null
    const claims = verifyAccessToken(config, match[1]!)
    if (claims === null) return null
    const actor = await actorForClaims(db, claims)
    if (actor !== null) rememberSession(request, claims.sid)
    return actor
  }
}
