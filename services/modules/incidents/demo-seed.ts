import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { findCustomerByKode } from '../customers/index.ts'
import { recordIncident } from './commands.ts'
import { incidentEvents } from './events.ts'
import { incidentsProjection } from './projection.ts'
import type { IncidentTables } from './tables.ts'

// One closed example incident, so the register is not empty on `npm start` (it is not on the
// admin home: it was notified and closed). Only on a database without incidents.
export const incidentsSeeder = {
  name: 'incidents',
  async seed(db: Db, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<IncidentTables>()
      .selectFrom('incidents')
      .select('idinsiden')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const kit = composeModules([
      { name: 'incidents', events: incidentEvents, projections: [incidentsProjection] },
    ])
    const customer = await findCustomerByKode(db, 'TTSG-sda-001')
    const found = new Date(now.getTime() - 40 * 86_400_000).toISOString()
    await recordIncident(
      { db, eventStore: createEventStore(db, kit), now: () => now },
      {
        judul: 'Email laporan terkirim ke alamat keliru (contoh)',
        kejadian: 'Laporan bulanan satu pelanggan terkirim ke alamat email pelanggan lain (contoh).',
        ditemukan_pada: found,
        jenis_subjek: 'Pelanggan',
        jenis_data: 'Nama, alamat, catatan kunjungan',
        perkiraan_jumlah: 1,
        pelanggan_terdampak: customer ? [{ idpelanggan: customer.idpelanggan }] : [],
        tindakan: 'Penerima diminta menghapus email; pelanggan diberi tahu lewat telepon (contoh).',
        status: 'selesai',
      },
      { userId: null, role: 'admin', requestId: 'demo-seed' },
    )
    return 1
  },
}
