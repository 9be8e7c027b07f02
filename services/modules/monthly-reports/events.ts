import { Type } from 'typebox'
import { defineEvent } from '../../core/event-sourcing/events.ts'

// One stream per customer and month: stream type `laporan-bulanan`, id `{idpelanggan}-{tahun}-{bulan}`.
export const MONTHLY_PDF_STREAM_TYPE = 'laporan-bulanan'

// Someone (the admin, or the first-of-month run) asked for the month's PDF. It is the outbox of the
// request (docs/adr/0038): written with the monthly_reports row in one transaction, then handed to
// BullMQ by the relay whenever Redis answers.
export const MonthlyReportRequested = defineEvent(
  'MonthlyReportRequested',
  Type.Object({ idpelanggan: Type.Integer(), tahun: Type.Integer(), bulan: Type.Integer() }),
  { relayed: true },
)

// The first-of-month run asked, in one statement, for the month's report of every customer with
// visits (docs/adr/0041): one outbox event for the whole run (stream `laporan-bulanan`, id
// `run-{tahun}-{bulan}`), not one per customer, so 10 000 asks never stand in the relay's single
// ordered stream ahead of a contact email. Its reaction adds the compile jobs from the rows.
export const MonthlyReportsRequested = defineEvent(
  'MonthlyReportsRequested',
  Type.Object({ tahun: Type.Integer(), bulan: Type.Integer(), jumlah: Type.Integer() }),
  { relayed: true },
)

export const monthlyPdfEvents = [MonthlyReportRequested, MonthlyReportsRequested] as const
