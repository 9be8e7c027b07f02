import { randomUUID } from 'node:crypto'
import type { Role } from '../../core/access.ts'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { createCustomerAsSystem } from '../customers/index.ts'
import { insertTechnician } from '../technicians/index.ts'
import { type Account, insertAccount } from './accounts.ts'
import { hashPassword } from './passwords.ts'
import { type SignedIn, startSession } from './sessions.ts'

// For tests of any module: an account of a role (with its own customer or technician record when
// the role needs one) and a signed-in session for it, without going through HTTP.

export type TestAccount = {
  account: Account
  username: string
  password: string
  idpelanggan: number | null
  idteknisi: number | null
}

let sequence = 0

export async function createTestAccount(
  db: Db,
  role: Role,
  options: { idpelanggan?: number; idteknisi?: number; password?: string; nama?: string } = {},
): Promise<TestAccount> {
  sequence += 1
  const username = `${role}-${randomUUID().slice(0, 8)}`
  const password = options.password ?? `Rahasia#${sequence}abc`
  let idpelanggan: number | null = null
  let idteknisi: number | null = null
  if (role === 'pelanggan') {
    idpelanggan =
      options.idpelanggan ??
      (
        await createCustomerAsSystem(
          db,
          {
            kode_pelanggan: `TTSG-mlng-${String((sequence % 999) + 1).padStart(3, '0')}`,
            nama_pelanggan: options.nama ?? `Pelanggan Uji ${sequence}`,
            alamat: 'Jl. Uji No. 1, Sidoarjo',
            no_telp: '081200000000',
            jenis_usaha: 'Rumah',
            jenis_pekerjaan: 'Pest Control',
            periode_kunjungan: '1x / bulan',
          },
          'test',
        )
      ).idpelanggan
  }
  if (role === 'teknisi') {
    idteknisi =
      options.idteknisi ??
      (
        await insertTechnician(db, {
          nama_teknisi: options.nama ?? `Teknisi Uji ${sequence}`,
          no_telp: '081300000000',
          alamat: 'Sidoarjo',
        })
      ).idteknisi
  }
  const account = await insertAccount(db, {
    username,
    passwordHash: await hashPassword(password),
    role,
    nama: options.nama ?? `Pengguna ${role} ${sequence}`,
    idpelanggan,
    idteknisi,
  })
  return { account, username, password, idpelanggan, idteknisi }
}

export type TestSession = TestAccount & SignedIn & { authorization: string }

export async function signInForTest(
  deps: { db: Db; config: Config },
  role: Role,
  options: Parameters<typeof createTestAccount>[2] = {},
): Promise<TestSession> {
  const created = await createTestAccount(deps.db, role, options)
  const session = await startSession(deps, created.account, 'password', {
    address: '127.0.0.1',
    userAgent: 'test',
  })
  return { ...created, ...session, authorization: `Bearer ${session.accessToken}` }
}
