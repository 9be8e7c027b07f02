import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { ContractValues } from './contract.ts'
import { contractDecider } from './decider.ts'

const spec = deciderSpec(contractDecider)
const values: ContractValues = {
  idpelanggan: 3,
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  tanggal_mulai: '2026-12-01',
  tanggal_selesai: '2027-11-30',
  nilai_kontrak: 12_000_000,
  idteknisi: null,
  status_aktif: 'aktif',
  catatan: '',
}
const created = {
  type: 'ContractCreated' as const,
  data: { idkontrak: 7, nomor_kontrak: 'KTR/2026/0001', ...values },
}
const create = (v = values) => ({
  type: 'CreateContract' as const,
  idkontrak: 7,
  nomor_kontrak: 'KTR/2026/0001',
  values: v,
})
const file = { file_key: 'kontrak/a.pdf', nama_file: 'kontrak.pdf', tipe: 'application/pdf', ukuran: 10 }

describe('contract decider', () => {
  it('creates a contract with the number it was given', () => {
    spec.given([]).when(create()).thenEvents([created])
  })
  it('refuses an end date that is not after the start', () => {
    for (const tanggal_selesai of ['2026-12-01', '2026-11-30']) {
      spec
        .given([])
        .when(create({ ...values, tanggal_selesai }))
        .thenThrows(ValidationError, 'Tanggal selesai harus setelah tanggal mulai')
      spec
        .given([created])
        .when({ type: 'UpdateContract', values: { ...values, tanggal_selesai } })
        .thenThrows(ValidationError, 'Tanggal selesai harus setelah tanggal mulai')
    }
  })
  it('refuses to create a contract twice', () => {
    spec.given([created]).when(create()).thenThrows(ConflictError, 'Kontrak sudah ada')
  })
  it('records a change as the whole contract, and nothing when nothing changed', () => {
    const changed = { ...values, nilai_kontrak: 15_000_000, status_aktif: 'tidak aktif' as const }
    spec
      .given([created])
      .when({ type: 'UpdateContract', values: changed })
      .thenEvents([{ type: 'ContractUpdated', data: changed }])
    spec.given([created]).when({ type: 'UpdateContract', values }).thenEvents([])
  })
  it('attaches a file and deletes an existing contract', () => {
    spec
      .given([created])
      .when({ type: 'AttachContractFile', file })
      .thenEvents([{ type: 'ContractFileAttached', data: file }])
    spec
      .given([created])
      .when({ type: 'DeleteContract', idkontrak: 7 })
      .thenEvents([{ type: 'ContractDeleted', data: { idkontrak: 7 } }])
  })
  it('answers "not found" for an unknown or deleted contract', () => {
    const deleted = { type: 'ContractDeleted' as const, data: { idkontrak: 7 } }
    for (const history of [[], [created, deleted]]) {
      spec
        .given(history)
        .when({ type: 'UpdateContract', values })
        .thenThrows(NotFoundError, 'Kontrak tidak ditemukan')
      spec
        .given(history)
        .when({ type: 'DeleteContract', idkontrak: 7 })
        .thenThrows(NotFoundError, 'Kontrak tidak ditemukan')
      spec
        .given(history)
        .when({ type: 'AttachContractFile', file })
        .thenThrows(NotFoundError, 'Kontrak tidak ditemukan')
    }
  })
})
