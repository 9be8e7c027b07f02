import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import type { Paged, PageRequest } from '../../core/paging.ts'
import { type RecordListFilters, recordList } from '../../core/record-list.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { ScheduleTables } from '../schedules/index.ts'
import { type Certificate, certificateStatus } from './contract.ts'
import type { CertificateTables } from './tables.ts'

// The only reads of the certificates read table. The customer's code, name and address and the
// visit's date are joined when read, so a renamed customer or a moved visit shows at once; a page
// joins only its ten rows.

type Tables = CertificateTables & CustomerTables & ScheduleTables
// The list's filters: the year is the expiry's (the list's `tanggal_expired` filter); idpelanggan is
// a customer's own certificates (its area).
export type CertificateFilters = RecordListFilters

const certificatesOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('certificates as c')
type CertificatesOnly = ReturnType<typeof certificatesOnly>

const columns = (query: CertificatesOnly) =>
  query
    .leftJoin('customers as p', 'p.idpelanggan', 'c.idpelanggan')
    .leftJoin('schedules as s', 's.idpenjadwalan', 'c.idpenjadwalan')
    .select([
      'c.idsertifikat_rayap',
      'c.nomor_sertifikat',
      'c.idpenjadwalan',
      'c.idpelanggan',
      'p.kode_pelanggan',
      'p.nama_pelanggan',
      sql<string>`coalesce(nullif(s.lokasi, ''), p.alamat, '')`.as('alamat'),
      sql<string | null>`s.tanggal::text`.as('tanggal'),
      'c.nama_file',
      'c.bukti_key',
      'c.nama_bukti',
      sql<string>`c.tanggal_expired::text`.as('tanggal_expired'),
      'c.kode_verifikasi',
      'c.version',
      'c.created_at',
      'c.updated_at',
    ])

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

function toCertificate(row: Row, today: string): Certificate {
  return {
    idsertifikat_rayap: row.idsertifikat_rayap,
    nomor_sertifikat: row.nomor_sertifikat,
    idpenjadwalan: row.idpenjadwalan,
    idpelanggan: row.idpelanggan,
    kode_pelanggan: row.kode_pelanggan ?? '',
    nama_pelanggan: row.nama_pelanggan ?? '',
    alamat: row.alamat,
    tanggal: row.tanggal ?? '',
    file_sertifikat: `/api/sertifikat_rayap/file/${row.idsertifikat_rayap}`,
    nama_file_sertifikat: row.nama_file,
    file_bukti_tf: row.bukti_key === null ? null : `/api/sertifikat_rayap/buktiTf/${row.idsertifikat_rayap}`,
    nama_file_bukti_tf: row.nama_bukti,
    tanggal_expired: row.tanggal_expired,
    status_sertifikat: certificateStatus(row.tanggal_expired, today),
    kode_verifikasi: row.kode_verifikasi,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function findCertificate(db: DbOrTrx, id: number): Promise<Certificate | undefined> {
  const row = await columns(certificatesOnly(db)).where('c.idsertifikat_rayap', '=', id).executeTakeFirst()
  return row && toCertificate(row, todayJakarta())
}

const certificates = recordList({
  list: 'certificates',
  from: certificatesOnly,
  alias: 'c',
  id: 'idsertifikat_rayap',
  date: 'tanggal_expired',
  columns,
  // Each read's status is the one of today in Jakarta.
  record: () => {
    const today = todayJakarta()
    return (row: Row) => toCertificate(row, today)
  },
})

// Newest first; the total of a list without a search or a customer comes from its counts per
// expiry year (list_counts), else it is counted on the matching rows.
export const listCertificates = (
  db: DbOrTrx,
  filters: CertificateFilters,
  request: PageRequest,
): Promise<Paged<Certificate>> => certificates.page(db, filters, request)

// Every matching certificate for the CSV export, newest first, in batches.
export const allCertificates = (db: DbOrTrx, filters: CertificateFilters, batch = 1000) =>
  certificates.all(db, filters, batch)

// The stored files and owner of a certificate (downloads, replacement, deletion).
export function certificateKeys(db: DbOrTrx, id: number) {
  return db
    .withTables<CertificateTables>()
    .selectFrom('certificates')
    .select(['idpelanggan', 'file_key', 'nama_file', 'file_tipe', 'bukti_key', 'nama_bukti', 'bukti_tipe'])
    .where('idsertifikat_rayap', '=', id)
    .executeTakeFirst()
}

// The certificate that holds a visit, if any (one per visit).
export async function certificateOfVisit(db: DbOrTrx, idpenjadwalan: number): Promise<number | null> {
  const row = await db
    .withTables<CertificateTables>()
    .selectFrom('certificates')
    .select('idsertifikat_rayap')
    .where('idpenjadwalan', '=', idpenjadwalan)
    .executeTakeFirst()
  return row?.idsertifikat_rayap ?? null
}

// The public verification: the certificate a code names, with what the page shows.
export function findByCode(db: DbOrTrx, kode: string) {
  return db
    .withTables<Tables>()
    .selectFrom('certificates as c')
    .leftJoin('customers as p', 'p.idpelanggan', 'c.idpelanggan')
    .leftJoin('schedules as s', 's.idpenjadwalan', 'c.idpenjadwalan')
    .select([
      'c.nomor_sertifikat',
      'p.nama_pelanggan',
      'p.kode_pelanggan',
      sql<string | null>`s.tanggal::text`.as('tanggal'),
      sql<string>`c.tanggal_expired::text`.as('tanggal_expired'),
    ])
    .where('c.kode_verifikasi', '=', kode)
    .executeTakeFirst()
}

// Certificates still valid that expire within `days` of `today`, soonest first: the first `limit`
// of them and how many there are (the admin home's "needs attention").
export async function expiringCertificates(db: DbOrTrx, today: string, days: number, limit: number) {
  const within = (query: CertificatesOnly) =>
    query
      .where('c.tanggal_expired', '>=', sql<string>`${today}::date`)
      .where('c.tanggal_expired', '<=', sql<string>`${today}::date + ${days}::integer`)
  const [counted, rows] = await Promise.all([
    within(certificatesOnly(db))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    columns(within(certificatesOnly(db)))
      .orderBy('c.tanggal_expired')
      .orderBy('c.idsertifikat_rayap')
      .limit(limit)
      .execute(),
  ])
  return { jumlah: Number(counted.n), data: rows.map((row) => toCertificate(row, today)) }
}
