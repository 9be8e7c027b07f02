import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { identitySeeder } from './demo-seed.ts'
import { identityEvents } from './events.ts'
import { identityGrants } from './permissions.ts'
import { identityPersonalData } from './personal-data.ts'
import { twoStepPolicyProjection } from './projection.ts'
import { seedAccountsAtScale } from './scale-seed.ts'

// Accounts and sessions are stored state: security records, not business history. The company's
// rule that all admins sign in in two steps is a decision, and so an event (ADR 0060).
export const identityModule: ModuleDefinition = {
  name: 'identity',
  events: identityEvents,
  projections: [twoStepPolicyProjection],
  grants: identityGrants,
  personalData: identityPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'sesi', description: 'Login, perpanjangan sesi dan logout' },
    { name: 'akses', description: 'Tautan akses pelanggan dan teknisi' },
    { name: 'pengguna', description: 'Akun pengguna (admin): daftar dan satu akun' },
    { name: 'profil', description: 'Profil dan password pengguna yang sedang login' },
    {
      name: 'dua_langkah',
      description: 'Verifikasi dua langkah (kode TOTP) untuk admin dan sesi yang sedang terbuka',
    },
  ],
  // A customer's or a technician's account keeps its record.
  references: [
    { to: 'customers', label: 'akun pelanggan', table: 'users', column: 'idpelanggan' },
    { to: 'technicians', label: 'akun pengguna', table: 'users', column: 'idteknisi' },
  ],
  demoSeed: identitySeeder.seed,
  scaleSeed: [{ label: 'akun pengguna', run: seedAccountsAtScale }],
  benchLists: [{ path: '/api/pengguna/getData', search: 'hidayat' }],
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
