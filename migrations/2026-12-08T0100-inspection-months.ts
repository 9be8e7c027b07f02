import { type Kysely, sql } from 'kysely'

// A site's trend from a monthly rollup (issue 40 "Speed", docs/adr/0127): `inspection_months`
// holds, per site, Jakarta month and device type, the readings' counts (hama '') and, per pest,
// the captures' entries and sum, kept by statement triggers on `inspections` in the writing
// statement (the append, a correction, a rebuild, an erasure), as schedules_counts (ADR 0014).
// `n` is how many readings (or capture entries) a row sums: a row reaching 0 is removed, so the
// table is always what `inspection_months_refill()` builds from the readings (a rebuild's hook).

// The sums of `rows` (the readings' columns and `sign`: +1 added, -1 removed) per key. Each
// trigger gets this text with its own transition tables, so PL/pgSQL plans it once per session
// (helper functions over arrays cost an append ~1 ms more, measured: ADR 0127).
const sums = (rows: string) => `
  select idlokasi, bulan, jenis_perangkat, hama, sum(n), sum(hilang), sum(bait_station_aktif), sum(jumlah)
  from (
    select r.idlokasi, to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM') as bulan, r.jenis_perangkat,
      ''::text as hama, r.sign as n, r.sign * (r.kondisi = 'hilang')::int as hilang,
      r.sign * (r.jenis_perangkat = 'bait station' and r.aktivitas is not null and r.aktivitas <> 'tidak ada')::int
        as bait_station_aktif,
      0 as jumlah
    from (${rows}) r
    union all
    select r.idlokasi, to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM'), r.jenis_perangkat, t.hama,
      r.sign, 0, 0, r.sign * t.jumlah
    from (${rows}) r, jsonb_to_recordset(r.tangkapan) t(hama text, jumlah integer)
  ) d
  group by 1, 2, 3, 4`

// Keys are locked in sorted order (two writers cannot deadlock); a key left at n = 0 goes (only
// a statement that removed readings can leave one: the keys of those).
const apply = (rows: string, removed: boolean) => `
  insert into inspection_months as m ${sums(rows)} order by 1, 2, 3, 4
  on conflict (idlokasi, bulan, jenis_perangkat, hama) do update set
    n = m.n + excluded.n, hilang = m.hilang + excluded.hilang,
    bait_station_aktif = m.bait_station_aktif + excluded.bait_station_aktif, jumlah = m.jumlah + excluded.jumlah;
  ${removed ? EMPTIED : ''}`

const EMPTIED = `delete from inspection_months m using old_rows o
  where m.n = 0 and m.idlokasi = o.idlokasi and m.jenis_perangkat = o.jenis_perangkat
    and m.bulan = to_char(o.waktu at time zone 'Asia/Jakarta', 'YYYY-MM');`

const ADDED = 'select a.*, 1 as sign from new_rows a'
const REMOVED = 'select o.*, -1 as sign from old_rows o'
// An update fires on any column (a statement trigger with transition tables takes no column
// list): a reading's photos (ADR 0119) take one row out and put the same back.
const TRIGGERS = {
  insert: { tables: 'new table as new_rows', rows: ADDED },
  update: { tables: 'old table as old_rows new table as new_rows', rows: `${ADDED} union all ${REMOVED}` },
  delete: { tables: 'old table as old_rows', rows: REMOVED },
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table inspection_months (
    idlokasi integer not null,
    bulan text not null,
    jenis_perangkat text not null,
    hama text not null,
    n bigint not null,
    hilang bigint not null,
    bait_station_aktif bigint not null,
    jumlah bigint not null,
    primary key (idlokasi, bulan, jenis_perangkat, hama)
  )`.execute(db)
  await sql`create function inspection_months_refill() returns void language sql as $$
      delete from inspection_months;
      insert into inspection_months ${sql.raw(sums('select i.*, 1 as sign from inspections i'))};
    $$`.execute(db)
  for (const [event, { tables, rows }] of Object.entries(TRIGGERS)) {
    const name = sql.id(`inspection_months_${event}`)
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin ${sql.raw(apply(rows, event !== 'insert'))} return null; end $$`.execute(db)
    await sql`create trigger ${name} after ${sql.raw(event)} on inspections
      referencing ${sql.raw(tables)} for each statement execute function ${name}()`.execute(db)
  }
  await sql`create function inspection_months_clear() returns trigger language plpgsql as $$
    begin delete from inspection_months; return null; end $$`.execute(db)
  await sql`create trigger inspection_months_truncate after truncate on inspections
    for each statement execute function inspection_months_clear()`.execute(db)
  await sql`select inspection_months_refill()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger inspection_months_truncate on inspections`.execute(db)
  await sql`drop function inspection_months_clear()`.execute(db)
  for (const event of Object.keys(TRIGGERS)) {
    const name = sql.id(`inspection_months_${event}`)
    await sql`drop trigger ${name} on inspections`.execute(db)
    await sql`drop function ${name}()`.execute(db)
  }
  await sql`drop function inspection_months_refill()`.execute(db)
  await sql`drop table inspection_months`.execute(db)
}
