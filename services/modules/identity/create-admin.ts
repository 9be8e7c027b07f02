import { defineContract } from '../../core/contract.ts'
import type { Db } from '../../core/database.ts'
import { ConflictError } from '../../core/errors.ts'
import { findAccountByUsername, insertAccount, toUserData } from './accounts.ts'
import { IDENTITY_MESSAGES, newPassword, type UserData, usernameField } from './contract.ts'
import { hashPassword } from './passwords.ts'

export const adminAccountContract = defineContract({
  username: usernameField,
  password: newPassword('Password', 'Password wajib diisi'),
})

// How production gets its first admin (`npm run user:create-admin`): never over an existing username.
export async function createAdminAccount(
  db: Db,
  input: { username: string; password: string; nama?: string },
): Promise<UserData> {
  const { username, password } = adminAccountContract.parse(input)
  if (await findAccountByUsername(db, username)) throw new ConflictError(IDENTITY_MESSAGES.usernameTaken)
  const passwordHash = await hashPassword(password)
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
