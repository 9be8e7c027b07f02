import { type Kysely, sql } from 'kysely'

// The domain model allows three or more digits in a customer code (TTSG-sda-028, ..., TTSG-sda-1000);
// the first migration's check allowed exactly three, which capped an area at 999 customers.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customers drop constraint customers_kode_pelanggan_check`.execute(db)
  await sql`alter table customers add constraint customers_kode_pelanggan_check
    check (kode_pelanggan ~ '^TTSG-(sda|sby|kdr|mjk|mlng)-[0-9]{3,}$')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customers drop constraint customers_kode_pelanggan_check`.execute(db)
  await sql`alter table customers add constraint customers_kode_pelanggan_check
    check (kode_pelanggan ~ '^TTSG-(sda|sby|kdr|mjk|mlng)-[0-9]{3}$')`.execute(db)
}
