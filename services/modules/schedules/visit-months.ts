import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { SCHEDULE_STREAM_TYPE } from './events.ts'
import { lastDay } from './queries.ts'

// A customer's month, as the monthly treatment report is keyed.
export type CustomerMonth = { idpelanggan: number; tahun: number; bulan: number }

const firstDay = (tahun: number, bulan: number) => `${tahun}-${String(bulan).padStart(2, '0')}-01`

// The version of a customer's month of visits: a digest of each visit's id and version. A compiled
// PDF records it, so a compile can tell whether the visits moved since (and skip when they did
// not); any change to a visit of the month (or one leaving or joining it) changes the digest.
export async function monthVisitsVersion(db: Db, month: CustomerMonth): Promise<string> {
  const { rows } = await sql<{ digest: string }>`select ${visitsVersionOf(
    sql`${month.idpelanggan}`,
    month.tahun,
    month.bulan,
  )} as digest`.execute(db)
  return rows[0]!.digest
}

// The same digest as an SQL expression, for the customer `idpelanggan` names (a value or a column).
export function visitsVersionOf(idpelanggan: RawBuilder<unknown>, tahun: number, bulan: number) {
  const from = firstDay(tahun, bulan)
  return sql<string>`(select md5(coalesce(string_agg(s.idpenjadwalan || ':' || s.version, ','
      order by s.idpenjadwalan), '')) from schedules s
    where s.idpelanggan = ${idpelanggan} and s.tanggal between ${from}::date and ${lastDay(from)}::date)`
}

type Place = { idpelanggan: number; tanggal: string } | null

// Where the visit stood after each event: its customer and date, or nowhere once deleted.
function placeAfter(place: Place, event: { type: string; data: Record<string, unknown> }): Place {
  const data = event.data
  switch (event.type) {
    case 'SchedulePlanned':
      return { idpelanggan: data.idpelanggan as number, tanggal: data.tanggal as string }
    case 'ScheduleRescheduled':
      return place && { ...place, tanggal: data.tanggal as string }
    case 'ScheduleDetailsChanged':
      return place && { ...place, idpelanggan: data.idpelanggan as number }
    case 'ScheduleDeleted':
      return null
    default:
      return place
  }
}

const monthOf = (place: NonNullable<Place>): CustomerMonth => ({
  idpelanggan: place.idpelanggan,
  tahun: Number(place.tanggal.slice(0, 4)),
  bulan: Number(place.tanggal.slice(5, 7)),
})

// The customers' months a visit's event at `version` touched: where the visit stood just before it
// and just after (a visit moved to another month or customer changes both reports).
export async function monthsTouchedBy(
  eventStore: EventStore,
  idpenjadwalan: string,
  version: number,
): Promise<CustomerMonth[]> {
  const history = await eventStore.readStream(SCHEDULE_STREAM_TYPE, idpenjadwalan)
  let before: Place = null
  let after: Place = null
  for (const event of history) {
    if (event.version > version) break
    before = after
    after = placeAfter(after, event)
  }
  const months = [before, after].flatMap((place) => (place ? [monthOf(place)] : []))
  return months.filter(
    (month, index) =>
      months.findIndex(
        (other) =>
          other.idpelanggan === month.idpelanggan &&
          other.tahun === month.tahun &&
          other.bulan === month.bulan,
      ) === index,
  )
}
