import type { Db } from '../../core/database.ts'
import { DEMO_CUSTOMER_KODE, findCustomerByKode } from '../customers/index.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../technicians/index.ts'
import { findAccountByUsername, insertAccount, type NewAccount } from './accounts.ts'
import { hashPassword } from './passwords.ts'

// One account per role for trying the product outside production (main.ts never seeds in
// production, which gets its first admin from `npm run user:create-admin`). Runs after the
// customers and technicians seeders, whose demo records the accounts belong to.
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin#12345', role: 'admin' },
  { username: 'teknisi', password: 'Teknisi#12345', role: 'teknisi' },
  { username: 'pelanggan', password: 'Pelanggan#12345', role: 'pelanggan' },
] as const

export const identitySeeder = {
  name: 'akun',
  async seed(db: Db): Promise<number> {
    let created = 0
    for (const demo of DEMO_ACCOUNTS) {
      if (await findAccountByUsername(db, demo.username)) continue
      let account: NewAccount
      if (demo.role === 'pelanggan') {
        const customer = await findCustomerByKode(db, DEMO_CUSTOMER_KODE)
        if (!customer) continue
        account = {
          username: demo.username,
          passwordHash: null,
          role: 'pelanggan',
          nama: customer.nama_pelanggan,
          email: customer.email,
          no_telp: customer.no_telp,
          idpelanggan: customer.idpelanggan,
        }
      } else if (demo.role === 'teknisi') {
        const technician = await findTechnicianByName(db, DEMO_TECHNICIAN_NAME)
        if (!technician) continue
        account = {
          username: demo.username,
          passwordHash: null,
          role: 'teknisi',
          nama: technician.nama_teknisi,
          no_telp: technician.no_telp,
          idteknisi: technician.idteknisi,
        }
      } else {
        account = { username: demo.username, passwordHash: null, role: 'admin', nama: 'Administrator TTSG' }
      }
      await insertAccount(db, { ...account, passwordHash: await hashPassword(demo.password) })
      created += 1
    }
    return created
  },
}
