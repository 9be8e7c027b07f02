import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { certificatesAuditSection } from './audit-pack-section.ts'
import { certificatesSeeder } from './demo-seed.ts'
import { certificateEvents } from './events.ts'
import { certificateGrants } from './permissions.ts'
import { certificatesPersonalData } from './personal-data.ts'
import { certificatesProjection } from './projection.ts'
import { seedCertificatesAtScale } from './scale-seed.ts'

// Termite certificates (sertifikat_rayap), event-sourced, with their files and a public
// verification page.
export const certificatesModule: ModuleDefinition = {
  name: 'certificates',
  wire: 'sertifikat_rayap',
  auditPackSections: [certificatesAuditSection],
  events: certificateEvents,
  projections: [certificatesProjection],
  grants: certificateGrants,
  personalData: certificatesPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'sertifikat_rayap', description: 'Sertifikat anti rayap, filenya dan kode QR-nya' },
    { name: 'verifikasi', description: 'Pemeriksaan keaslian sertifikat oleh siapa saja (publik)' },
  ],
  references: [
    { to: 'schedules', label: 'sertifikat rayap', table: 'certificates', column: 'idpenjadwalan' },
  ],
  demoSeed: (db, context) => certificatesSeeder.seed(db, context),
  // Most finished Termite Control visits get a certificate, each with its own small PDF.
  scaleSeed: [{ label: 'sertifikat rayap (events + baris, file PDF kecil)', run: seedCertificatesAtScale }],
  benchLists: [{ path: '/api/sertifikat_rayap/getData', search: 'hidayat' }],
}
