import { sql } from 'kysely'
import type { ScaleContext } from '../../core/scale-data.ts'

// The accounts at scale (the admin's list at /admin-home/pengguna): one customer in three of this
// run has a portal account, and every technician of this run one, each made as an access link
// makes it (no username, no password), dated some days after its record. Stored state, as the
// product writes it: one statement each.
export async function seedAccountsAtScale(context: ScaleContext): Promise<number> {
  // By place in this run, not by id, so every run of N adds as many (a used database too).
  const customers = await sql`insert into users (role, nama, email, no_telp, idpelanggan, created_at)
    select 'pelanggan', nama_pelanggan, email, no_telp, idpelanggan,
      created_at + (place % 30) * interval '1 day'
    from (select c.*, row_number() over (order by c.idpelanggan) as place from customers c
      where c.idpelanggan > ${context.customersBefore ?? 0}) c
    where place % 3 = 1`.execute(context.db)
  const technicians = await sql`insert into users (role, nama, no_telp, idteknisi)
    select 'teknisi', t.nama_teknisi, t.no_telp, t.idteknisi from technicians t
    where t.idteknisi > ${context.techniciansBefore ?? 0}
      and not exists (select 1 from users u where u.idteknisi = t.idteknisi)`.execute(context.db)
  return Number(customers.numAffectedRows ?? 0) + Number(technicians.numAffectedRows ?? 0)
}
