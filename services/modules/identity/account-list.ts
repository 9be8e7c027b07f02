import type { Role } from '../../core/access.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { type Account, identityDb } from './accounts.ts'
import { type AccountData, ROLE_LABELS } from './contract.ts'

export type AccountFilters = { search_query?: string; role?: Role }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

// The hash never leaves the module: the admin's list shows who the account is and whether it works.
function toAccountData(account: Account): AccountData {
  return {
    id: account.id,
    username: account.username,
    nama: account.nama,
    email: account.email,
    no_telp: account.no_telp,
    role: account.role,
    nama_jabatan: ROLE_LABELS[account.role],
    aktif: account.aktif,
    idpelanggan: account.idpelanggan,
    idteknisi: account.idteknisi,
    created_at: account.created_at.toISOString(),
  }
}

function filtered(db: Db, filters: AccountFilters) {
  let query = identityDb(db).selectFrom('users')
  if (filters.role) query = query.where('role', '=', filters.role)
  if (filters.search_query) {
    const pattern = likeContains(filters.search_query)
    query = query.where((eb) =>
      eb.or([eb('nama', 'ilike', pattern), eb('username', 'ilike', pattern), eb('email', 'ilike', pattern)]),
    )
  }
  return query
}

// The accounts, newest first (admin).
export async function pageAccounts(
  db: Db,
  request: PageRequest,
  filters: AccountFilters,
): Promise<Paged<AccountData>> {
  const [rows, count] = await Promise.all([
    filtered(db, filters)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(request.offset)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return paged(rows.map(toAccountData), Number(count.n), request)
}

// One account as the admin opens it, or 404 (an id of the wrong shape too).
export async function openAccount(db: Db, id: string): Promise<AccountData> {
  const row = UUID.test(id)
    ? await identityDb(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined
  if (row === undefined) throw new NotFoundError()
  return toAccountData(row)
}
