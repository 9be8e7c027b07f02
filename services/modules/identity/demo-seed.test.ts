import { parseOptions } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../core/testing/test-db.ts'
import {
  customersSeeder,
  DEMO_CUSTOMERS,
  KODE_PELANGGAN_OPTIONS,
  listAllCustomers,
} from '../customers/index.ts'
import { listAllTechnicians, techniciansSeeder } from '../technicians/index.ts'
import { findAccountByUsername } from './accounts.ts'
import { identitySeeder } from './demo-seed.ts'
import { verifyPassword } from './passwords.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

const seedAll = async () => {
  let created = 0
  for (const seeder of [customersSeeder, techniciansSeeder, identitySeeder])
    created += await seeder.seed(database.db)
  return created
}

describe('demo seed', () => {
  it('creates demo customers, technicians and one account per role, and nothing twice', async () => {
    expect(await seedAll()).toBe(DEMO_CUSTOMERS.length + 4 + 3)
    expect(await seedAll()).toBe(0)
    const customers = await listAllCustomers(database)
    expect(customers).toHaveLength(DEMO_CUSTOMERS.length)
    for (const customer of customers) {
      expect(KODE_PELANGGAN_OPTIONS).toContain(customer.kode_pelanggan)
      expect(customer.alamat).toMatch(/Sidoarjo|Surabaya/)
    }
    expect(await listAllTechnicians(database)).toHaveLength(4)
  })

  it('links the technician and customer accounts to their records and hashes with argon2id (OWASP)', async () => {
    const cases = [
      ['admin', 'Admin#12345'],
      ['teknisi', 'Teknisi#12345'],
      ['pelanggan', 'Pelanggan#12345'],
    ] as const
    for (const [username, password] of cases) {
      const account = (await findAccountByUsername(database.db, username))!
      expect(account.role).toBe(username)
      expect(await verifyPassword(account.password_hash!, password)).toBe(true)
      expect(await verifyPassword(account.password_hash!, `${password}x`)).toBe(false)
      expect(account.password_hash).toMatch(/^\$argon2id\$/)
      expect(parseOptions(account.password_hash!)).toMatchObject({
        memoryCost: 19456,
        timeCost: 2,
        parallelism: 1,
      })
    }
    const teknisi = (await findAccountByUsername(database.db, 'teknisi'))!
    const pelanggan = (await findAccountByUsername(database.db, 'pelanggan'))!
    const technicians = await listAllTechnicians(database)
    const customers = await listAllCustomers(database)
    expect(technicians.find((x) => x.idteknisi === teknisi.idteknisi)?.nama_teknisi).toBe('Agus Setiawan')
    expect(customers.find((x) => x.idpelanggan === pelanggan.idpelanggan)?.kode_pelanggan).toBe(
      'TTSG-sda-001',
    )
  })
})
