import { describe, it } from 'vitest'
import { ConflictError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { inspectionDecider } from './decider.ts'
import type { InspectionEvent } from './events.ts'
import type { ReadingValues } from './reading-shape.ts'

// The correction of a recorded reading (correction.ts) through the visit's decider.
const spec = deciderSpec(inspectionDecider)
const blank: Omit<ReadingValues, 'kondisi'> = {
  umpan_dimakan: null,
  aktivitas: null,
  umpan_diganti: null,
  tangkapan: [],
  lem_diganti: null,
  lampu_diganti: null,
  aktivitas_rayap: null,
  catatan: '',
}
const inspected = (values: Partial<ReadingValues>) =>
  ({
    type: 'DeviceInspected',
    data: {
      idpemeriksaan: 100,
      idpenjadwalan: 12,
      idperangkat: 7,
      idlokasi: 3,
      kode_perangkat: 'PJB1-007',
      jenis_perangkat: 'bait station',
      idempotency_key: 'k-1',
      waktu: '2026-12-07T02:14:05.000Z',
      kondisi: 'baik',
      ...blank,
      ...values,
    },
  }) satisfies InspectionEvent

describe('inspections decider: correcting a recorded reading', () => {
  const correct = (version: number, extra: object = {}, completed = false) => ({
    type: 'CorrectReading' as const,
    idpemeriksaan: 100,
    completed,
    input: {
      kondisi: 'baik' as const,
      umpan_dimakan: 75,
      aktivitas: 'kotoran' as const,
      umpan_diganti: true,
      alasan_koreksi: 'Salah pilih',
      version,
      ...extra,
    },
  })
  const recorded = inspected({
    umpan_dimakan: 25,
    aktivitas: 'gigitan',
    umpan_diganti: false,
  })

  it("from the reading's version: its new values and why", () => {
    spec
      .given([recorded])
      .when(correct(1))
      .thenEvents([
        {
          type: 'ReadingCorrected',
          data: {
            idpemeriksaan: 100,
            idperangkat: 7,
            kode_perangkat: 'PJB1-007',
            kondisi: 'baik',
            ...blank,
            umpan_dimakan: 75,
            aktivitas: 'kotoran',
            umpan_diganti: true,
            alasan_koreksi: 'Salah pilih',
          },
        },
      ])
  })

  it('a stale version is a conflict, a completed visit refuses, the same values record nothing', () => {
    // The reading as the first correction left it (stream version 2).
    const later = {
      type: 'ReadingCorrected' as const,
      data: {
        idpemeriksaan: 100,
        idperangkat: 7,
        kode_perangkat: 'PJB1-007',
        kondisi: 'baik',
        ...blank,
        umpan_dimakan: 75,
        aktivitas: 'kotoran',
        umpan_diganti: true,
        alasan_koreksi: 'Salah pilih',
      },
    } satisfies InspectionEvent
    spec
      .given([recorded, later])
      .when(correct(1))
      .thenThrows(ConflictError, 'Data telah diubah oleh pengguna lain')
    spec.given([recorded, later]).when(correct(2)).thenEvents([])
    spec
      .given([recorded])
      .when(correct(1, {}, true))
      .thenThrows(ValidationError, 'Kunjungan sudah selesai; hasil pemeriksaannya tidak dapat dikoreksi lagi')
  })
})
