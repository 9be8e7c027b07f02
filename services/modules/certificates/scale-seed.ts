import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { inTransaction } from '../../core/database.ts'
import { rowWithFile } from '../../core/event-sourcing/record-row.ts'
import { seedYearlyNumbers } from '../../core/event-sourcing/yearly-numbers.ts'
import {
  type SeedEvent,
  type SeedStream,
  writeSeedRows,
  writeSeedStreams,
} from '../../core/event-store/seed-writer.ts'
import { type ScaleContext, writeSeedFiles } from '../../core/scale-data.ts'
import { renderSimplePdf } from '../../core/simple-pdf.ts'
import { certificateNumbering } from './commands.ts'
import { CERTIFICATE_JOB_TYPE } from './contract.ts'
import { CERTIFICATE_STREAM_TYPE } from './events.ts'
import { CERTIFICATE_FILE_RULES, CERTIFICATE_FOLDER } from './files.ts'

const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

// Certificates at scale, as the product writes them: a CertificateIssued event for most finished
// Termite Control visits (seeded by the schedules' step), numbered gap-free per year of issue,
// each with its own small PDF and verification code, valid one to five years from the visit; then
// the counters and the id sequence move past them. The read rows are written in bulk in the same
// transaction (their search text and list counts by the table's triggers), as the invoices' seed
// does.
export async function seedCertificatesAtScale(context: ScaleContext): Promise<number> {
  const { db, random, now, customersBefore = 0 } = context
  const { rows: visits } = await sql<{ idpenjadwalan: number; idpelanggan: number; tanggal: string }>`
    select s.idpenjadwalan, s.idpelanggan, to_char(s.tanggal, 'YYYY-MM-DD') as tanggal
    from schedules s
    where s.jenis_pekerjaan = ${CERTIFICATE_JOB_TYPE} and s.tanggal <= ${day(now.getTime())}::date
      and s.idpelanggan > ${customersBefore}
      and not exists (select 1 from certificates c where c.idpenjadwalan = s.idpenjadwalan)
    order by s.tanggal, s.idpenjadwalan`.execute(db)
  const chosen = visits.filter(() => random.next() < 0.8)
  const pdf = await renderSimplePdf('Sertifikat Anti Rayap', ['Data contoh seed:scale'])
  const files = await writeSeedFiles(context, CERTIFICATE_FOLDER, CERTIFICATE_FILE_RULES, chosen.length, pdf)

  const numbers = await seedYearlyNumbers(db, certificateNumbering, {
    table: 'certificates',
    id: 'idsertifikat_rayap',
  })

  const streams: SeedStream[] = []
  const events: SeedEvent[] = []
  const readRows: Record<string, unknown>[] = []
  chosen.forEach((visit, index) => {
    const issued = Date.parse(`${visit.tanggal}T03:00:00Z`) + random.int(0, 3) * DAY
    const tahun = new Date(issued).getUTCFullYear()
    const { id, nomor } = numbers.next(tahun)
    const file = files[index]!
    const data = {
      idsertifikat_rayap: id,
      nomor_sertifikat: nomor,
      idpenjadwalan: visit.idpenjadwalan,
      idpelanggan: visit.idpelanggan,
      tanggal_expired: day(Date.parse(`${visit.tanggal}T00:00:00Z`) + random.int(1, 5) * 365 * DAY),
      kode_verifikasi: randomBytes(16).toString('base64url'),
      file: { file_key: file.key, nama_file: 'sertifikat-rayap.pdf', tipe: file.type, ukuran: file.size },
    }
    const created_at = new Date(Math.min(issued, now.getTime())).toISOString()
    const stream_id = String(id)
    events.push({ stream_id, version: 1, type: 'CertificateIssued', data, created_at })
    streams.push({ stream_id, version: 1 })
    readRows.push(rowWithFile(data, 1, created_at))
  })
  events.sort((a, b) => a.created_at.localeCompare(b.created_at))

  await inTransaction(db, async (trx) => {
    await writeSeedStreams(trx, CERTIFICATE_STREAM_TYPE, streams, events)
    await numbers.save(trx)
    await writeSeedRows(trx, 'certificates', readRows)
  })
  return chosen.length
}
