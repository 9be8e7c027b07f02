import { type Kysely, sql } from 'kysely'

// A site's trend from a monthly rollup (issue 40 "Speed", docs/adr/0127): `inspection_months`
// holds, per site, Jakarta month and device type, the readings' counts (hama '') and, per pest,
// the captures' entries and sum, kept by statement triggers on `inspections` in the writing
// statement (the append, a correction, a rebuild, an erasure), as schedules_counts (ADR 0014).
// `n` is how many readings (or capture entries) a row sums: a row reaching 0 is removed, so the
// table is always what `inspection_months_refill()` builds from the readings (a rebuild's hook).
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
  // The rows' contributions, signed: +1 for rows a statement added, -1 for rows it removed.
  await sql`create function inspection_months_delta(changed inspections[], direction integer)
    returns table (idlokasi integer, bulan text, jenis_perangkat text, hama text, n bigint,
      hilang bigint, bait_station_aktif bigint, jumlah bigint)
    language sql stable as $$
      select r.idlokasi, to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM'), r.jenis_perangkat, '',
        direction, direction * (r.kondisi = 'hilang')::int,
        direction * (r.jenis_perangkat = 'bait station' and r.aktivitas is not null and r.aktivitas <> 'tidak ada')::int, 0
      from unnest(changed) r
      union all
      select r.idlokasi, to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM'), r.jenis_perangkat, t.hama,
        direction, 0, 0, direction * t.jumlah
      from unnest(changed) r, jsonb_to_recordset(r.tangkapan) t(hama text, jumlah integer)
    $$`.execute(db)
  // Keys are locked in sorted order (two writers cannot deadlock); a key left at n = 0 goes.
  await sql`create function inspection_months_apply(added inspections[], removed inspections[])
    returns void language sql as $$
      insert into inspection_months as m
        select idlokasi, bulan, jenis_perangkat, hama, sum(n), sum(hilang), sum(bait_station_aktif), sum(jumlah)
        from (select * from inspection_months_delta(added, 1)
              union all select * from inspection_months_delta(removed, -1)) d
        group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict (idlokasi, bulan, jenis_perangkat, hama) do update set
          n = m.n + excluded.n, hilang = m.hilang + excluded.hilang,
          bait_station_aktif = m.bait_station_aktif + excluded.bait_station_aktif,
          jumlah = m.jumlah + excluded.jumlah;
      delete from inspection_months where n = 0
        and (idlokasi, bulan, jenis_perangkat) in (
          select idlokasi, bulan, jenis_perangkat from inspection_months_delta(removed, -1));
    $$`.execute(db)
  await sql`create function inspection_months_refill() returns void language sql as $$
      delete from inspection_months;
      insert into inspection_months
        select idlokasi, bulan, jenis_perangkat, hama, sum(n), sum(hilang), sum(bait_station_aktif), sum(jumlah)
        from inspection_months_delta(array(select i from inspections i), 1)
        group by 1, 2, 3, 4;
    $$`.execute(db)
  await sql`create function inspection_months_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform inspection_months_apply(array(select r::inspections from new_rows r), '{}'::inspections[]);
      elsif tg_op = 'DELETE' then
        perform inspection_months_apply('{}'::inspections[], array(select r::inspections from old_rows r));
      else
        perform inspection_months_apply(array(select r::inspections from new_rows r), array(select r::inspections from old_rows r));
      end if;
      return null;
    end $$`.execute(db)
  // An update fires on any column (a statement trigger with transition tables takes no column
  // list): a reading's photos (ADR 0119) take one row out and put the same back.
  const transitions = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  }
  for (const [event, tables] of Object.entries(transitions))
    await sql`create trigger ${sql.id(`inspection_months_${event}`)} after ${sql.raw(event)} on inspections
      referencing ${sql.raw(tables)} for each statement execute function inspection_months_changed()`.execute(
      db,
    )
  await sql`create function inspection_months_clear() returns trigger language plpgsql as $$
    begin delete from inspection_months; return null; end $$`.execute(db)
  await sql`create trigger inspection_months_truncate after truncate on inspections
    for each statement execute function inspection_months_clear()`.execute(db)
  await sql`select inspection_months_refill()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['truncate', 'delete', 'update', 'insert'])
    await sql`drop trigger ${sql.id(`inspection_months_${trigger}`)} on inspections`.execute(db)
  await sql`drop function inspection_months_clear()`.execute(db)
  await sql`drop function inspection_months_changed()`.execute(db)
  await sql`drop function inspection_months_refill()`.execute(db)
  await sql`drop function inspection_months_apply(inspections[], inspections[])`.execute(db)
  await sql`drop function inspection_months_delta(inspections[], integer)`.execute(db)
  await sql`drop table inspection_months`.execute(db)
}
