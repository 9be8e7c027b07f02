import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { ROLES } from '../../../core/access.ts'
import type { ApiDeps } from '../../../http-kit/index.ts'
import {
  filter,
  listQuery,
  registerGet,
  registerList,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import { type AccountData, AccountRecord, openAccount, pageAccounts } from '../index.ts'

// A UUID (36 characters; the kit's IdParams are for numbers).
const UuidParams = Type.Object({ id: Type.String({ maxLength: 40 }) })

const tags = ['pengguna']
const readAny = { access: 'read:pengguna:any' } as const
const example: AccountData = {
  id: '0b6f3c2e-8f1a-4b7d-9c55-2a1e4d6f8b90',
  username: 'admin',
  nama: 'Admin TTSG',
  email: 'admin@ttsg.co.id',
  no_telp: '081234567890',
  role: 'admin',
  nama_jabatan: 'Admin',
  aktif: true,
  idpelanggan: null,
  idteknisi: null,
  created_at: '2026-11-21T08:00:00.000Z',
}
const query = listQuery({
  search_query: filter.search('Cari nama, username, email'),
  role: filter.choice(ROLES, 'Peran'),
})

// GET /api/pengguna/getData and /getData/{id}: the admin's list of accounts, and one account opened
// (logged in the access log): the user's record, where their data is exported or erased (issue 38).
export default async function identityAccountRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerList(app, {
    path: '/pengguna/getData',
    config: readAny,
    tags,
    summary: 'Daftar akun pengguna (cari nama, username, email; filter role), terbaru dulu',
    query,
    record: AccountRecord,
    page: (filters, page) => pageAccounts(deps.db, page, filters),
  })

  registerGet(
    app,
    {
      path: '/pengguna/getData/:id',
      config: readAny,
      tags,
      summary: 'Satu akun pengguna (dicatat di riwayat akses)',
      accessLog: 'baca',
    },
    { params: UuidParams, response: { 200: successBody(AccountRecord, { data: example }) } },
    async (request) => success(await openAccount(deps.db, (request.params as { id: string }).id)),
  )
}
