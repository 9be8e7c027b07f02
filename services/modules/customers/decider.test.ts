import { describe, it } from 'vitest'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { CustomerDetails } from './contract.ts'
import { customerDecider } from './decider.ts'

const spec = deciderSpec(customerDecider)

const details: CustomerDetails = {
  kode_pelanggan: 'TTSG-sda-010',
  nama_pelanggan: 'Toko Sumber Rejeki (contoh)',
  nama_kontak: '',
  alamat: 'Jl. Mojopahit No. 5, Sidoarjo',
  link_maps: '',
  no_telp: '081234567890',
  email: '',
  jenis_usaha: 'Bisnis',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  status_aktif: 'aktif',
  catatan: '',
  kirim_laporan_bulanan: false,
  dasar_pemrosesan: 'kontrak',
  persetujuan_email_laporan: false,
}
const created = { type: 'CustomerCreated' as const, data: details }
const deleted = { type: 'CustomerDeleted' as const, data: { kode_pelanggan: details.kode_pelanggan } }
const deactivated = { type: 'CustomerDeactivated' as const, data: { status_aktif: 'tidak aktif' as const } }

describe('customer decider', () => {
  it('records a new customer as a whole', () => {
    spec.given([]).when({ type: 'CreateCustomer', details }).thenEvents([created])
  })

  it('never creates a customer twice on one stream', () => {
    spec
      .given([created])
      .when({ type: 'CreateCustomer', details })
      .thenThrows(ConflictError, 'Kode Pelanggan sudah dipakai')
  })

  it('records only the changed details of an edit', () => {
    spec
      .given([created])
      .when({
        type: 'UpdateCustomer',
        details: { ...details, nama_pelanggan: 'Toko Baru', email: 'a@b.co.id' },
      })
      .thenEvents([
        { type: 'CustomerDetailsChanged', data: { nama_pelanggan: 'Toko Baru', email: 'a@b.co.id' } },
      ])
  })

  it('splits an edit into details, frequency and status events', () => {
    spec
      .given([created])
      .when({
        type: 'UpdateCustomer',
        details: {
          ...details,
          alamat: 'Jl. Baru 1',
          periode_kunjungan: '2x / bulan',
          status_aktif: 'tidak aktif',
        },
      })
      .thenEvents([
        { type: 'CustomerDetailsChanged', data: { alamat: 'Jl. Baru 1' } },
        { type: 'CustomerVisitFrequencyChanged', data: { periode_kunjungan: '2x / bulan' } },
        deactivated,
      ])
  })

  it('records the monthly report email switch as a detail, on and off', () => {
    spec
      .given([created])
      .when({ type: 'UpdateCustomer', details: { ...details, kirim_laporan_bulanan: true } })
      .thenEvents([{ type: 'CustomerDetailsChanged', data: { kirim_laporan_bulanan: true } }])
    spec
      .given([created, { type: 'CustomerDetailsChanged', data: { kirim_laporan_bulanan: true } }])
      .when({ type: 'UpdateCustomer', details })
      .thenEvents([{ type: 'CustomerDetailsChanged', data: { kirim_laporan_bulanan: false } }])
  })

  it('records nothing for an edit that changes nothing', () => {
    spec.given([created]).when({ type: 'UpdateCustomer', details }).thenEvents([])
  })

  it('changes the visit frequency, and records nothing for the same one', () => {
    spec
      .given([created])
      .when({ type: 'ChangeVisitFrequency', periode_kunjungan: '1x / minggu' })
      .thenEvents([{ type: 'CustomerVisitFrequencyChanged', data: { periode_kunjungan: '1x / minggu' } }])
    spec
      .given([created])
      .when({ type: 'ChangeVisitFrequency', periode_kunjungan: '1x / bulan' })
      .thenEvents([])
  })

  it('deactivates and activates again', () => {
    spec
      .given([created])
      .when({ type: 'ChangeCustomerStatus', status_aktif: 'tidak aktif' })
      .thenEvents([deactivated])
    spec
      .given([created, deactivated])
      .when({ type: 'ChangeCustomerStatus', status_aktif: 'aktif' })
      .thenEvents([{ type: 'CustomerActivated', data: { status_aktif: 'aktif' } }])
    spec
      .given([created, deactivated])
      .when({ type: 'ChangeCustomerStatus', status_aktif: 'tidak aktif' })
      .thenEvents([])
  })

  it('deletes a customer nothing points at, and refuses one in use', () => {
    spec.given([created]).when({ type: 'DeleteCustomer', usedBy: [] }).thenEvents([deleted])
    spec
      .given([created])
      .when({ type: 'DeleteCustomer', usedBy: ['kontrak', 'akun pelanggan'] })
      .thenThrows(ConflictError, 'Data masih dipakai oleh kontrak, akun pelanggan, nonaktifkan saja')
  })

  it('treats a missing or deleted customer as not found', () => {
    for (const history of [[], [created, deleted]]) {
      spec
        .given(history)
        .when({ type: 'UpdateCustomer', details })
        .thenThrows(NotFoundError, 'Data pelanggan tidak ditemukan')
      spec
        .given(history)
        .when({ type: 'ChangeCustomerStatus', status_aktif: 'aktif' })
        .thenThrows(NotFoundError, 'Data pelanggan tidak ditemukan')
      spec
        .given(history)
        .when({ type: 'DeleteCustomer', usedBy: [] })
        .thenThrows(NotFoundError, 'Data pelanggan tidak ditemukan')
    }
  })
})
