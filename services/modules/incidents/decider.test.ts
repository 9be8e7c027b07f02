import { describe, it } from 'vitest'
import { ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { IncidentValues } from './contract.ts'
import { incidentDecider } from './decider.ts'

const spec = deciderSpec(incidentDecider)
const now = '2026-12-06T03:00:00.000Z'
const values: IncidentValues = {
  judul: 'Laptop hilang',
  kejadian: 'Laptop admin hilang.',
  ditemukan_pada: '2026-12-06T02:30:00.000Z',
  jenis_subjek: 'Pelanggan',
  jenis_data: 'Nama, telepon',
  perkiraan_jumlah: 10,
  pelanggan_terdampak: [3],
  tindakan: '',
  status: 'baru',
}
const record = (v = values) => ({
  type: 'RecordIncident' as const,
  idinsiden: 1,
  values: v,
  now,
  unknownCustomers: [],
})
const recorded = { type: 'IncidentRecorded' as const, data: { idinsiden: 1, ...values } }

describe('incident decider', () => {
  it('records an incident', () => {
    spec.given([]).when(record()).thenEvents([recorded])
  })
  it('refuses a discovery in the future', () => {
    spec
      .given([])
      .when(record({ ...values, ditemukan_pada: '2026-12-07T00:00:00.000Z' }))
      .thenThrows(ValidationError, 'Waktu ditemukan tidak boleh di masa depan')
  })
  it('refuses customers that do not exist, naming them', () => {
    spec
      .given([])
      .when({ ...record(), unknownCustomers: [9, 11] })
      .thenThrows(ValidationError, 'Pelanggan terdampak tidak ditemukan: #9, #11')
  })
  it('records a change as the whole record, nothing when nothing changed', () => {
    const notified = { ...values, status: 'dinotifikasi' as const, tindakan: 'Pelanggan ditelepon' }
    spec
      .given([recorded])
      .when({ type: 'ChangeIncident', values: notified, now, unknownCustomers: [] })
      .thenEvents([{ type: 'IncidentChanged', data: notified }])
    spec.given([recorded]).when({ type: 'ChangeIncident', values, now, unknownCustomers: [] }).thenEvents([])
  })
  it('refuses to close an incident without its measures', () => {
    spec
      .given([recorded])
      .when({ type: 'ChangeIncident', values: { ...values, status: 'selesai' }, now, unknownCustomers: [] })
      .thenThrows(ValidationError, 'Tindakan wajib diisi sebelum insiden dinyatakan selesai')
  })
})
