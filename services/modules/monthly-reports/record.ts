import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findCustomer, parseCustomerId } from '../customers/index.ts'
import { type CustomerMonth, SCHEDULE_MESSAGES } from '../schedules/index.ts'
import { MONTHLY_PDF_STREAM_TYPE, MonthlyReportRequested, MonthlyReportsRequested } from './events.ts'
import { monthContract } from './report.ts'

export const MONTHLY_PDF_STATUS = ['diminta', 'sedang disusun', 'siap', 'gagal'] as const
export type MonthlyPdfStatus = (typeof MONTHLY_PDF_STATUS)[number]

// What a first-of-month run asked for (requestMonthlyPdfsForRun): the customers whose month it
// asked, at the time it asked.
export type MonthlyRunAsk = { tahun: number; bulan: number; customers: number[]; askedAt: Date }

// The record of a customer's monthly PDF (table monthly_reports, docs/adr/0038).
export type MonthlyPdf = CustomerMonth & {
  status: MonthlyPdfStatus
  requested_at: Date
  started_at: Date | null
  compiled_at: Date | null
  file_key: string | null
  file_size: number | null
  nama_file: string | null
  visits_version: string | null
  jumlah_kunjungan: number | null
  failed_reason: string | null
  // Asked for by the first-of-month run: each compile is emailed to the customer (docs/adr/0041).
  email_wanted: boolean
  // The compiles that committed: the version an email names.
  versi: number
}

export const monthlyPdfStreamId = (month: CustomerMonth) =>
  `${month.idpelanggan}-${month.tahun}-${month.bulan}`

// The customer's month from the address: 400 for a month or year out of range, 404 for an unknown
// customer (never 500).
export async function parseCustomerMonth(db: Db, rawId: unknown, rawMonth: unknown): Promise<CustomerMonth> {
  const { bulan, tahun } = monthContract.parse(rawMonth)
  const id = parseCustomerId(rawId)
  const customer = id === null ? undefined : await findCustomer(db, id)
  if (!customer) throw new NotFoundError(SCHEDULE_MESSAGES.customerNotFound)
  return { idpelanggan: customer.idpelanggan, tahun, bulan }
}

export async function findMonthlyPdf(db: Db, month: CustomerMonth): Promise<MonthlyPdf | undefined> {
  const { rows } = await sql<MonthlyPdf>`select * from monthly_reports
    where idpelanggan = ${month.idpelanggan} and tahun = ${month.tahun} and bulan = ${month.bulan}`.execute(
    db,
  )
  return rows[0]
}

// Records the request and its outbox event in one transaction, so a request made while Redis is
// down waits in PostgreSQL for the relay. A ready PDF stays downloadable while it is compiled again:
// only a record without a file goes back to 'diminta'. An admin's ask emails nothing and never
// turns off the email the first-of-month run asked for (docs/adr/0041).
export async function requestMonthlyPdf(
  deps: { db: Db; eventStore: EventStore },
  month: CustomerMonth,
  metadata: EventMetadata,
): Promise<MonthlyPdf> {
  await deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ requests: number }>`
      insert into monthly_reports (idpelanggan, tahun, bulan, status, requests)
      values (${month.idpelanggan}, ${month.tahun}, ${month.bulan}, 'diminta', 1)
      on conflict (idpelanggan, tahun, bulan) do update set
        requests = monthly_reports.requests + 1,
        requested_at = now(),
        status = case when monthly_reports.file_key is null and monthly_reports.status <> 'sedang disusun'
          then 'diminta' else monthly_reports.status end
      returning requests`.execute(trx)
    // The row's lock (taken by the upsert) orders concurrent requests, so the versions never clash.
    await deps.eventStore.append(
      {
        streamType: MONTHLY_PDF_STREAM_TYPE,
        streamId: monthlyPdfStreamId(month),
        expectedVersion: rows[0]!.requests - 1,
        events: [{ type: MonthlyReportRequested.type, data: { ...month } }],
        metadata,
      },
      trx,
    )
  })
  return (await findMonthlyPdf(deps.db, month))!
}

const where = (month: CustomerMonth) =>
  sql`idpelanggan = ${month.idpelanggan} and tahun = ${month.tahun} and bulan = ${month.bulan}`

// The worker's steps. A compile of a month with no record yet (a visit change raced a delete of the
// record, or a direct run) makes one. It records the key of the file it is about to write
// (`pending_key`) and answers the key an earlier compile recorded and never committed (killed
// between writing and markCompiled): the caller removes that orphan.
export async function markCompiling(
  db: Db,
  month: CustomerMonth,
  pendingKey: string,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pending_key: string | null }>`
      select pending_key from monthly_reports where ${where(month)} for update`.execute(trx)
    await sql`insert into monthly_reports (idpelanggan, tahun, bulan, status, started_at, pending_key)
      values (${month.idpelanggan}, ${month.tahun}, ${month.bulan}, 'sedang disusun', now(), ${pendingKey})
      on conflict (idpelanggan, tahun, bulan) do update set started_at = now(),
        pending_key = excluded.pending_key,
        status = case when monthly_reports.file_key is null then 'sedang disusun' else monthly_reports.status end`.execute(
      trx,
    )
    return rows[0]?.pending_key ?? null
  })
}

// Points the record at the new file and counts the version; answers the file it replaced, which the
// caller removes only after this commits (a crash in between leaves an orphan file, never a record
// without its file). Answers undefined, changing nothing, when another compile of the month has
// recorded a newer pending file since (a stalled job taken up while this one still ran): the
// caller removes its own file and leaves the month to that compile.
export async function markCompiled(
  db: Db,
  month: CustomerMonth,
  file: { key: string; size: number; name: string; visitsVersion: string; visits: number },
): Promise<{ replaced: string | null } | undefined> {
  const { rows } = await sql<{ old_key: string | null }>`
    update monthly_reports m set status = 'siap', compiled_at = now(), file_key = ${file.key},
      file_size = ${file.size}, nama_file = ${file.name}, visits_version = ${file.visitsVersion},
      jumlah_kunjungan = ${file.visits}, failed_reason = null, versi = m.versi + 1, pending_key = null
    from (select file_key from monthly_reports where ${where(month)} for update) old
    where ${where(month)} and m.pending_key = ${file.key}
    returning old.file_key as old_key`.execute(db)
  return rows[0] ? { replaced: rows[0].old_key } : undefined
}

export async function markFailed(db: Db, month: CustomerMonth, reason: string): Promise<void> {
  await sql`update monthly_reports set failed_reason = ${reason.slice(0, 500)},
    status = case when file_key is null then 'gagal' else status end
    where ${where(month)}`.execute(db)
}

// Of these months, the ones with a record: the reports a visit change compiles again.
export async function recordedMonths(db: Db, months: readonly CustomerMonth[]): Promise<CustomerMonth[]> {
  if (months.length === 0) return []
  const keys = months.map((month) => sql`(${month.idpelanggan}, ${month.tahun}, ${month.bulan})`)
  const { rows } = await sql<CustomerMonth>`select idpelanggan, tahun, bulan from monthly_reports
    where (idpelanggan, tahun, bulan) in (${sql.join(keys)})`.execute(db)
  return rows
}

// The first-of-month run's ask (docs/adr/0041): in one transaction, a row wanting the email for
// each customer with visits in the month that this run has not asked for yet (a row an admin's ask
// made is marked; its `requests`, the version of its own stream, stays), and one
// MonthlyReportsRequested event for them all. Answers which customers' months were asked and when
// (the transaction's time, each row's requested_at; monthly-run-progress.ts follows them); a second
// run asks none and appends nothing.
export async function requestMonthlyPdfsForRun(
  deps: { db: Db; eventStore: EventStore },
  tahun: number,
  bulan: number,
  metadata: EventMetadata,
): Promise<MonthlyRunAsk> {
  const from = `${tahun}-${String(bulan).padStart(2, '0')}-01`
  return deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ idpelanggan: number; requested_at: Date }>`
      insert into monthly_reports (idpelanggan, tahun, bulan, status, requests, email_wanted)
      select distinct s.idpelanggan, ${tahun}::int, ${bulan}::int, 'diminta', 0, true from schedules s
      where s.tanggal >= ${from}::date and s.tanggal < (${from}::date + interval '1 month')
      on conflict (idpelanggan, tahun, bulan) do update set email_wanted = true, requested_at = now(),
        status = case when monthly_reports.file_key is null and monthly_reports.status <> 'sedang disusun'
          then 'diminta' else monthly_reports.status end
      where not monthly_reports.email_wanted
      returning idpelanggan, requested_at`.execute(trx)
    const asked = { tahun, bulan, customers: rows.map((row) => row.idpelanggan) }
    if (rows.length === 0) return { ...asked, askedAt: new Date() }
    const streamId = `run-${tahun}-${bulan}`
    // The stream's row lock orders two runs at once: the second asks none (every row is wanted).
    const { rows: stream } = await sql<{ version: number }>`select version from streams
      where stream_type = ${MONTHLY_PDF_STREAM_TYPE} and stream_id = ${streamId} for update`.execute(trx)
    await deps.eventStore.append(
      {
        streamType: MONTHLY_PDF_STREAM_TYPE,
        streamId,
        expectedVersion: stream[0]?.version ?? 0,
        events: [{ type: MonthlyReportsRequested.type, data: { tahun, bulan, jumlah: rows.length } }],
        metadata,
      },
      trx,
    )
    return { ...asked, askedAt: rows[0]!.requested_at }
  })
}

// The months the run asked for (the compile jobs its event's reaction adds).
export async function monthlyPdfsOfRun(db: Db, tahun: number, bulan: number): Promise<CustomerMonth[]> {
  const { rows } = await sql<CustomerMonth>`select idpelanggan, tahun, bulan from monthly_reports
    where tahun = ${tahun} and bulan = ${bulan} and email_wanted order by idpelanggan`.execute(db)
  return rows
}

// Whether any monthly report was ever asked for: until then no visit change has a report to
// compile again (the relay skips the visits' history on a new installation).
export async function anyMonthlyPdf(db: Db): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean
  }>`select exists (select 1 from monthly_reports) as found`.execute(db)
  return rows[0]!.found
}
