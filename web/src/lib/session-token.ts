import { isRole, type Role } from '../../../services/core/access.ts'

// Pure rules of the browser session (spec sections 3 and 4): the role comes from the access
// token's claim `jabatan`, the expiry from its claim `exp` (seconds). The browser never verifies
// the signature (the server does on every call); it only reads when to renew.

export type AccessClaims = { sub: string; jabatan: Role; exp: number }

// The spec renews when `exp * 1000` is earlier than now; renewing this much earlier keeps a call
// from reaching the server just after its token expired on the way.
export const RENEW_MARGIN_MS = 30_000

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

export function readClaims(token: string): AccessClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  let payload: unknown
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]))
  } catch {
    return null
  }
  if (typeof payload !== 'object' || payload === null) return null
  const { sub, jabatan, exp } = payload as Record<string, unknown>
  if (typeof sub !== 'string' || !isRole(jabatan)) return null
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null
  return { sub, jabatan, exp }
}

// True when the token must be renewed before the next call.
export function needsRenewal(expired: number | null, now: number, marginMs = RENEW_MARGIN_MS): boolean {
  return expired === null || expired * 1000 - marginMs < now
}

// True once the server would refuse the token.
export function isExpired(expired: number | null, now: number): boolean {
  return expired === null || expired * 1000 <= now
}
