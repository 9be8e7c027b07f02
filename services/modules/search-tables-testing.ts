import { sql } from 'kysely'
import type { DbOrTrx } from '../core/event-store/types.ts'

// For tests: the master-data search tables (docs/adr/0019) as stored, and as they must be, worked out
// from the read tables the way their migration first filled them.

export const CUSTOMER_TEXT = sql`c.kode_pelanggan || ' ' || c.nama_pelanggan || ' ' || c.alamat || ' ' || c.no_telp`

export const storedSearchRows = async (db: DbOrTrx) => ({
  customer_search: (await sql`select * from customer_search order by idpelanggan`.execute(db)).rows,
  contract_search: (await sql`select * from contract_search order by idkontrak`.execute(db)).rows,
  prospect_search: (await sql`select * from prospect_search order by idpemesanan`.execute(db)).rows,
})

export const expectedSearchRows = async (db: DbOrTrx) => ({
  customer_search: (
    await sql`select c.idpelanggan, lower(${CUSTOMER_TEXT}) as search_text, c.jenis_pekerjaan, c.status_aktif
      from customers c order by c.idpelanggan`.execute(db)
  ).rows,
  contract_search: (
    await sql`select k.idkontrak, k.idpelanggan,
        lower(k.nomor_kontrak) || E'\n' || coalesce(lower(${CUSTOMER_TEXT}), '') as search_text,
        k.jenis_pekerjaan, k.status_aktif, k.tanggal_selesai
      from contracts k left join customers c on c.idpelanggan = k.idpelanggan order by k.idkontrak`.execute(
      db,
    )
  ).rows,
  prospect_search: (
    await sql`select idpemesanan, lower(nama || ' ' || no_telp || ' ' || email || ' ' || alamat) as search_text,
        status, sumber, created_at
      from prospects order by idpemesanan`.execute(db)
  ).rows,
})
