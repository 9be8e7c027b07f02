import { sql } from 'kysely'
import type { Config } from '../../core/config.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError, UnauthorizedError } from '../../core/errors.ts'
import { formatJakarta } from '../../core/jakarta-time.ts'
import { CUSTOMER_MESSAGES, findCustomer, parseCustomerId } from '../customers/index.ts'
import { findTechnician, parseTechnicianId, TECHNICIAN_MESSAGES } from '../technicians/index.ts'
import { type Account, findOwnerAccount, identityDb, insertAccount } from './accounts.ts'
import { IDENTITY_MESSAGES } from './contract.ts'
import { ownerIsActive } from './owner-status.ts'
import { type ClientInfo, type SignedIn, startSession } from './sessions.ts'
import { ensureTechnicianAccount, type TechnicianCredentials } from './technician-account.ts'
import { RANDOM_TOKEN_PATTERN, randomToken, tokenDigest } from './tokens.ts'

// Access links let an admin send a customer or technician into its area by WhatsApp. The token is
// random (256 bits), stored only as a digest, expires after accessLinkHours, and a new link for
// the same customer or technician revokes the earlier ones. Opening it starts a normal session.

export type LinkRole = 'pelanggan' | 'teknisi'
export type LinkDeps = {
  db: Db
  config: Pick<
    Config,
    'publicUrl' | 'accessLinkHours' | 'jwtSecret' | 'accessTokenMinutes' | 'refreshTokenDays'
  >
}

export type GeneratedLink = {
  link: string
  expires_at: string
  nama: string
  no_telp: string
  whatsapp_url: string
}

const LANDING: Record<LinkRole, string> = { pelanggan: '/pelanggan', teknisi: '/teknisi/penjadwalan' }
const AREA: Record<LinkRole, string> = { pelanggan: 'area pelanggan', teknisi: 'jadwal teknisi' }

type Owner = { role: LinkRole; id: number; nama: string; email: string; no_telp: string }

async function customerOwner(db: Db, rawId: unknown): Promise<Owner> {
  const id = parseCustomerId(rawId)
  const customer = id === null ? undefined : await findCustomer(db, id)
  if (!customer) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return {
    role: 'pelanggan',
    id: customer.idpelanggan,
    nama: customer.nama_pelanggan,
    email: customer.email,
    no_telp: customer.no_telp,
  }
}

async function technicianOwner(db: Db, rawId: unknown): Promise<Owner> {
  const id = parseTechnicianId(rawId)
  const technician = id === null ? undefined : await findTechnician(db, id)
  if (!technician) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  return {
    role: 'teknisi',
    id: technician.idteknisi,
    nama: technician.nama_teknisi,
    email: '',
    no_telp: technician.no_telp,
  }
}

const ownerFilter = (owner: Owner) =>
  owner.role === 'pelanggan' ? { idpelanggan: owner.id } : { idteknisi: owner.id }

// 08xx (or +62 / 62) becomes 628xx for wa.me; anything else is left for the admin to choose.
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.startsWith('62')) return digits
  if (digits.startsWith('0')) return `62${digits.slice(1)}`
  return ''
}

async function issueLink(deps: LinkDeps, owner: Owner, createdBy: string | null): Promise<GeneratedLink> {
  const token = randomToken()
  const expiresAt = new Date(Date.now() + deps.config.accessLinkHours * 3_600_000)
  await deps.db.transaction().execute(async (trx) => {
    // Two admins generating at once must not create two link accounts for one record.
    await sql`select pg_advisory_xact_lock(hashtext(${`access-link:${owner.role}:${owner.id}`}))`.execute(trx)
    let account: Account | undefined = await findOwnerAccount(trx, ownerFilter(owner))
    account ??= await insertAccount(trx, {
      username: null,
      passwordHash: null,
      role: owner.role,
      nama: owner.nama,
      email: owner.email,
      no_telp: owner.no_telp,
      ...ownerFilter(owner),
    })
    const column = owner.role === 'pelanggan' ? 'users.idpelanggan' : 'users.idteknisi'
    await identityDb(trx)
      .updateTable('access_links')
      .set({ revoked_at: sql<string>`now()` })
      .where('revoked_at', 'is', null)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('users.id').where(column, '=', owner.id))
      .execute()
    await identityDb(trx)
      .insertInto('access_links')
      .values({
        token_hash: tokenDigest(token),
        user_id: account.id,
        role: owner.role,
        created_by: createdBy,
        expires_at: expiresAt.toISOString(),
      })
      .execute()
  })
  const link = `${deps.config.publicUrl.replace(/\/+$/, '')}${LANDING[owner.role]}?token=${token}`
  const message = [
    `Halo ${owner.nama}, berikut tautan akses Anda ke ${AREA[owner.role]} TTSG Pest Control:`,
    link,
    '',
    `Tautan ini berlaku sampai ${formatJakarta(expiresAt)} WIB. Mohon tidak membagikannya kepada orang lain.`,
  ].join('\n')
  return {
    link,
    expires_at: expiresAt.toISOString(),
    nama: owner.nama,
    no_telp: owner.no_telp,
    whatsapp_url: `https://wa.me/${whatsappNumber(owner.no_telp)}?text=${encodeURIComponent(message)}`,
  }
}

// The technician's WhatsApp message also carries the username and, the first time, the password.
function withCredentials(link: GeneratedLink, credentials: TechnicianCredentials): string {
  const url = new URL(link.whatsapp_url)
  const lines = [url.searchParams.get('text') ?? '', '', `Username: ${credentials.username}`]
  if (credentials.password_sementara) {
    lines.push(
      `Password sementara: ${credentials.password_sementara}`,
      'Mohon ganti password setelah login pertama.',
    )
  }
  return `${url.origin}${url.pathname}?text=${encodeURIComponent(lines.join('\n'))}`
}

export async function generateCustomerLink(
  deps: LinkDeps,
  idpelanggan: unknown,
  createdBy: string | null,
): Promise<GeneratedLink & { idpelanggan: number }> {
  const owner = await customerOwner(deps.db, idpelanggan)
  return { ...(await issueLink(deps, owner, createdBy)), idpelanggan: owner.id }
}

export async function generateTechnicianLink(
  deps: LinkDeps,
  idteknisi: unknown,
  createdBy: string | null,
): Promise<GeneratedLink & TechnicianCredentials & { idteknisi: number }> {
  const owner = await technicianOwner(deps.db, idteknisi)
  // The sign-in account first (username, and a temporary password the first time only), then a link.
  const credentials = await deps.db
    .transaction()
    .execute((trx) =>
      ensureTechnicianAccount(trx, { idteknisi: owner.id, nama: owner.nama, no_telp: owner.no_telp }),
    )
  const link = await issueLink(deps, owner, createdBy)
  return { ...link, ...credentials, idteknisi: owner.id, whatsapp_url: withCredentials(link, credentials) }
}

// A link of the other role, an expired, replaced or unknown one all answer the same 401.
export async function openLink(
  deps: LinkDeps,
  role: LinkRole,
  token: string,
  client: ClientInfo,
): Promise<SignedIn> {
  const refused = new UnauthorizedError(IDENTITY_MESSAGES.linkInvalid)
  if (!RANDOM_TOKEN_PATTERN.test(token)) throw refused
  const db = identityDb(deps.db)
  const found = await db
    .selectFrom('access_links')
    .innerJoin('users', 'users.id', 'access_links.user_id')
    .select('access_links.id as link_id')
    .selectAll('users')
    .where('access_links.token_hash', '=', tokenDigest(token))
    .where('access_links.role', '=', role)
    .where('access_links.revoked_at', 'is', null)
    .where('access_links.expires_at', '>', sql<Date>`now()`)
    .where('users.aktif', '=', true)
    .where('users.role', '=', role)
    .executeTakeFirst()
  if (!found) throw refused
  const { link_id: linkId, ...account } = found
  if (!(await ownerIsActive(deps.db, account))) throw refused
  await db
    .updateTable('access_links')
    .set({ last_used_at: sql<string>`now()` })
    .where('id', '=', linkId)
    .execute()
  return startSession(deps, account, 'link', client)
}
