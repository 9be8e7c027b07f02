import { type Kysely, sql } from 'kysely'

// The searches of the master-data lists (customers, contracts, prospects) move to narrow
// lower-case tables of their own, as the invoices' and the schedules' did (docs/adr/0019, 0015, 0017).
//
// Each search counted its matches through a trigram index on an expression of the wide read
// table: the bitmap visited nearly every page of it (2 600 of the customers' 2 624 for 'hidayat')
// and computed lower() of a four-part concatenation for each of the 11 000 matching rows. The
// contracts' search was worse: `lower(nomor) like p OR idpelanggan in (customers matching p)` cannot
// use an index for the OR, so every contract was tested (a sequential scan of 102 000 rows).
//
// - `customer_search (idpelanggan, search_text, jenis_pekerjaan, status_aktif)`: search_text is the
//   expression the list searched until now, lower(code ' ' name ' ' address ' ' phone).
// - `contract_search (idkontrak, idpelanggan, search_text, jenis_pekerjaan, status_aktif,
//   tanggal_selesai)`: search_text is lower(number) and its customer's search text joined by a line
//   feed, which a search never holds (searchText refuses control characters), so a match lies in
//   one of the two, exactly as the OR did.
// - `prospect_search (idpemesanan, search_text, status, sumber, created_at)`: the prospects'
//   expression, and the list's order with its own index so a page is a walk of it.
// Each holds the columns its list filters on, with the wide table's filter indexes, so a search with
// filters is counted on it alone, and a filter that keeps few rows (no inactive customer) narrows
// the search's bitmap (BitmapAnd) instead of leaving every match to recheck.
// Kept by triggers in the writing transaction: insert, delete, truncate per statement (the seed's
// and a rebuild's bulk inserts are one pass), an update of a copied column per row (the WHEN keeps
// every other update free). A customer inserted, deleted or changed in code, name, address or
// phone rewrites its contracts' texts. The trigram indexes have fastupdate off (ADR 0015: a
// pending list is read whole by every search). The wide tables' own trigram indexes go: nothing
// else reads them, and they cost every write.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create function customer_search_text(kode text, nama text, alamat text, no_telp text) returns text
    language sql immutable as $$ select lower(kode || ' ' || nama || ' ' || alamat || ' ' || no_telp) $$`.execute(
    db,
  )
  await sql`create function contract_search_text(nomor text, idpelanggan integer) returns text
    language sql stable as $$
      select lower(nomor) || E'\n' || coalesce((select customer_search_text(c.kode_pelanggan, c.nama_pelanggan, c.alamat, c.no_telp)
        from customers c where c.idpelanggan = contract_search_text.idpelanggan), '')
    $$`.execute(db)
  await sql`create function prospect_search_text(nama text, no_telp text, email text, alamat text) returns text
    language sql immutable as $$ select lower(nama || ' ' || no_telp || ' ' || email || ' ' || alamat) $$`.execute(
    db,
  )

  await sql`create table customer_search (
    idpelanggan integer primary key,
    search_text text not null,
    jenis_pekerjaan text not null,
    status_aktif text not null
  )`.execute(db)
  await sql`insert into customer_search
    select idpelanggan, customer_search_text(kode_pelanggan, nama_pelanggan, alamat, no_telp), jenis_pekerjaan, status_aktif
    from customers`.execute(db)
  await sql`create index customer_search_text_idx on customer_search using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  await sql`create index customer_search_status_idx on customer_search (status_aktif, idpelanggan desc)`.execute(
    db,
  )
  await sql`create index customer_search_jenis_idx on customer_search (jenis_pekerjaan, idpelanggan desc)`.execute(
    db,
  )

  await sql`create table contract_search (
    idkontrak integer primary key,
    idpelanggan integer not null,
    search_text text not null,
    jenis_pekerjaan text not null,
    status_aktif text not null,
    tanggal_selesai date not null
  )`.execute(db)
  await sql`insert into contract_search
    select idkontrak, idpelanggan, contract_search_text(nomor_kontrak, idpelanggan), jenis_pekerjaan, status_aktif,
      tanggal_selesai
    from contracts`.execute(db)
  await sql`create index contract_search_text_idx on contract_search using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  await sql`create index contract_search_pelanggan_idx on contract_search (idpelanggan, idkontrak desc)`.execute(
    db,
  )
  await sql`create index contract_search_status_idx on contract_search (status_aktif, tanggal_selesai)`.execute(
    db,
  )
  await sql`create index contract_search_jenis_idx on contract_search (jenis_pekerjaan, idkontrak desc)`.execute(
    db,
  )

  await sql`create table prospect_search (
    idpemesanan integer primary key,
    search_text text not null,
    status text not null,
    sumber text not null,
    created_at timestamptz not null
  )`.execute(db)
  await sql`insert into prospect_search
    select idpemesanan, prospect_search_text(nama, no_telp, email, alamat), status, sumber, created_at
    from prospects`.execute(db)
  await sql`create index prospect_search_text_idx on prospect_search using gin (search_text gin_trgm_ops)
    with (fastupdate = off)`.execute(db)
  // The list's order (newest first): a search's page walks it, testing each row, instead of sorting
  // every match.
  await sql`create index prospect_search_created_idx on prospect_search (created_at desc, idpemesanan desc)`.execute(
    db,
  )
  await sql`create index prospect_search_status_idx on prospect_search (status, created_at desc)`.execute(db)
  await sql`create index prospect_search_sumber_idx on prospect_search (sumber, created_at desc)`.execute(db)

  // Customers: their own search row, and the customer part of their contracts' texts.
  await sql`create function customer_search_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into customer_search
          select idpelanggan, customer_search_text(kode_pelanggan, nama_pelanggan, alamat, no_telp), jenis_pekerjaan,
            status_aktif
          from new_rows;
        update contract_search s set search_text = contract_search_text(k.nomor_kontrak, k.idpelanggan)
          from new_rows n join contracts k on k.idpelanggan = n.idpelanggan
          where s.idkontrak = k.idkontrak
            and s.search_text is distinct from contract_search_text(k.nomor_kontrak, k.idpelanggan);
      elsif tg_op = 'DELETE' then
        delete from customer_search x using old_rows o where x.idpelanggan = o.idpelanggan;
        update contract_search s set search_text = contract_search_text(k.nomor_kontrak, k.idpelanggan)
          from old_rows o join contracts k on k.idpelanggan = o.idpelanggan
          where s.idkontrak = k.idkontrak
            and s.search_text is distinct from contract_search_text(k.nomor_kontrak, k.idpelanggan);
      elsif tg_op = 'TRUNCATE' then
        -- delete, not truncate: a rebuild truncates both tables in one statement. The contracts'
        -- texts are left: the rebuild inserts every customer again, which rewrites them.
        delete from customer_search;
      else
        update customer_search set idpelanggan = new.idpelanggan,
          search_text = customer_search_text(new.kode_pelanggan, new.nama_pelanggan, new.alamat, new.no_telp),
          jenis_pekerjaan = new.jenis_pekerjaan, status_aktif = new.status_aktif
        where idpelanggan = old.idpelanggan;
        if (old.idpelanggan, old.kode_pelanggan, old.nama_pelanggan, old.alamat, old.no_telp)
          is distinct from (new.idpelanggan, new.kode_pelanggan, new.nama_pelanggan, new.alamat, new.no_telp) then
          update contract_search s set search_text = contract_search_text(k.nomor_kontrak, k.idpelanggan)
            from contracts k
            where k.idpelanggan in (old.idpelanggan, new.idpelanggan) and s.idkontrak = k.idkontrak
              and s.search_text is distinct from contract_search_text(k.nomor_kontrak, k.idpelanggan);
        end if;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger customer_search_insert after insert on customers
    referencing new table as new_rows for each statement execute function customer_search_follow()`.execute(
    db,
  )
  await sql`create trigger customer_search_delete after delete on customers
    referencing old table as old_rows for each statement execute function customer_search_follow()`.execute(
    db,
  )
  await sql`create trigger customer_search_truncate after truncate on customers
    for each statement execute function customer_search_follow()`.execute(db)
  await sql`create trigger customer_search_update after update on customers for each row when (
      (old.idpelanggan, old.kode_pelanggan, old.nama_pelanggan, old.alamat, old.no_telp, old.jenis_pekerjaan, old.status_aktif)
      is distinct from
      (new.idpelanggan, new.kode_pelanggan, new.nama_pelanggan, new.alamat, new.no_telp, new.jenis_pekerjaan, new.status_aktif)
    ) execute function customer_search_follow()`.execute(db)

  await sql`create function contract_search_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into contract_search
          select idkontrak, idpelanggan, contract_search_text(nomor_kontrak, idpelanggan), jenis_pekerjaan, status_aktif,
            tanggal_selesai
          from new_rows;
      elsif tg_op = 'DELETE' then
        delete from contract_search x using old_rows o where x.idkontrak = o.idkontrak;
      elsif tg_op = 'TRUNCATE' then
        delete from contract_search;
      else
        update contract_search set idkontrak = new.idkontrak, idpelanggan = new.idpelanggan,
          search_text = contract_search_text(new.nomor_kontrak, new.idpelanggan),
          jenis_pekerjaan = new.jenis_pekerjaan, status_aktif = new.status_aktif, tanggal_selesai = new.tanggal_selesai
        where idkontrak = old.idkontrak;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger contract_search_insert after insert on contracts
    referencing new table as new_rows for each statement execute function contract_search_follow()`.execute(
    db,
  )
  await sql`create trigger contract_search_delete after delete on contracts
    referencing old table as old_rows for each statement execute function contract_search_follow()`.execute(
    db,
  )
  await sql`create trigger contract_search_truncate after truncate on contracts
    for each statement execute function contract_search_follow()`.execute(db)
  await sql`create trigger contract_search_update after update on contracts for each row when (
      (old.idkontrak, old.idpelanggan, old.nomor_kontrak, old.jenis_pekerjaan, old.status_aktif, old.tanggal_selesai)
      is distinct from
      (new.idkontrak, new.idpelanggan, new.nomor_kontrak, new.jenis_pekerjaan, new.status_aktif, new.tanggal_selesai)
    ) execute function contract_search_follow()`.execute(db)

  await sql`create function prospect_search_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into prospect_search
          select idpemesanan, prospect_search_text(nama, no_telp, email, alamat), status, sumber, created_at
          from new_rows;
      elsif tg_op = 'DELETE' then
        delete from prospect_search x using old_rows o where x.idpemesanan = o.idpemesanan;
      elsif tg_op = 'TRUNCATE' then
        delete from prospect_search;
      else
        update prospect_search set idpemesanan = new.idpemesanan,
          search_text = prospect_search_text(new.nama, new.no_telp, new.email, new.alamat),
          status = new.status, sumber = new.sumber, created_at = new.created_at
        where idpemesanan = old.idpemesanan;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger prospect_search_insert after insert on prospects
    referencing new table as new_rows for each statement execute function prospect_search_follow()`.execute(
    db,
  )
  await sql`create trigger prospect_search_delete after delete on prospects
    referencing old table as old_rows for each statement execute function prospect_search_follow()`.execute(
    db,
  )
  await sql`create trigger prospect_search_truncate after truncate on prospects
    for each statement execute function prospect_search_follow()`.execute(db)
  await sql`create trigger prospect_search_update after update on prospects for each row when (
      (old.idpemesanan, old.nama, old.no_telp, old.email, old.alamat, old.status, old.sumber, old.created_at)
      is distinct from
      (new.idpemesanan, new.nama, new.no_telp, new.email, new.alamat, new.status, new.sumber, new.created_at)
    ) execute function prospect_search_follow()`.execute(db)

  await sql`drop index customers_search_trgm_idx`.execute(db)
  await sql`drop index contracts_nomor_trgm`.execute(db)
  await sql`drop index prospects_search_trgm_idx`.execute(db)
  await sql`analyze customer_search`.execute(db)
  await sql`analyze contract_search`.execute(db)
  await sql`analyze prospect_search`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index prospects_search_trgm_idx on prospects using gin
    (lower(nama || ' ' || no_telp || ' ' || email || ' ' || alamat) gin_trgm_ops)`.execute(db)
  await sql`create index contracts_nomor_trgm on contracts using gin (lower(nomor_kontrak) gin_trgm_ops)`.execute(
    db,
  )
  await sql`create index customers_search_trgm_idx on customers using gin
    ((lower(kode_pelanggan || ' ' || nama_pelanggan || ' ' || alamat || ' ' || no_telp)) gin_trgm_ops)`.execute(
    db,
  )
  for (const [table, prefix] of [
    ['prospects', 'prospect_search'],
    ['contracts', 'contract_search'],
    ['customers', 'customer_search'],
  ] as const) {
    for (const event of ['update', 'truncate', 'delete', 'insert']) {
      await sql`drop trigger ${sql.raw(`${prefix}_${event}`)} on ${sql.table(table)}`.execute(db)
    }
    await sql`drop function ${sql.raw(`${prefix}_follow`)}()`.execute(db)
    await sql`drop table ${sql.table(prefix)}`.execute(db)
  }
  await sql`drop function prospect_search_text(text, text, text, text)`.execute(db)
  await sql`drop function contract_search_text(text, integer)`.execute(db)
  await sql`drop function customer_search_text(text, text, text, text)`.execute(db)
}
