import { type RawBuilder, sql } from 'kysely'

// The digest of a customer's month of pesticide applications (each one's id and version, by its
// date, as the monthly PDF lists them): one recorded, changed or removed changes it, so the monthly
// PDF compiled before is known stale although no visit changed (issue 39).
export function applicationsVersionOf(idpelanggan: RawBuilder<unknown>, dari: string, sampai: string) {
  return sql<string>`(select md5(coalesce(string_agg(a.idpemakaian || ':' || a.version, ','
      order by a.idpemakaian), '')) from pesticide_applications a
    where a.idpelanggan = ${idpelanggan} and a.tanggal between ${dari}::date and ${sampai}::date)`
}
