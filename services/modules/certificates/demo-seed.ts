import { Readable } from 'node:stream'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { renderSimplePdf } from '../../core/simple-pdf.ts'
import { findCustomerByKode } from '../customers/index.ts'
import {
  changeScheduleStatus,
  createSchedule,
  scheduleEvents,
  schedulesProjection,
} from '../schedules/index.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../technicians/index.ts'
import { issueCertificate } from './commands.ts'
import { certificateEvents } from './events.ts'
import { CERTIFICATE_FILE_RULES, CERTIFICATE_FOLDER } from './files.ts'
import { certificatesProjection } from './projection.ts'
import type { CertificateTables } from './tables.ts'

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

// Termite Control work the demo customers had done, and how long each certificate still runs:
// one valid for years, one ending within the reminders' 30 days, one expired.
const DEMO = [
  { kode: 'TTSG-sda-001', doneDaysAgo: 40, validDays: 3 * 365 },
  { kode: 'TTSG-sby-003', doneDaysAgo: 340, validDays: 20 },
  { kode: 'TTSG-sda-004', doneDaysAgo: 800, validDays: -30 },
] as const

// The demo certificates, each for a finished Termite Control visit of its own, with a PDF marked
// (contoh). Only on a database without certificates.
export const certificatesSeeder = {
  name: 'certificates',
  async seed(db: Db, { files }: { files: FileStore }, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<CertificateTables>()
      .selectFrom('certificates')
      .select('idsertifikat_rayap')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const technician = await findTechnicianByName(db, DEMO_TECHNICIAN_NAME)
    if (technician === undefined) return 0
    const kit = composeModules([
      { name: 'schedules', events: scheduleEvents, projections: [schedulesProjection] },
      { name: 'certificates', events: certificateEvents, projections: [certificatesProjection] },
    ])
    const deps = { db, eventStore: createEventStore(db, kit), files }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const today = todayJakarta(now)
    let created = 0
    for (const demo of DEMO) {
      const customer = await findCustomerByKode(db, demo.kode)
      if (customer === undefined) continue
      const tanggal = addDays(today, -demo.doneDaysAgo)
      const visit = await createSchedule(
        deps,
        {
          idpelanggan: customer.idpelanggan,
          idteknisi: technician.idteknisi,
          idkontrak: null,
          tanggal,
          jam: '09:00',
          jenis_pekerjaan: 'Termite Control',
          lokasi: null,
          catatan: 'Injeksi termitisida pra-bangun (contoh)',
        },
        metadata,
      )
      await changeScheduleStatus(
        deps,
        visit.idpenjadwalan,
        {
          status: 'selesai',
          catatan_teknisi: 'Injeksi selesai di 24 titik (contoh)',
          hama_ditemukan: ['Rayap'],
          foto: [],
        },
        { expectedVersion: undefined, metadata, role: 'admin', actor: 'demo-seed', now },
      )
      const expires = addDays(today, demo.validDays)
      const pdf = await renderSimplePdf('SERTIFIKAT ANTI RAYAP (contoh)', [
        `Pelanggan: ${customer.nama_pelanggan}`,
        `Alamat: ${customer.alamat}`,
        `Tanggal pekerjaan: ${tanggal}`,
        `Berlaku sampai: ${expires}`,
      ])
      const stored = await files.write(
        CERTIFICATE_FOLDER,
        Readable.from([pdf]),
        CERTIFICATE_FILE_RULES,
        'sertifikat.pdf',
      )
      await issueCertificate(
        deps,
        { idpenjadwalan: visit.idpenjadwalan, tanggal_expired: expires },
        { ...stored, name: `sertifikat-${demo.kode}.pdf` },
        metadata,
      )
      created += 1
    }
    return created
  },
}
