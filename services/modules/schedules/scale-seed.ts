import { sql } from 'kysely'
import { type Db, inTransaction } from '../../core/database.ts'
import { type SeedEvent, type SeedStream, writeSeedStreams } from '../../core/event-store/seed-writer.ts'
import { HAMA_OPTIONS } from './contract.ts'
import { SCHEDULE_STREAM_TYPE, ScheduleCompleted, SchedulePlanned } from './events.ts'
import { planVisitDates } from './visit-plan.ts'

type Random = { next(): number; int(min: number, max: number): number; pick<T>(list: readonly T[]): T }

const BATCH = 2000
const DAY_MS = 86_400_000
const day = (date: Date) => date.toISOString().slice(0, 10)
const NOTES = ['Kondisi bersih', 'Umpan diganti', 'Penyemprotan area dapur', 'Ditemukan sarang di gudang']

// Visits at scale, as buatJadwal makes them for the seeded active contracts (same dates, numbers
// and technicians), kept to the working window the screens show: the last three months and the
// next one. Most past visits are done with a report. Written as SchedulePlanned and
// ScheduleCompleted events in the visits' own streams, with the read rows their projection makes.
// `customersBefore`: the customers an earlier run or real use made keep what they have.
export async function seedSchedulesAtScale(
  db: Db,
  random: Random,
  now: Date,
  customersBefore = 0,
): Promise<number> {
  const from = day(new Date(now.getTime() - 90 * DAY_MS))
  const until = day(new Date(now.getTime() + 30 * DAY_MS))
  const today = day(now)
  const contracts = await sql<{
    idkontrak: number
    idpelanggan: number
    idteknisi: number | null
    jenis_pekerjaan: string
    periode_kunjungan: string
    tanggal_mulai: string
    tanggal_selesai: string
  }>`select idkontrak, idpelanggan, idteknisi, jenis_pekerjaan, periode_kunjungan, tanggal_mulai::text,
      tanggal_selesai::text from contracts
    where status_aktif = 'aktif' and tanggal_selesai >= ${from} and tanggal_mulai <= ${until}
      and idpelanggan > ${customersBefore}
    order by idkontrak`.execute(db)
  const technicians = (
    await sql<{ id: number }>`select idteknisi as id from technicians where status_aktif = 'aktif'`.execute(
      db,
    )
  ).rows.map((row) => row.id)
  if (technicians.length === 0) return 0
  // A commercial customer's visits name its first site (sites' seed ran before), as buatJadwal
  // does for a contract of a site: their devices are read at them (inspections' seed).
  const { rows: sites } = await sql<{ idpelanggan: number; idlokasi: number }>`
    select distinct on (idpelanggan) idpelanggan, idlokasi from sites
    where idpelanggan > ${customersBefore} order by idpelanggan, idlokasi`.execute(db)
  const siteOf = new Map(sites.map((site) => [site.idpelanggan, site.idlokasi]))
  const { rows: head } = await sql<{
    id: number
    // Streams, not the read table: a deleted visit's id is never given again.
  }>`select coalesce(max(stream_id::int), 0)::int as id from streams where stream_type = ${SCHEDULE_STREAM_TYPE}`.execute(
    db,
  )
  let nextId = head[0]!.id
  const streams: SeedStream[] = []
  const events: SeedEvent[] = []
  // The read rows the projection makes of these events, written in bulk: replaying a few hundred
  // thousand events one by one would take most of the seed's time (seed-scale.test.ts checks the
  // table equals a rebuild).
  const readRows: Record<string, unknown>[] = []
  for (const contract of contracts.rows) {
    const technician = contract.idteknisi ?? random.pick(technicians)
    const dates = planVisitDates(contract.periode_kunjungan, contract.tanggal_mulai, contract.tanggal_selesai)
    const planned = `${contract.tanggal_mulai}T01:00:00.000Z`
    for (const [index, tanggal] of dates.entries()) {
      if (tanggal < from || tanggal > until) continue
      nextId += 1
      const stream_id = String(nextId)
      const data = {
        idpenjadwalan: nextId,
        idpelanggan: contract.idpelanggan,
        idkontrak: contract.idkontrak,
        jenis_pekerjaan: contract.jenis_pekerjaan,
        lokasi: null,
        catatan: '',
        idteknisi: technician,
        tanggal,
        jam: random.next() < 0.5 ? null : `${String(random.int(8, 16)).padStart(2, '0')}:00`,
        jumlah_kunjungan: index + 1,
        ...(siteOf.has(contract.idpelanggan) ? { idlokasi: siteOf.get(contract.idpelanggan)! } : {}),
      }
      events.push({
        stream_id,
        version: 1,
        type: SchedulePlanned.type,
        data: data,
        created_at: planned,
      })
      const done = tanggal < today && random.next() < 0.85
      if (done) {
        const waktu_selesai = `${tanggal}T0${random.int(3, 9)}:00:00.000Z`
        const report = {
          catatan_teknisi: random.pick(NOTES),
          hama_ditemukan: [random.pick(HAMA_OPTIONS)],
          foto: [],
          waktu_selesai,
        }
        events.push({
          stream_id,
          version: 2,
          type: ScheduleCompleted.type,
          data: report,
          created_at: waktu_selesai,
        })
      }
      streams.push({ stream_id, version: done ? 2 : 1 })
      const last = events.at(-1)!
      readRows.push({
        idlokasi: null,
        ...data,
        status_penjadwalan: done ? 'selesai' : 'belum selesai',
        hasil_kunjungan: done ? last.data : null,
        version: done ? 2 : 1,
        created_at: planned,
        updated_at: last.created_at,
      })
    }
  }
  events.sort((a, b) => a.created_at.localeCompare(b.created_at))
  await inTransaction(db, async (trx) => {
    await writeSeedStreams(trx, SCHEDULE_STREAM_TYPE, streams, events)
    for (let at = 0; at < readRows.length; at += BATCH) {
      await sql`insert into schedules (idpenjadwalan, idpelanggan, idteknisi, idkontrak, tanggal, jam, jenis_pekerjaan,
          jumlah_kunjungan, status_penjadwalan, lokasi, idlokasi, catatan, hasil_kunjungan, version, created_at, updated_at)
        select r.idpenjadwalan, r.idpelanggan, r.idteknisi, r.idkontrak, r.tanggal::date, r.jam, r.jenis_pekerjaan,
          r.jumlah_kunjungan, r.status_penjadwalan, r.lokasi, r.idlokasi, r.catatan, r.hasil_kunjungan::jsonb, r.version,
          r.created_at::timestamptz, r.updated_at::timestamptz
        from jsonb_to_recordset(${JSON.stringify(readRows.slice(at, at + BATCH))}::jsonb)
          as r(idpenjadwalan int, idpelanggan int, idteknisi int, idkontrak int, tanggal text, jam text,
            jenis_pekerjaan text, jumlah_kunjungan int, status_penjadwalan text, lokasi text, idlokasi int, catatan text,
            hasil_kunjungan text, version int, created_at text, updated_at text)`.execute(trx)
    }
    if (nextId > 0) await sql`select setval('schedules_idpenjadwalan_seq', ${nextId})`.execute(trx)
  })
  return streams.length
}
