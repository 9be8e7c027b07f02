import { describe, expect, it } from 'vitest'
import { randomToken, signAccessToken, tokenDigest, verifyAccessToken } from './tokens.ts'

const settings = { jwtSecret: 'a-test-secret-that-is-long-enough-0123456789', accessTokenMinutes: 10 }
const subject = {
  userId: '0b6f3a5e-2f7c-4d55-9a55-0f3a3c2b1d10',
  role: 'pelanggan' as const,
  sessionId: '5d1f4c2a-9e8b-4f6a-8c3d-2b1a0f9e8d7c',
}

describe('access tokens', () => {
  it('carry sub, jabatan, exp, the session, issuer, audience and the access type, and verify', () => {
    const { token, exp } = signAccessToken(settings, subject, Date.UTC(2030, 0, 1) - 60_000)
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    const before = Math.floor(Date.now() / 1000)
    const fresh = signAccessToken(settings, subject)
    const after = Math.floor(Date.now() / 1000)
    expect(verifyAccessToken(settings, fresh.token)).toMatchObject({
      sub: subject.userId,
      jabatan: 'pelanggan',
      sid: subject.sessionId,
      typ: 'access',
      exp: fresh.exp,
    })
    // Ten minutes from the second it was signed in, which a second boundary may separate from `before`.
    expect([before + 600, after + 600]).toContain(fresh.exp)
    expect(exp).toBe(Math.floor(Date.UTC(2030, 0, 1) / 1000) + 540)
  })

  it('do not verify with another secret or once expired', () => {
    const { token } = signAccessToken(settings, subject)
    expect(verifyAccessToken({ jwtSecret: `${settings.jwtSecret}x` }, token)).toBeNull()
    const old = signAccessToken(settings, subject, Date.now() - 11 * 60_000)
    expect(verifyAccessToken(settings, old.token)).toBeNull()
  })
})

describe('random tokens', () => {
  it('are 256-bit base64url values, different each time, stored by a digest that does not contain them', () => {
    const a = randomToken()
    const b = randomToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(a, 'base64url')).toHaveLength(32)
    expect(a).not.toBe(b)
    expect(tokenDigest(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(tokenDigest(a)).not.toContain(a)
    expect(tokenDigest(a)).toBe(tokenDigest(a))
  })
})
