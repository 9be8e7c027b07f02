import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import {
  actionDecider,
  type Evidence,
  type OpenFacts,
  type ThresholdValues,
  thresholdDecider,
} from './decider.ts'
import type { ActionEvent } from './events.ts'

const thresholds = deciderSpec(thresholdDecider)
const values: ThresholdValues = {
  idarea: null,
  zona: 'produksi',
  jenis_perangkat: 'insect light trap',
  hama: 'Lalat',
  periode: 'minggu',
  peringatan: 5,
  kritis: 20,
}
const set = { idambang: 'a', idlokasi: 3, ...values }

describe('thresholds of a site', () => {
  it('sets a threshold for its key', () => {
    thresholds
      .given([])
      .when({ type: 'SetThreshold', idlokasi: 3, idambang: 'a', values })
      .thenEvents([{ type: 'ThresholdSet', data: set }])
  })
  it('changes the threshold of the same key, keeping its id; the same values record nothing', () => {
    thresholds
      .given([{ type: 'ThresholdSet', data: set }])
      .when({ type: 'SetThreshold', idlokasi: 3, idambang: 'b', values: { ...values, peringatan: 8 } })
      .thenEvents([{ type: 'ThresholdSet', data: { ...set, peringatan: 8 } }])
    thresholds
      .given([{ type: 'ThresholdSet', data: set }])
      .when({ type: 'SetThreshold', idlokasi: 3, idambang: 'b', values })
      .thenEvents([])
  })
  it('refuses critical below warning, an area and a zone together, and an area of another site', () => {
    thresholds
      .given([])
      .when({ type: 'SetThreshold', idlokasi: 3, idambang: 'a', values: { ...values, kritis: 2 } })
      .thenThrows(ValidationError, 'Kritis tidak boleh lebih kecil dari peringatan')
    thresholds
      .given([])
      .when({
        type: 'SetThreshold',
        idlokasi: 3,
        idambang: 'a',
        values: { ...values, idarea: 4 },
        areaSite: 3,
      })
      .thenThrows(ValidationError, 'Pilih area atau zona, bukan keduanya')
    thresholds
      .given([])
      .when({
        type: 'SetThreshold',
        idlokasi: 3,
        idambang: 'a',
        values: { ...values, zona: null, idarea: 4 },
        areaSite: 9,
      })
      .thenThrows(ValidationError, 'Area bukan area lokasi ini')
  })
  it('removes a threshold it has, and refuses one it has not', () => {
    thresholds
      .given([{ type: 'ThresholdSet', data: set }])
      .when({ type: 'RemoveThreshold', idambang: 'a' })
      .thenEvents([{ type: 'ThresholdRemoved', data: { idambang: 'a' } }])
    thresholds
      .given([])
      .when({ type: 'RemoveThreshold', idambang: 'a' })
      .thenThrows(NotFoundError, 'Data ambang tidak ditemukan')
  })
})

const actions = deciderSpec(actionDecider)
const facts: OpenFacts = {
  idtindakan: 4,
  idlokasi: 3,
  idpelanggan: 7,
  idarea: 5,
  sumber: 'ambang',
  penyebab: 'ambang:glue board:Tikus',
  temuan: 'Tikus 1 pada glue board',
  penanggung_jawab: 'perusahaan',
}
const warning: Evidence = {
  idpemeriksaan: 41,
  indeks: null,
  nilai: 6,
  tingkat: 'peringatan',
  waktu: '2026-12-07T02:00:00Z',
}
const critical: Evidence = { ...warning, idpemeriksaan: 42, nilai: 25, tingkat: 'kritis' }
const opened: ActionEvent = {
  type: 'CorrectiveActionOpened',
  data: { ...facts, tingkat: 'peringatan', tenggat: '2027-01-06', bukti: warning },
}
const breach = (bukti: Evidence, tenggat: string) => ({
  type: 'RecordBreach' as const,
  open: facts,
  bukti,
  tenggat,
})

describe('a corrective action', () => {
  it('opens on the first breach, with its severity and due date', () => {
    actions.given([]).when(breach(warning, '2027-01-06')).thenEvents([opened])
  })
  it('attaches a later breach, raising the severity and bringing the due date forward', () => {
    actions
      .given([opened])
      .when(breach(critical, '2026-12-14'))
      .thenEvents([
        {
          type: 'CorrectiveActionBreachAttached',
          data: { bukti: critical, tingkat: 'kritis', tenggat: '2026-12-14' },
        },
      ])
  })
  it('records the same breach once', () => {
    actions.given([opened]).when(breach(warning, '2027-01-06')).thenEvents([])
  })
  it('takes no breach once verified (a new action opens instead)', () => {
    actions
      .given([
        opened,
        { type: 'CorrectiveActionVerified', data: { catatan: 'ok', idpenjadwalan: 9, waktu: 'w' } },
      ])
      .when(breach(critical, '2026-12-14'))
      .thenThrows(ConflictError, 'Tindakan korektif sudah ditutup')
  })
  it('is acknowledged, then verified; a verified one is neither acknowledged nor cancelled', () => {
    actions
      .given([opened])
      .when({ type: 'Acknowledge', komentar: 'Sudah diperbaiki', waktu: 'w' })
      .thenEvents([
        { type: 'CorrectiveActionAcknowledged', data: { komentar: 'Sudah diperbaiki', waktu: 'w' } },
      ])
    const verified: ActionEvent = {
      type: 'CorrectiveActionVerified',
      data: { catatan: 'Rapat', idpenjadwalan: 9, waktu: 'w', foto: 'tindakan-korektif/f.jpg' },
    }
    actions
      .given([opened, { type: 'CorrectiveActionAcknowledged', data: { komentar: 'x', waktu: 'w' } }])
      .when({
        type: 'Verify',
        catatan: 'Rapat',
        idpenjadwalan: 9,
        waktu: 'w',
        foto: 'tindakan-korektif/f.jpg',
      })
      .thenEvents([verified])
    actions
      .given([opened, verified])
      .when({ type: 'Cancel', alasan: 'salah', waktu: 'w' })
      .thenThrows(ConflictError, 'Tindakan korektif tidak lagi terbuka')
  })
  it('is cancelled with a reason; an action that does not exist is not found', () => {
    actions
      .given([opened])
      .when({ type: 'Cancel', alasan: 'Salah catat', waktu: 'w' })
      .thenEvents([{ type: 'CorrectiveActionCancelled', data: { alasan: 'Salah catat', waktu: 'w' } }])
    actions
      .given([])
      .when({ type: 'Acknowledge', komentar: 'x', waktu: 'w' })
      .thenThrows(NotFoundError, 'Data tindakan korektif tidak ditemukan')
  })
})
