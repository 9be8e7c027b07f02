import { sql } from 'kysely'
import { inTransaction } from '../../core/database.ts'
import { rowWithFile } from '../../core/event-sourcing/record-row.ts'
import {
  type SeedEvent,
  type SeedStream,
  writeSeedRows,
  writeSeedStreams,
} from '../../core/event-store/seed-writer.ts'
import { type ScaleContext, writeSeedFiles } from '../../core/scale-data.ts'
import { renderSimplePdf } from '../../core/simple-pdf.ts'
import { REPORT_STREAM_TYPE } from './events.ts'
import { REPORT_FILE_RULES, REPORT_FOLDER } from './files.ts'

const NOTES = ['Laporan bulanan', 'Laporan monitoring rayap', 'Laporan fumigasi', 'Laporan disinfeksi', '']

// Uploaded reports at scale, as the product writes them: a ReportUploaded event each, with its own
// small PDF, for about three customers in ten over the last three years; then the id sequence
// moves past them. The read rows are written in bulk in the same transaction (search text and list
// counts by the table's triggers).
export async function seedReportsAtScale(context: ScaleContext): Promise<number> {
  const { db, random, now, customersBefore = 0 } = context
  const { rows: customers } = await sql<{ idpelanggan: number }>`
    select idpelanggan from customers where idpelanggan > ${customersBefore} order by idpelanggan`.execute(db)
  const planned = customers
    .filter(() => random.next() < 0.3)
    .map(({ idpelanggan }) => ({ idpelanggan, at: random.pastDate(now, 3).getTime() }))
    .sort((a, b) => a.at - b.at)
  const pdf = await renderSimplePdf('Laporan', ['Data contoh seed:scale'])
  const files = await writeSeedFiles(context, REPORT_FOLDER, REPORT_FILE_RULES, planned.length, pdf)
  const { rows: head } = await sql<{ id: number }>`
    select greatest(coalesce(max(id_laporan), 0), (select last_value from reports_id_seq))::int as id
    from reports`.execute(db)
  let nextId = head[0]!.id

  const streams: SeedStream[] = []
  const events: SeedEvent[] = []
  const readRows: Record<string, unknown>[] = []
  planned.forEach(({ idpelanggan, at }, index) => {
    nextId += 1
    const file = files[index]!
    const data = {
      id_laporan: nextId,
      idpelanggan,
      tanggal_laporan: new Date(at).toISOString().slice(0, 10),
      catatan: random.pick(NOTES),
      file: { file_key: file.key, nama_file: 'laporan.pdf', tipe: file.type, ukuran: file.size },
    }
    const created_at = new Date(at).toISOString()
    const stream_id = String(nextId)
    events.push({ stream_id, version: 1, type: 'ReportUploaded', data, created_at })
    streams.push({ stream_id, version: 1 })
    readRows.push(rowWithFile(data, 1, created_at))
  })

  await inTransaction(db, async (trx) => {
    await writeSeedStreams(trx, REPORT_STREAM_TYPE, streams, events)
    if (nextId > 0) await sql`select setval('reports_id_seq', ${nextId})`.execute(trx)
    await writeSeedRows(trx, 'reports', readRows)
  })
  return planned.length
}
