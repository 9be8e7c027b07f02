import { type RawBuilder, sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'

// The digest of a customer's month of readings (each reading's id and version, by the reading's
// Jakarta day, as the monthly PDF picks them): a reading recorded or corrected changes it, so the
// monthly PDF compiled before is known stale although no visit changed (issue 39).
export function readingsVersionOf(idpelanggan: RawBuilder<unknown>, dari: string, sampai: string) {
  return sql<string>`(select md5(coalesce(string_agg(i.idpemeriksaan || ':' || i.version, ','
      order by i.idpemeriksaan), '')) from inspections i join sites l on l.idlokasi = i.idlokasi
    where l.idpelanggan = ${idpelanggan}
      and (i.waktu at time zone 'Asia/Jakarta')::date between ${dari}::date and ${sampai}::date)`
}

// The customers' months a visit's readings fall in (the months whose PDF they are part of).
export async function readingMonthsOfVisit(
  db: DbOrTrx,
  idpenjadwalan: number,
): Promise<{ idpelanggan: number; tahun: number; bulan: number }[]> {
  const { rows } = await sql<{ idpelanggan: number; tahun: number; bulan: number }>`
    select distinct l.idpelanggan,
      extract(year from i.waktu at time zone 'Asia/Jakarta')::int as tahun,
      extract(month from i.waktu at time zone 'Asia/Jakarta')::int as bulan
    from inspections i join sites l on l.idlokasi = i.idlokasi
    where i.idpenjadwalan = ${idpenjadwalan}`.execute(db)
  return rows
}
