import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findingOf, type ReadingValues } from './reading-shape.ts'
import type { Inspection } from './records.ts'
import type { InspectionsTable, InspectionTables } from './tables.ts'

type Row = Omit<InspectionsTable, 'waktu' | 'tangkapan' | 'created_at'> & {
  waktu: Date
  tangkapan: { hama: string; jumlah: number }[]
}

const columns = [
  'idpemeriksaan',
  'idpenjadwalan',
  'idperangkat',
  'idlokasi',
  'kode_perangkat',
  'jenis_perangkat',
  'waktu',
  'kondisi',
  'umpan_dimakan',
  'aktivitas',
  'umpan_diganti',
  'tangkapan',
  'lem_diganti',
  'lampu_diganti',
  'aktivitas_rayap',
  'catatan',
  'foto_1',
  'foto_2',
  'version',
] as const

// A reading's photos as the addresses the screens open (GET /api/pemeriksaan/foto/{id}/{ke}).
export const photoUrls = (row: { idpemeriksaan: number; foto_1: string | null; foto_2: string | null }) =>
  [row.foto_1, row.foto_2].flatMap((key, index) =>
    key ? [`/api/pemeriksaan/foto/${row.idpemeriksaan}/${index + 1}`] : [],
  )

export function toInspection(row: Pick<Row, (typeof columns)[number]>): Inspection {
  const values = {
    kondisi: row.kondisi,
    umpan_dimakan: row.umpan_dimakan,
    aktivitas: row.aktivitas,
    umpan_diganti: row.umpan_diganti,
    tangkapan: row.tangkapan,
    lem_diganti: row.lem_diganti,
    lampu_diganti: row.lampu_diganti,
    aktivitas_rayap: row.aktivitas_rayap,
    catatan: row.catatan,
  } as ReadingValues
  return {
    idpemeriksaan: row.idpemeriksaan,
    idpenjadwalan: row.idpenjadwalan,
    idperangkat: row.idperangkat,
    kode_perangkat: row.kode_perangkat,
    jenis_perangkat: row.jenis_perangkat,
    waktu: row.waktu.toISOString(),
    ...values,
    temuan: findingOf(values),
    foto: photoUrls(row),
    version: row.version,
  }
}

const table = (db: DbOrTrx) => db.withTables<InspectionTables>().selectFrom('inspections')

// A visit's readings in the order they were made.
export async function readingsOfVisit(db: DbOrTrx, idpenjadwalan: number): Promise<Inspection[]> {
  const rows = await table(db)
    .select(columns)
    .where('idpenjadwalan', '=', idpenjadwalan)
    .orderBy('waktu')
    .orderBy('idpemeriksaan')
    .execute()
  return rows.map(toInspection)
}

// One reading with its visit (the correction's and the history's owner check), or undefined.
export async function findReading(db: DbOrTrx, idpemeriksaan: number): Promise<Inspection | undefined> {
  const row = await table(db).select(columns).where('idpemeriksaan', '=', idpemeriksaan).executeTakeFirst()
  return row && toInspection(row)
}

// How many of these devices have no reading at this visit.
export async function unreadAmong(db: DbOrTrx, idpenjadwalan: number, devices: readonly number[]) {
  if (devices.length === 0) return 0
  const read = await table(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idpenjadwalan', '=', idpenjadwalan)
    .where('idperangkat', 'in', devices)
    .executeTakeFirstOrThrow()
  return devices.length - Number(read.n)
}

// A site's readings of a period (dates in Jakarta time, both included), oldest first: the CSV.
export async function* readingsOfSite(
  db: DbOrTrx,
  idlokasi: number,
  period: { dari: string; sampai: string },
): AsyncGenerator<Inspection> {
  const rows = await table(db)
    .select(columns)
    .where('idlokasi', '=', idlokasi)
    .where(
      sql<boolean>`(waktu at time zone 'Asia/Jakarta')::date between ${period.dari}::date and ${period.sampai}::date`,
    )
    .orderBy('waktu')
    .orderBy('idpemeriksaan')
    .execute()
  for (const row of rows) yield toInspection(row)
}

// Each device's last reading at or before a moment (the monthly map's colours), by device id.
export async function lastReadings(
  db: DbOrTrx,
  idlokasi: number,
  until: Date,
): Promise<Map<number, Inspection>> {
  const rows = await table(db)
    .select(columns)
    .distinctOn('idperangkat')
    .where('idlokasi', '=', idlokasi)
    .where('waktu', '<=', until)
    .orderBy('idperangkat')
    .orderBy('waktu', 'desc')
    .execute()
  return new Map(rows.map((row) => [row.idperangkat, toInspection(row)]))
}
