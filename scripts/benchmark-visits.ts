import { sql } from 'kysely'
import type { Db } from '../services/core/database.ts'
import type { ScheduleValues } from '../services/modules/schedules/index.ts'

// What the command measurements share (measure-command-steps, measure-command-wal,
// measure-schedules): the plain UPDATE's baseline rows, and the values of a visit planned for a
// seeded customer and active technician, on a given day.
export async function ensureBaselineRows(db: Db): Promise<void> {
  await sql`create table if not exists bench_steps (id int primary key, n bigint, updated_at timestamptz)`.execute(
    db,
  )
  await sql`insert into bench_steps select g, 0, now() from generate_series(1, 100) g on conflict do nothing`.execute(
    db,
  )
}

export async function benchmarkVisitValues(db: Db): Promise<(tanggal: string) => ScheduleValues> {
  const someone = (
    await sql<{ idpelanggan: number; idteknisi: number }>`select c.idpelanggan, t.idteknisi
      from customers c, technicians t where t.status_aktif = 'aktif' limit 1`.execute(db)
  ).rows[0]
  if (someone === undefined) throw new Error('no customer and active technician: run seed:scale first')
  return (tanggal) => ({
    ...someone,
    idkontrak: null,
    tanggal,
    jam: null,
    jenis_pekerjaan: 'Pest Control',
    lokasi: null,
    catatan: 'm',
  })
}
