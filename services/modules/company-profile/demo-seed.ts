import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { setCompanyProfile } from './commands.ts'
import type { CompanyProfileValues } from './contract.ts'
import { companyProfileEvents } from './events.ts'
import { companyProfileProjection } from './projection.ts'
import { findCompanyProfile } from './queries.ts'

// Example values, marked as such, so nobody mistakes them for the company's real tax number or
// bank account when a demo invoice is printed. The admin replaces them under Profil Perusahaan.
export const DEMO_COMPANY_PROFILE: CompanyProfileValues = {
  nama_perusahaan: 'PT TTSG Pest Control (contoh)',
  alamat: 'Jl. Contoh Raya No. 1, Sidoarjo, Jawa Timur (alamat contoh)',
  npwp: '00.000.000.0-000.000',
  pkp: true,
  ppn_persen: 11,
  nama_bank: 'Bank Contoh',
  nomor_rekening: '0000000000',
  atas_nama_rekening: 'PT TTSG Pest Control (contoh)',
  penandatangan_nama: 'Nama Penandatangan (contoh)',
  penandatangan_jabatan: 'Direktur',
}

export const companyProfileSeeder = {
  name: 'company-profile',
  async seed(db: Db): Promise<number> {
    if ((await findCompanyProfile(db)) !== null) return 0
    // Only this module's events and projection: the demo seed runs before any API is built.
    const kit = composeModules([
      { name: 'company-profile', events: companyProfileEvents, projections: [companyProfileProjection] },
    ])
    const eventStore = createEventStore(db, kit)
    await setCompanyProfile({ db, eventStore }, DEMO_COMPANY_PROFILE, 0, {
      userId: null,
      role: null,
      requestId: 'demo-seed',
    })
    return 1
  },
}
