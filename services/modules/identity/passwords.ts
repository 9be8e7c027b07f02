import { type Algorithm, hash, verify } from '@node-rs/argon2'

// argon2id with the OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1).
// The async calls run on libuv's thread pool, so hashing never blocks the event loop.
const ARGON2ID = 2 as Algorithm
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

// Spends the same work as a real check when the username is unknown, so response time does not
// tell which usernames exist.
export async function spendVerification(password: string): Promise<false> {
  dummyHash ??= hashPassword('tidak-ada-akun-dengan-password-ini-0')
  await verifyPassword(await dummyHash, password)
  return false
}
