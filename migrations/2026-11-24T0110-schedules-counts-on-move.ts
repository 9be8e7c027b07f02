import { type Kysely, sql } from 'kysely'

// The statement trigger that kept schedules_counts on UPDATE cost ~2.5 ms per command (two
// statements over transition tables, planned each time) even when the visit stayed in its
// (year, month, technician, status). A row trigger that fires only when that key changes costs
// nothing for such an update and two upserts otherwise, taken in key order (no deadlock between
// two writers moving visits in opposite directions). Inserts and deletes keep their statement
// triggers (the bulk seed and a rebuild insert in bulk).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger schedules_counts_update on schedules`.execute(db)
  await sql`create function schedules_counts_move() returns trigger language plpgsql as $$
    declare
      old_key record;
      new_key record;
      step integer;
    begin
      select extract(year from old.tanggal)::int as tahun, extract(month from old.tanggal)::int as bulan,
        old.idteknisi as idteknisi, old.status_penjadwalan as status_penjadwalan into old_key;
      select extract(year from new.tanggal)::int as tahun, extract(month from new.tanggal)::int as bulan,
        new.idteknisi as idteknisi, new.status_penjadwalan as status_penjadwalan into new_key;
      if old_key = new_key then return null; end if;
      for step in 1..2 loop
        if (step = 1) = (old_key < new_key) then
          update schedules_counts set n = n - 1
            where tahun = old_key.tahun and bulan = old_key.bulan and idteknisi = old_key.idteknisi
              and status_penjadwalan = old_key.status_penjadwalan;
          delete from schedules_counts
            where tahun = old_key.tahun and bulan = old_key.bulan and idteknisi = old_key.idteknisi
              and status_penjadwalan = old_key.status_penjadwalan and n = 0;
        else
          insert into schedules_counts as c values (new_key.tahun, new_key.bulan, new_key.idteknisi, new_key.status_penjadwalan, 1)
            on conflict (tahun, bulan, idteknisi, status_penjadwalan) do update set n = c.n + 1;
        end if;
      end loop;
      return null;
    end $$`.execute(db)
  await sql`create trigger schedules_counts_move after update of tanggal, idteknisi, status_penjadwalan on schedules
    for each row when (
      extract(year from old.tanggal) is distinct from extract(year from new.tanggal)
      or extract(month from old.tanggal) is distinct from extract(month from new.tanggal)
      or old.idteknisi is distinct from new.idteknisi
      or old.status_penjadwalan is distinct from new.status_penjadwalan
    ) execute function schedules_counts_move()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger schedules_counts_move on schedules`.execute(db)
  await sql`drop function schedules_counts_move()`.execute(db)
  await sql`create trigger schedules_counts_update after update on schedules
    referencing old table as old_rows new table as new_rows for each statement execute function schedules_counts_apply()`.execute(
    db,
  )
}
