import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import { findAccountByUsername } from './accounts.ts'
import { createAdminAccount } from './create-admin.ts'
import { verifyPassword } from './passwords.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

// Runs the real CLI (`npm run user:create-admin`) on this file's database with the same Node.
function cli(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/create-admin.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATABASE_URL: database.url, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.stdin.end(stdin)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('createAdminAccount', () => {
  it('creates an admin that can sign in and refuses an existing username in any case', async () => {
    const admin = await createAdminAccount(database.db, {
      username: 'kantor',
      password: 'Kantor2026',
      nama: 'Bu Rina',
    })
    expect(admin).toMatchObject({ username: 'kantor', role: 'admin', nama: 'Bu Rina' })
    const stored = (await findAccountByUsername(database.db, 'kantor'))!
    expect(await verifyPassword(stored.password_hash!, 'Kantor2026')).toBe(true)
    await expect(
      createAdminAccount(database.db, { username: 'KANTOR', password: 'Lain12345' }),
    ).rejects.toThrow('Username sudah digunakan')
  })

  it('refuses a weak password or a bad username', async () => {
    await expect(createAdminAccount(database.db, { username: 'budi', password: 'abc123' })).rejects.toThrow(
      'Password minimal 8 karakter',
    )
    await expect(
      createAdminAccount(database.db, { username: 'budi', password: 'abcdefghij' }),
    ).rejects.toThrow('Password harus mengandung huruf dan angka')
    await expect(createAdminAccount(database.db, { username: 'a b', password: 'Budi12345' })).rejects.toThrow(
      /Username minimal 3 karakter/,
    )
    expect(await findAccountByUsername(database.db, 'budi')).toBeUndefined()
  })
})

describe('npm run user:create-admin', () => {
  it('takes the password from ADMIN_PASSWORD and never prints it', async () => {
    const result = await cli(['pemilik', 'Pak', 'Hadi'], { ADMIN_PASSWORD: 'Pemilik#2026' })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('Akun admin "pemilik" dibuat.\n')
    const stored = (await findAccountByUsername(database.db, 'pemilik'))!
    expect(stored).toMatchObject({ role: 'admin', nama: 'Pak Hadi' })
    expect(await verifyPassword(stored.password_hash!, 'Pemilik#2026')).toBe(true)
  })

  it('reads the password from a piped standard input when ADMIN_PASSWORD is not set', async () => {
    const result = await cli(['gudang'], {}, 'Gudang#2026\n')
    expect(result.code).toBe(0)
    expect(result.stdout + result.stderr).not.toContain('Gudang#2026')
    expect(
      await verifyPassword(
        (await findAccountByUsername(database.db, 'gudang'))!.password_hash!,
        'Gudang#2026',
      ),
    ).toBe(true)
  })

  it('refuses an existing username, a short password and a missing username with exit code 1', async () => {
    const taken = await cli(['pemilik'], { ADMIN_PASSWORD: 'LainLagi#2026' })
    expect(taken.code).toBe(1)
    expect(taken.stderr).toContain('Username sudah digunakan')
    const short = await cli(['baru'], { ADMIN_PASSWORD: 'Ab1' })
    expect(short.code).toBe(1)
    expect(short.stderr).toContain('Password minimal 8 karakter')
    const missing = await cli([], { ADMIN_PASSWORD: 'Pemilik#2026' })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('Pemakaian: npm run user:create-admin')
    expect(await findAccountByUsername(database.db, 'baru')).toBeUndefined()
  })
})
