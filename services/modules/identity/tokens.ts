import { createHash, randomBytes } from 'node:crypto'
import { createSigner, createVerifier } from 'fast-jwt'
import { isRole, type Role } from '../../core/access.ts'

// Access tokens are short-lived JWTs pinned to HS256 with issuer, audience and a token type, so a
// token of another algorithm, issuer, audience or purpose never passes. Refresh tokens and access
// links are not JWTs at all: random values that the database knows only by their SHA-256 digest.

export const TOKEN_ISSUER = 'ttsg-pest-control'
export const TOKEN_AUDIENCE = 'ttsg-pest-control-api'
export const ACCESS_TOKEN_TYPE = 'access'

export type AccessClaims = {
  sub: string
  jabatan: Role
  sid: string
  typ: typeof ACCESS_TOKEN_TYPE
  iat: number
  exp: number
  iss: string
  aud: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

type Codec = { sign(payload: Record<string, unknown>): string; verify(token: string): unknown }
const codecs = new Map<string, Codec>()

function codecFor(secret: string): Codec {
  let codec = codecs.get(secret)
  if (codec === undefined) {
    codec = {
      sign: createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true }),
      verify: createVerifier({
        key: secret,
        algorithms: ['HS256'],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'jabatan', 'sid', 'typ', 'exp', 'iss', 'aud'],
        clockTolerance: 0,
        cache: false,
      }),
    }
    codecs.set(secret, codec)
  }
  return codec
}

// A session-bound token of type `typ` (an access token, the queue board's cookie) for `minutes`.
function signSessionToken(
  secret: string,
  subject: { userId: string; role: Role; sessionId: string },
  typ: string,
  minutes: number,
  now: number,
): { token: string; exp: number } {
  const iat = Math.floor(now / 1000)
  const exp = iat + minutes * 60
  const token = codecFor(secret).sign({
    sub: subject.userId,
    jabatan: subject.role,
    sid: subject.sessionId,
    typ,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat,
    exp,
  })
  return { token, exp }
}

// The claims of a valid, unexpired token of ours of type `typ`, or null.
function verifySessionToken(secret: string, token: string, typ: string): Record<string, unknown> | null {
  let payload: unknown
  try {
    payload = codecFor(secret).verify(token)
  } catch {
    return null
  }
  if (payload === null || typeof payload !== 'object') return null
  const claims = payload as Record<string, unknown>
  if (claims.typ !== typ || !isRole(claims.jabatan)) return null
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) return null
  if (typeof claims.sid !== 'string' || !UUID.test(claims.sid)) return null
  return claims
}

export function signAccessToken(
  settings: { jwtSecret: string; accessTokenMinutes: number },
  subject: { userId: string; role: Role; sessionId: string },
  now = Date.now(),
): { token: string; exp: number } {
  return signSessionToken(settings.jwtSecret, subject, ACCESS_TOKEN_TYPE, settings.accessTokenMinutes, now)
}

// Null for anything that is not a valid, unexpired access token of ours: the caller answers 401.
export function verifyAccessToken(settings: { jwtSecret: string }, token: string): AccessClaims | null {
  const claims = verifySessionToken(settings.jwtSecret, token, ACCESS_TOKEN_TYPE)
  if (claims === null || typeof claims.exp !== 'number') return null
  return claims as AccessClaims
}

// 256 random bits, base64url: 43 characters.
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export const RANDOM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

// A fast digest is enough: the tokens carry 256 random bits, so there is nothing to guess.
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

// The queue board's cookie (issue 26): a JWT of its own type, bound to the admin's session, so it
// never passes as an access token on the API and ends with the session.
export const QUEUE_BOARD_TOKEN_TYPE = 'papan-antrean'

export function signQueueBoardToken(
  settings: { jwtSecret: string },
  subject: { userId: string; role: Role; sessionId: string },
  minutes: number,
  now = Date.now(),
): { token: string; exp: number } {
  return signSessionToken(settings.jwtSecret, subject, QUEUE_BOARD_TOKEN_TYPE, minutes, now)
}

// The claims of a live queue-board token (checked against its session by actorForClaims), or null.
export function verifyQueueBoardToken(settings: { jwtSecret: string }, token: string): AccessClaims | null {
  const claims = verifySessionToken(settings.jwtSecret, token, QUEUE_BOARD_TOKEN_TYPE)
  return claims === null ? null : ({ ...claims, typ: ACCESS_TOKEN_TYPE } as AccessClaims)
}
