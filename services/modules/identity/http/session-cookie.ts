import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { Type } from 'typebox'
import { ROLES } from '../../../core/access.ts'
import type { Config } from '../../../core/config.ts'
import type { Db } from '../../../core/database.ts'
import { ForbiddenError } from '../../../core/errors.ts'
import {
  type ClientInfo,
  IDENTITY_MESSAGES,
  revokeSession,
  type SignedIn,
  sessionOfRefreshToken,
  twoStepStanding,
  UserDataRecord,
} from '../index.ts'

// HTTP details shared by the identity routes: the refresh cookie, the cross-site guard, and the
// shapes of a signed-in answer.

export const REFRESH_COOKIE = 'ttsg_refresh'

// httpOnly (no script reads it), SameSite=Strict (no cross-site request carries it), Secure behind
// https, and sent only to /api.
function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/api',
  }
}

export function setRefreshCookie(reply: FastifyReply, config: Config, signedIn: SignedIn): void {
  reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, {
    ...cookieOptions(config),
    expires: signedIn.refreshExpiresAt,
  })
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config))
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE]
}

// Signing in again in the same browser replaces its cookie; the session behind the old one ends.
export async function endReplacedSession(db: Db, previousCookie: string | undefined): Promise<void> {
  const previous = await sessionOfRefreshToken(db, previousCookie)
  if (previous !== null) await revokeSession(db, previous, 'replaced')
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent']
  return { address: request.ip, userAgent: typeof agent === 'string' ? agent : '' }
}

// Calls that start or renew a session with what the browser holds (the refresh cookie, a link
// token) refuse cross-site requests: a browser's Sec-Fetch-Site is trusted when present, else its
// Origin must be ours. Clients that send neither are not browsers acting for another site.
export function sameOriginOnly(config: Config): onRequestHookHandler {
  const ownOrigin = new URL(config.publicUrl).origin
  return async (request) => {
    const site = request.headers['sec-fetch-site']
    if (typeof site === 'string') {
      if (site === 'same-origin' || site === 'none') return
      throw new ForbiddenError(IDENTITY_MESSAGES.crossSite)
    }
    const origin = request.headers.origin
    if (origin === undefined) return
    if (origin === ownOrigin || origin === `${request.protocol}://${request.host}`) return
    throw new ForbiddenError(IDENTITY_MESSAGES.crossSite)
  }
}

const Role = Type.Enum(ROLES)

export const UserData = UserDataRecord

export const SignedInBody = Type.Object({
  status: Type.Literal('sukses'),
  message: Type.Optional(Type.String()),
  token: Type.String({ description: 'Access token (JWT: sub, jabatan, exp)' }),
  role: Role,
  expired: Type.Integer({ description: 'Kedaluwarsa access token (exp, detik)' }),
  data: UserData,
})

// An admin whom the company requires two-step of, without it, is told at sign-in to set it up.
export async function withTwoStepDuty(db: Db, signedIn: SignedIn): Promise<SignedIn> {
  if (signedIn.user.role !== 'admin') return signedIn
  const { on, required } = await twoStepStanding(db, signedIn.user.id)
  return { ...signedIn, user: { ...signedIn.user, harus_atur_dua_langkah: required && !on } }
}

export function signedInBody(signedIn: SignedIn, message?: string) {
  return {
    status: 'sukses' as const,
    ...(message === undefined ? {} : { message }),
    token: signedIn.accessToken,
    role: signedIn.user.role,
    expired: signedIn.exp,
    data: signedIn.user,
  }
}
