import { type Kysely, sql } from 'kysely'

// The master-data lists count from list_counts (migration 2026-11-28T1000) instead of counting
// 100 000 rows per page (issue 28: about 12 ms of server time per 10-row page): customers by job
// type and status, prospects by status and source, technicians by status, and contracts by job
// type, status and the month they end in (a contract's `berakhir` depends on today: the months
// before this one are counted from the groups, this month's days on the rows).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`select track_list_counts('customers', 'customers',
    'jsonb_build_object(''jenis_pekerjaan'', r.jenis_pekerjaan, ''status_aktif'', r.status_aktif)')`.execute(
    db,
  )
  await sql`select track_list_counts('prospects', 'prospects',
    'jsonb_build_object(''status'', r.status, ''sumber'', r.sumber)')`.execute(db)
  await sql`select track_list_counts('technicians', 'technicians',
    'jsonb_build_object(''status_aktif'', r.status_aktif)')`.execute(db)
  await sql`select track_list_counts('contracts', 'contracts',
    'jsonb_build_object(''jenis_pekerjaan'', r.jenis_pekerjaan, ''status_aktif'', r.status_aktif,
      ''bulan_selesai'', to_char(r.tanggal_selesai, ''YYYY-MM''))')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const list of ['contracts', 'technicians', 'prospects', 'customers'])
    await sql`select untrack_list_counts(${list})`.execute(db)
}
