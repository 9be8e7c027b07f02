import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { ScheduleTables } from '../schedules/index.ts'
import type { CertificateTables } from './tables.ts'

// Certificate-expiry reminders (issue 26, domain-model.md "Certificate expiry"): the company and
// the customer are emailed 60, 30 and 7 days before `tanggal_expired`, once per certificate,
// threshold and expiry date. The reads and claims live here, beside the certificates table; the
// worker schedules the run and sends the emails.

export const REMINDER_THRESHOLDS = [60, 30, 7] as const
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number]
const FURTHEST = REMINDER_THRESHOLDS[0]

// The nearest threshold reached with `daysLeft` days to go, or null (more than 60 days left, or
// expired). A day missed is caught up this way, and a certificate made with 20 days left is
// reminded of 30 only: the 60 it never saw is not sent late.
export function reminderThreshold(daysLeft: number): ReminderThreshold | null {
  if (daysLeft < 0 || daysLeft > FURTHEST) return null
  return [...REMINDER_THRESHOLDS].reverse().find((threshold) => daysLeft <= threshold) ?? null
}

export type ReminderKey = { idsertifikat_rayap: number; threshold: number; tanggal_expired: string }

type Tables = CertificateTables & CustomerTables & ScheduleTables

// Claims, in one statement, the reminder each certificate is due today and has not had: the
// unique key makes a second run, a restart or a second worker claim nothing again (a concurrent
// insert of the same key waits for the first and then does nothing). Deleted certificates have
// left the read table and are never claimed.
export async function claimDueReminders(db: DbOrTrx, today: string): Promise<ReminderKey[]> {
  const daysLeft = sql<number>`(c.tanggal_expired - ${today}::date)`
  const threshold = sql<number>`case when ${daysLeft} <= 7 then 7 when ${daysLeft} <= 30 then 30 else 60 end`
  const rows = await db
    .withTables<Tables>()
    .insertInto('certificate_reminders')
    .columns(['idsertifikat_rayap', 'threshold', 'tanggal_expired'])
    .expression((eb) =>
      eb
        .selectFrom('certificates as c')
        .select(['c.idsertifikat_rayap', threshold.as('threshold'), 'c.tanggal_expired'])
        .where('c.tanggal_expired', '>=', sql<string>`${today}::date`)
        .where('c.tanggal_expired', '<=', sql<string>`${today}::date + ${FURTHEST}::integer`),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['idsertifikat_rayap', 'threshold', sql<string>`tanggal_expired::text`.as('tanggal_expired')])
    .execute()
  return rows.sort((a, b) => a.idsertifikat_rayap - b.idsertifikat_rayap)
}

// Claimed reminders whose emails have not all gone out, of certificates that still exist with
// that expiry: the run hands them to the mail queue again (the job id collapses a repeat), so a
// crash between claim and enqueue delays a reminder, never loses it.
// Certificates already expired are left alone: an expiry reminder after the date says nothing.
export async function unsentReminders(db: DbOrTrx, today: string): Promise<ReminderKey[]> {
  return db
    .withTables<Tables>()
    .selectFrom('certificate_reminders as r')
    .innerJoin('certificates as c', (join) =>
      join
        .onRef('c.idsertifikat_rayap', '=', 'r.idsertifikat_rayap')
        .onRef('c.tanggal_expired', '=', 'r.tanggal_expired'),
    )
    .select([
      'r.idsertifikat_rayap',
      'r.threshold',
      sql<string>`r.tanggal_expired::text`.as('tanggal_expired'),
    ])
    .where('r.sent_at', 'is', null)
    .where('c.tanggal_expired', '>=', sql<string>`${today}::date`)
    .orderBy('r.idsertifikat_rayap')
    .execute()
}

export async function markReminderSent(db: DbOrTrx, key: ReminderKey): Promise<void> {
  await db
    .withTables<Tables>()
    .updateTable('certificate_reminders')
    .set({ sent_at: new Date().toISOString() })
    .where('idsertifikat_rayap', '=', key.idsertifikat_rayap)
    .where('threshold', '=', key.threshold)
    .where('tanggal_expired', '=', key.tanggal_expired)
    .where('sent_at', 'is', null)
    .execute()
}

// What a reminder email names: the certificate as it is now, its customer's name, email and the
// treated address (the visit's location, else the customer's address).
export type ReminderSubject = {
  idsertifikat_rayap: number
  nomor_sertifikat: string
  tanggal_expired: string
  kode_verifikasi: string
  nama_pelanggan: string
  email_pelanggan: string | null
  alamat: string
}

export async function reminderSubject(db: DbOrTrx, id: number): Promise<ReminderSubject | undefined> {
  const row = await db
    .withTables<Tables>()
    .selectFrom('certificates as c')
    .leftJoin('customers as p', 'p.idpelanggan', 'c.idpelanggan')
    .leftJoin('schedules as s', 's.idpenjadwalan', 'c.idpenjadwalan')
    .select([
      'c.idsertifikat_rayap',
      'c.nomor_sertifikat',
      sql<string>`c.tanggal_expired::text`.as('tanggal_expired'),
      'c.kode_verifikasi',
      sql<string>`coalesce(p.nama_pelanggan, '')`.as('nama_pelanggan'),
      sql<string | null>`nullif(p.email, '')`.as('email_pelanggan'),
      sql<string>`coalesce(nullif(s.lokasi, ''), p.alamat, '')`.as('alamat'),
    ])
    .where('c.idsertifikat_rayap', '=', id)
    .executeTakeFirst()
  return row
}
