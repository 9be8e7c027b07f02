import { describe, expect, it } from 'vitest'
import { isExpired, needsRenewal, RENEW_MARGIN_MS, readClaims } from './session-token.ts'

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const tokenWith = (payload: unknown) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.tanda-tangan`

describe('reading the access token', () => {
  it('takes the role from jabatan, the expiry from exp and the account from sub', () => {
    const token = tokenWith({
      sub: 'a1b2',
      jabatan: 'pelanggan',
      exp: 1_900_000_000,
      nama: 'Bu Sari Ningsih',
    })
    expect(readClaims(token)).toEqual({ sub: 'a1b2', jabatan: 'pelanggan', exp: 1_900_000_000 })
  })

  it('reads payloads holding non-ASCII text and base64url characters', () => {
    const token = tokenWith({ sub: 'ü?>~', jabatan: 'admin', exp: 1_800_000_000, catatan: 'Ĳssel €' })
    expect(readClaims(token)?.sub).toBe('ü?>~')
  })

  it('refuses tokens that are not JWTs or lack a known role or a numeric expiry', () => {
    expect(readClaims('bukan-token')).toBeNull()
    expect(readClaims('a.!!!.c')).toBeNull()
    expect(readClaims(tokenWith({ sub: 'x', jabatan: 'direktur', exp: 1 }))).toBeNull()
    expect(readClaims(tokenWith({ sub: 'x', jabatan: 'admin', exp: '1900000000' }))).toBeNull()
    expect(readClaims(tokenWith({ jabatan: 'admin', exp: 1 }))).toBeNull()
    expect(readClaims(tokenWith(['admin']))).toBeNull()
  })
})

describe('when to renew', () => {
  const now = Date.UTC(2026, 10, 21, 3, 0, 0)
  const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds

  it('renews once expiry * 1000 is earlier than now (spec section 9)', () => {
    expect(needsRenewal(inSeconds(-1), now)).toBe(true)
    expect(isExpired(inSeconds(-1), now)).toBe(true)
  })

  it('renews a little before the expiry, so a call never arrives with a token that just ran out', () => {
    const margin = RENEW_MARGIN_MS / 1000
    expect(needsRenewal(inSeconds(margin - 1), now)).toBe(true)
    expect(isExpired(inSeconds(margin - 1), now)).toBe(false)
    expect(needsRenewal(inSeconds(margin + 1), now)).toBe(false)
    expect(needsRenewal(inSeconds(600), now)).toBe(false)
  })

  it('always renews when there is no expiry', () => {
    expect(needsRenewal(null, now)).toBe(true)
    expect(isExpired(null, now)).toBe(true)
  })
})
