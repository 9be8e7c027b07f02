import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import {
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUrl,
  recoveryCodeDigest,
  sealSecret,
  stepOfCode,
} from './two-step-codes.ts'

const KEY = 'ab'.repeat(32)
const USER = '2b7f4f0e-8a1c-4d5e-9f00-112233445566'

// What an authenticator app shows at `timestamp` for the secret.
const appCode = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  })

describe('TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  const secret = newTotpSecret()
  const now = Date.UTC(2026, 11, 6, 8, 0, 15)
  const step = Math.floor(now / 30_000)

  it('gives the step of a code of now or one step either side, and null for others', () => {
    expect(stepOfCode(secret, appCode(secret, now), now)).toBe(step)
    expect(stepOfCode(secret, appCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(stepOfCode(secret, appCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(stepOfCode(secret, appCode(secret, now + 90_000), now)).toBeNull()
    expect(stepOfCode(secret, 'abcdef', now)).toBeNull()
  })

  it('takes a code typed with a space, as apps show it', () => {
    const code = appCode(secret, now)
    expect(stepOfCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step)
  })

  it('names the issuer and the account in the otpauth URL', () => {
    const url = new URL(otpauthUrl(secret, 'admin'))
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe('/TTSG Pest Control:admin')
    expect(url.searchParams.get('issuer')).toBe('TTSG Pest Control')
    expect(url.searchParams.get('secret')).toBe(secret)
  })
})

describe('the sealed secret', () => {
  it('opens with the key and the account it was sealed for, and holds no clear text', () => {
    const secret = newTotpSecret()
    const sealed = sealSecret(KEY, USER, secret)
    expect(sealed).not.toContain(secret)
    expect(sealSecret(KEY, USER, secret)).not.toBe(sealed)
    expect(openSecret(KEY, USER, sealed)).toBe(secret)
  })

  it('does not open with another key or for another account', () => {
    const sealed = sealSecret(KEY, USER, newTotpSecret())
    expect(() => openSecret('cd'.repeat(32), USER, sealed)).toThrow()
    expect(() => openSecret(KEY, '00000000-0000-4000-8000-000000000000', sealed)).toThrow()
  })
})

describe('recovery codes', () => {
  it('makes ten different codes of 80 bits, grouped for reading', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/)
  })

  it('knows a code however it is typed, and per account', () => {
    const [code] = newRecoveryCodes() as [string]
    const typed = code.toUpperCase().replaceAll('-', ' ')
    expect(recoveryCodeDigest(USER, typed)).toBe(recoveryCodeDigest(USER, code))
    expect(recoveryCodeDigest(USER, 'abcd-efgh-0000-1111')).toBe(
      recoveryCodeDigest(USER, 'ABCD EFGH OOOO IIII'),
    )
    expect(recoveryCodeDigest('00000000-0000-4000-8000-000000000000', code)).not.toBe(
      recoveryCodeDigest(USER, code),
    )
  })
})
