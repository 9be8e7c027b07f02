import { describe, it } from 'vitest'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { type ApplicationCommand, applicationDecider, type LicenceFacts } from './decider.ts'
import type { ApplicationEvent, PesticideEvent } from './events.ts'
import { licenceDecider, pesticideDecider } from './register-deciders.ts'

const applications = deciderSpec(applicationDecider)
const visit = { idpenjadwalan: 12, idpelanggan: 3, idteknisi: 7, tanggal: '2026-11-20' }
const product = { idpestisida: 2, berlaku_sampai: '2027-01-31', terbatas: false, satuan: 'ml' as const }
const restricted = { ...product, terbatas: true, satuan: 'blok' as const }
const licence = (jenis_lisensi: LicenceFacts['jenis_lisensi'], berlaku_sampai = '2027-12-31') => ({
  jenis_lisensi,
  berlaku_sampai,
})
const record = (over: Partial<Extract<ApplicationCommand, { type: 'RecordApplication' }>> = {}) => ({
  type: 'RecordApplication' as const,
  idpemakaian: 40,
  visit,
  product,
  licences: [],
  input: { jumlah: 250, pengenceran: '10 ml per liter air', metode: 'semprot' as const },
  ...over,
})
const applied: ApplicationEvent = {
  type: 'PesticideApplied',
  data: {
    idpemakaian: 40,
    idpenjadwalan: 12,
    idpelanggan: 3,
    idteknisi: 7,
    tanggal: '2026-11-20',
    idpestisida: 2,
    jumlah: 250,
    satuan: 'ml',
    pengenceran: '10 ml per liter air',
    idarea: null,
    metode: 'semprot',
    catatan: '',
  },
}

describe('application decider: the rules of audit-work.md', () => {
  it('records an application with the visit’s customer, technician and date and the product’s unit', () => {
    applications.given([]).when(record()).thenEvents([applied])
  })

  it('refuses a product whose registration has expired on the visit’s date, valid through its last day', () => {
    applications
      .given([])
      .when(record({ product: { ...product, berlaku_sampai: '2026-11-19' } }))
      .thenThrows(ValidationError, 'Nomor registrasi pestisida sudah tidak berlaku')
    applications
      .given([])
      .when(record({ product: { ...product, berlaku_sampai: '2026-11-20' } }))
      .thenEvents([applied])
  })

  it('refuses a restricted product without a restricted-use licence valid on the visit’s date', () => {
    const message = 'Teknisi belum memiliki lisensi pestisida terbatas yang berlaku'
    applications
      .given([])
      .when(record({ product: restricted }))
      .thenThrows(ValidationError, message)
    for (const licences of [
      [licence('pengguna pestisida terbatas', '2026-11-19')],
      [licence('fumigator'), licence('lainnya')],
    ]) {
      applications
        .given([])
        .when(record({ product: restricted, licences }))
        .thenThrows(ValidationError, message)
    }
    applications
      .given([])
      .when(record({ product: restricted, licences: [licence('pengguna pestisida terbatas', '2026-11-20')] }))
      .thenEvents([{ ...applied, data: { ...applied.data, satuan: 'blok' } } as ApplicationEvent])
  })

  it('refuses fumigation without a valid fumigator licence', () => {
    const fumigation = { jumlah: 2, metode: 'fumigasi' as const }
    applications
      .given([])
      .when(record({ input: fumigation, licences: [licence('pengguna pestisida terbatas')] }))
      .thenThrows(ValidationError, 'Teknisi belum memiliki lisensi fumigator yang berlaku')
    applications
      .given([])
      .when(record({ input: fumigation, licences: [licence('fumigator', '2026-11-01')] }))
      .thenThrows(ValidationError, 'Teknisi belum memiliki lisensi fumigator yang berlaku')
    applications
      .given([])
      .when(record({ input: fumigation, licences: [licence('fumigator')] }))
      .thenEvents([
        {
          ...applied,
          data: { ...applied.data, jumlah: 2, pengenceran: '', metode: 'fumigasi' },
        } as ApplicationEvent,
      ])
  })

  it('refuses a missing visit or product, and removes only a recorded application', () => {
    applications
      .given([])
      .when(record({ visit: null }))
      .thenThrows(ValidationError, 'Penjadwalan tidak ditemukan')
    applications
      .given([])
      .when(record({ product: null }))
      .thenThrows(ValidationError, 'Pestisida tidak ditemukan')
    applications
      .given([applied])
      .when({ type: 'RemoveApplication', idpemakaian: 40 })
      .thenEvents([{ type: 'PesticideApplicationRemoved', data: { idpemakaian: 40 } }])
    applications
      .given([])
      .when({ type: 'RemoveApplication', idpemakaian: 40 })
      .thenThrows(NotFoundError, 'Pemakaian pestisida tidak ditemukan')
  })
})

const input = {
  nama_dagang: 'Sipermetrin 100 EC (contoh)',
  bahan_aktif: 'Sipermetrin',
  kadar: '100 g/l',
  formulasi: 'cair (EC/SC)' as const,
  nomor_registrasi: 'RI. 0101-0000-002',
  berlaku_sampai: '2028-01-31',
  terbatas: false,
  satuan: 'ml' as const,
}
const registered: PesticideEvent = {
  type: 'PesticideRegistered',
  data: { idpestisida: 2, ...input, hama_sasaran: '', pengenceran: '', label: null, sds: null },
}

describe('pesticide and licence deciders', () => {
  it('records a renewed registration and a restriction apart from the description, nothing when unchanged', () => {
    const products = deciderSpec(pesticideDecider)
    products
      .given([])
      .when({ type: 'RegisterPesticide', idpestisida: 2, input, label: null, sds: null })
      .thenEvents([registered])
    products
      .given([registered])
      .when({
        type: 'ChangePesticide',
        input: { ...input, kadar: '50 g/l', berlaku_sampai: '2031-01-31', terbatas: true },
      })
      .thenEvents([
        { type: 'PesticideDetailsChanged', data: { kadar: '50 g/l' } },
        {
          type: 'PesticideRegistrationChanged',
          data: { nomor_registrasi: 'RI. 0101-0000-002', berlaku_sampai: '2031-01-31' },
        },
        { type: 'PesticideRestrictionChanged', data: { terbatas: true } },
      ])
    products.given([registered]).when({ type: 'ChangePesticide', input }).thenEvents([])
    products
      .given([])
      .when({ type: 'ChangePesticide', input })
      .thenThrows(NotFoundError, 'Pestisida tidak ditemukan')
  })

  it('records a licence for an existing technician only', () => {
    const licences = deciderSpec(licenceDecider)
    const values = { jenis_lisensi: 'fumigator' as const, nomor: 'FUM/1', berlaku_sampai: '2027-01-01' }
    const command = { type: 'RecordLicence' as const, idlisensi: 1, idteknisi: 7, input: values, file: null }
    licences
      .given([])
      .when({ ...command, technicianExists: true })
      .thenEvents([
        { type: 'TechnicianLicenceRecorded', data: { idlisensi: 1, idteknisi: 7, ...values, file: null } },
      ])
    licences
      .given([])
      .when({ ...command, technicianExists: false })
      .thenThrows(ValidationError, 'Teknisi tidak ditemukan')
  })
})
