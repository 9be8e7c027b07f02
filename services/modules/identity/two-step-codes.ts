import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

// The pieces of two-step sign-in that hold no state (ADR 0060): the TOTP of RFC 6238 as every
// authenticator app knows it (SHA-1, 6 digits, 30 s), the secret sealed with AES-256-GCM under
// TWO_STEP_KEY, and the recovery codes, which the database knows only by their SHA-256 digest.

export const TOTP_ISSUER = 'TTSG Pest Control'
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const
// One step either side: a phone clock a little off, or a code typed as it turned over.
const TOTP_WINDOW = 1

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secretBase32), ...TOTP_SETTINGS })
}

export function otpauthUrl(secretBase32: string, accountName: string): string {
  return totp(secretBase32, accountName).toString()
}

export const TOTP_CODE_PATTERN = /^[0-9]{6}$/

// The 30-second step a code belongs to (now or one step either side), or null when it matches none.
// The caller accepts a step only once (replay).
export function stepOfCode(secretBase32: string, code: string, now = Date.now()): number | null {
  const cleaned = code.replace(/\s/g, '')
  if (!TOTP_CODE_PATTERN.test(cleaned)) return null
  const generator = totp(secretBase32)
  const delta = generator.validate({ token: cleaned, timestamp: now, window: TOTP_WINDOW })
  return delta === null ? null : generator.counter({ timestamp: now }) + delta
}

// The sealed form: version, IV, tag and ciphertext in base64url; the account id is the associated
// data, so a sealed secret copied onto another account does not open.
export function sealSecret(keyHex: string, userId: string, secretBase32: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv)
  cipher.setAAD(Buffer.from(userId))
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function openSecret(keyHex: string, userId: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown sealed two-step secret')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(userId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}

export const RECOVERY_CODE_COUNT = 10
// Crockford's base32: no I, L, O or U to mistake; 16 characters carry 80 random bits, so a fast
// digest is enough to store them (nothing to guess offline in a useful time).
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return chars.match(/.{4}/g)!.join('-')
  })
}

// As typed: any case, spaces or hyphens, and the letters people read for the digits they look like.
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0')
}

export function recoveryCodeDigest(userId: string, code: string): string {
  return createHash('sha256')
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex')
}
