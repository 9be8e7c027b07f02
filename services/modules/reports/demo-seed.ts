import { Readable } from 'node:stream'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { renderSimplePdf } from '../../core/simple-pdf.ts'
import { findCustomerByKode } from '../customers/index.ts'
import { uploadReport } from './commands.ts'
import { reportEvents } from './events.ts'
import { REPORT_FILE_RULES, REPORT_FOLDER } from './files.ts'
import { reportsProjection } from './projection.ts'
import type { ReportTables } from './tables.ts'

const DEMO = [
  { kode: 'TTSG-sda-001', daysAgo: 35, catatan: 'Laporan pelaksanaan pest control bulan lalu (contoh)' },
  { kode: 'TTSG-sda-001', daysAgo: 5, catatan: 'Laporan monitoring rayap (contoh)' },
  { kode: 'TTSG-sby-001', daysAgo: 12, catatan: 'Laporan fumigasi gudang (contoh)' },
] as const

// The demo's uploaded reports, each with a PDF marked (contoh). Only on a database without reports.
export const reportsSeeder = {
  name: 'reports',
  async seed(db: Db, { files }: { files: FileStore }, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<ReportTables>()
      .selectFrom('reports')
      .select('id_laporan')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const kit = composeModules([{ name: 'reports', events: reportEvents, projections: [reportsProjection] }])
    const deps = { db, eventStore: createEventStore(db, kit), files }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const today = Date.parse(`${todayJakarta(now)}T00:00:00Z`)
    let created = 0
    for (const demo of DEMO) {
      const customer = await findCustomerByKode(db, demo.kode)
      if (customer === undefined) continue
      const tanggal = new Date(today - demo.daysAgo * 86_400_000).toISOString().slice(0, 10)
      const pdf = await renderSimplePdf('LAPORAN PEKERJAAN (contoh)', [
        `Pelanggan: ${customer.nama_pelanggan}`,
        `Tanggal laporan: ${tanggal}`,
        demo.catatan,
      ])
      const stored = await files.write(REPORT_FOLDER, Readable.from([pdf]), REPORT_FILE_RULES, 'laporan.pdf')
      await uploadReport(
        deps,
        { idpelanggan: customer.idpelanggan, tanggal_laporan: tanggal, catatan: demo.catatan },
        { ...stored, name: `laporan-${tanggal}.pdf` },
        metadata,
      )
      created += 1
    }
    return created
  },
}
