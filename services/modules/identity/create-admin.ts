import type { Db } from '../../core/database.ts'
import { ConflictError, ValidationError } from '../../core/errors.ts'
import { validate } from '../../core/validation.ts'
import { findAccountByUsername, insertAccount, toUserData } from './accounts.ts'
import { hashPassword } from './passwords.ts'
import { IDENTITY_MESSAGES, newPasswordRule, type UserData, usernameRule } from './rules.ts'

export const adminAccountRules = {
  username: usernameRule,
  password: newPasswordRule('Password', 'Password wajib diisi'),
}

// How production gets its first admin (`npm run user:create-admin`): never over an existing username.
export async function createAdminAccount(
  db: Db,
  input: { username: string; password: string; nama?: string },
): Promise<UserData> {
  const errors = validate(adminAccountRules, input)
  const first = Object.values(errors)[0]
  if (first !== undefined) throw new ValidationError(first, errors)
  const username = input.username.trim()
  if (await findAccountByUsername(db, username)) throw new ConflictError(IDENTITY_MESSAGES.usernameTaken)
  const passwordHash = await hashPassword(input.password)
  try {
    const account = await insertAccount(db, {
      username,
      passwordHash,
      role: 'admin',
      nama: input.nama?.trim() || username,
    })
    return toUserData(account)
  } catch (error) {
    // Lost a race with another creation of the same username.
    if ((error as { code?: string }).code === '23505')
      throw new ConflictError(IDENTITY_MESSAGES.usernameTaken)
    throw error
  }
}
