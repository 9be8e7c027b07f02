import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { CustomerMonth } from '../schedules/index.ts'

// The monthly report emailed to the customer (issue 26, docs/adr/0041): a report the first-of-month
// run asked for (`email_wanted`) is emailed after each compile that committed (`versi`), to a
// customer whose record has `kirim_laporan_bulanan` on, the customer's consent to report emails
// (`persetujuan_email_laporan`, issue 38) and an email address. Exactly once per
// customer, month and version: the claim is a row of monthly_report_emails, taken in one
// `insert … on conflict do nothing` (as the certificate reminders, ADR 33), before the job is queued;
// the job marks it sent. The SQL lives here beside monthly_reports; the worker decides and sends.

export type MonthlyEmailKey = CustomerMonth & { versi: number }

const where = (month: CustomerMonth, alias: string) =>
  sql`${sql.ref(`${alias}.idpelanggan`)} = ${month.idpelanggan} and ${sql.ref(`${alias}.tahun`)} = ${month.tahun}
    and ${sql.ref(`${alias}.bulan`)} = ${month.bulan}`

// What the email still wants of the report and the customer as they are now (the switch, the
// address, the compiled file): the claim is taken only while all hold.
const stillWanted = sql`m.email_wanted and m.status = 'siap' and m.file_key is not null and m.versi > 0
  and c.kirim_laporan_bulanan and c.persetujuan_email_laporan and c.email <> ''`

// Claims the email of the month's current version, if it is due; answers the claims of the current
// version not sent yet (this one, or one claimed by a run that died before queueing its job), so the
// caller queues each (its job id collapses a repeat).
export async function claimMonthlyPdfEmail(db: DbOrTrx, month: CustomerMonth): Promise<MonthlyEmailKey[]> {
  await sql`insert into monthly_report_emails (idpelanggan, tahun, bulan, versi, recipient)
    select m.idpelanggan, m.tahun, m.bulan, m.versi, c.email
    from monthly_reports m join customers c on c.idpelanggan = m.idpelanggan
    where ${where(month, 'm')} and ${stillWanted}
    on conflict do nothing`.execute(db)
  const { rows } = await sql<MonthlyEmailKey>`
    select e.idpelanggan, e.tahun, e.bulan, e.versi from monthly_report_emails e
    join monthly_reports m on m.idpelanggan = e.idpelanggan and m.tahun = e.tahun and m.bulan = e.bulan
      and m.versi = e.versi
    join customers c on c.idpelanggan = e.idpelanggan
    where ${where(month, 'e')} and e.sent_at is null and ${stillWanted}`.execute(db)
  return rows
}

// The month's claims not sent yet that are still wanted (the first-of-month run, and a second run
// of it, queue them again: a job that failed for good while SMTP was away gets another go).
export async function unsentMonthlyPdfEmails(
  db: DbOrTrx,
  tahun: number,
  bulan: number,
): Promise<MonthlyEmailKey[]> {
  const { rows } = await sql<MonthlyEmailKey>`
    select e.idpelanggan, e.tahun, e.bulan, e.versi from monthly_report_emails e
    join monthly_reports m on m.idpelanggan = e.idpelanggan and m.tahun = e.tahun and m.bulan = e.bulan
      and m.versi = e.versi
    join customers c on c.idpelanggan = e.idpelanggan
    where e.tahun = ${tahun} and e.bulan = ${bulan} and e.sent_at is null and ${stillWanted}
    order by e.idpelanggan`.execute(db)
  return rows
}

// What the email says and attaches, read when it is sent: undefined when it is no longer due (the
// report moved on to a newer version, which has its own email; the switch was turned off; the
// address was removed).
export type MonthlyEmailSubject = MonthlyEmailKey & {
  nama_pelanggan: string
  kode_pelanggan: string
  email: string
  file_key: string
  nama_file: string
  jumlah_kunjungan: number
  // An earlier version of this month's report was emailed already: this one corrects it.
  diperbarui: boolean
}

export async function monthlyPdfEmailSubject(
  db: DbOrTrx,
  key: MonthlyEmailKey,
): Promise<MonthlyEmailSubject | undefined> {
  const { rows } = await sql<MonthlyEmailSubject>`
    select m.idpelanggan, m.tahun, m.bulan, m.versi, c.nama_pelanggan, c.kode_pelanggan, c.email,
      m.file_key, coalesce(m.nama_file, 'laporan-bulanan.pdf') as nama_file,
      coalesce(m.jumlah_kunjungan, 0) as jumlah_kunjungan,
      exists (select 1 from monthly_report_emails earlier where ${where(key, 'earlier')}
        and earlier.versi < m.versi and earlier.sent_at is not null) as diperbarui
    from monthly_reports m join customers c on c.idpelanggan = m.idpelanggan
    where ${where(key, 'm')} and m.versi = ${key.versi} and ${stillWanted}`.execute(db)
  return rows[0]
}

export async function markMonthlyPdfEmailSent(db: DbOrTrx, key: MonthlyEmailKey): Promise<void> {
  await sql`update monthly_report_emails e set sent_at = now()
    where ${where(key, 'e')} and e.versi = ${key.versi} and e.sent_at is null`.execute(db)
}
