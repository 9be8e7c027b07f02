import { describe, expect, it } from 'vitest'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { ScheduleValues } from './contract.ts'
import { type ScheduleFacts, scheduleDecider } from './decider.ts'
import { planVisitDates } from './visit-plan.ts'

const spec = deciderSpec(scheduleDecider)
const values: ScheduleValues = {
  idpelanggan: 3,
  idteknisi: 5,
  idkontrak: null,
  tanggal: '2026-12-07',
  jam: '09:00',
  jenis_pekerjaan: 'Pest Control',
  lokasi: null,
  catatan: '',
}
const facts: ScheduleFacts = {
  customerExists: true,
  technician: { status_aktif: 'aktif' },
  contract: { idpelanggan: 3, tanggal_mulai: '2026-12-01', tanggal_selesai: '2027-11-30' },
}
const planned = {
  type: 'SchedulePlanned' as const,
  data: { idpenjadwalan: 9, jumlah_kunjungan: 1, ...values },
}
const plan = (v = values, f = facts) => ({
  type: 'PlanSchedule' as const,
  idpenjadwalan: 9,
  jumlah_kunjungan: 1,
  values: v,
  facts: f,
})
const update = (v: Partial<ScheduleValues>, f = facts) => ({
  type: 'UpdateSchedule' as const,
  values: { ...values, ...v },
  facts: f,
})
const report = { catatan_teknisi: 'Umpan diganti', hama_ditemukan: ['Tikus' as const], foto: [] }
const at = '2026-12-07T03:30:00.000Z'
const status = (s: 'selesai' | 'belum selesai', role: 'admin' | 'teknisi' = 'admin', r = report) => ({
  type: 'ChangeScheduleStatus' as const,
  status: s,
  role,
  report: r,
  at,
})
const completed = { type: 'ScheduleCompleted' as const, data: { ...report, waktu_selesai: at } }
const deleted = { type: 'ScheduleDeleted' as const, data: { idpenjadwalan: 9 } }

describe('schedule decider: plan', () => {
  it('plans a visit with the id and number it was given', () => {
    spec.given([]).when(plan()).thenEvents([planned])
  })
  it('refuses an unknown customer or technician and an inactive technician', () => {
    spec
      .given([])
      .when(plan(values, { ...facts, customerExists: false }))
      .thenThrows(ValidationError, 'Pelanggan tidak ditemukan')
    spec
      .given([])
      .when(plan(values, { ...facts, technician: null }))
      .thenThrows(ValidationError, 'Teknisi tidak ditemukan')
    spec
      .given([])
      .when(plan(values, { ...facts, technician: { status_aktif: 'tidak aktif' } }))
      .thenThrows(ValidationError, 'Teknisi tidak aktif')
  })
  it('checks the contract: it exists, is the same customer, and holds the date', () => {
    const withContract = { ...values, idkontrak: 2 }
    spec
      .given([])
      .when(plan(withContract, { ...facts, contract: null }))
      .thenThrows(ValidationError, 'Kontrak tidak ditemukan')
    spec
      .given([])
      .when(plan(withContract, { ...facts, contract: { ...facts.contract!, idpelanggan: 4 } }))
      .thenThrows(ValidationError, 'Kontrak bukan milik pelanggan ini')
    for (const tanggal of ['2026-11-30', '2027-12-01']) {
      spec
        .given([])
        .when(plan({ ...withContract, tanggal }))
        .thenThrows(ValidationError, 'Tanggal harus di dalam periode kontrak')
    }
    for (const tanggal of ['2026-12-01', '2027-11-30']) {
      spec
        .given([])
        .when(plan({ ...withContract, tanggal }))
        .thenEvents([
          {
            type: 'SchedulePlanned',
            data: { idpenjadwalan: 9, jumlah_kunjungan: 1, ...withContract, tanggal },
          },
        ])
    }
  })
  it('refuses planning a visit twice', () => {
    spec.given([planned]).when(plan()).thenThrows(ConflictError, 'Penjadwalan sudah ada')
  })
})

describe('schedule decider: update', () => {
  it('records nothing when nothing changed', () => {
    spec.given([planned]).when(update({})).thenEvents([])
  })
  it('records a move, a new technician and changed details as separate facts', () => {
    spec
      .given([planned])
      .when(update({ tanggal: '2026-12-08', jam: null }))
      .thenEvents([{ type: 'ScheduleRescheduled', data: { tanggal: '2026-12-08', jam: null } }])
    spec
      .given([planned])
      .when(update({ idteknisi: 6 }))
      .thenEvents([{ type: 'ScheduleTechnicianAssigned', data: { idteknisi: 6 } }])
    const details = {
      idpelanggan: 3,
      idkontrak: null,
      jenis_pekerjaan: 'Fumigasi' as const,
      lokasi: 'Gudang',
      catatan: 'x',
    }
    spec
      .given([planned])
      .when(update({ jenis_pekerjaan: 'Fumigasi', lokasi: 'Gudang', catatan: 'x' }))
      .thenEvents([{ type: 'ScheduleDetailsChanged', data: details }])
  })
  it('keeps an inactive technician already on the visit but refuses assigning one', () => {
    const inactive = { ...facts, technician: { status_aktif: 'tidak aktif' } }
    spec
      .given([planned])
      .when(update({ catatan: 'tetap' }, inactive))
      .thenEvents([
        {
          type: 'ScheduleDetailsChanged',
          data: {
            idpelanggan: 3,
            idkontrak: null,
            jenis_pekerjaan: 'Pest Control',
            lokasi: null,
            catatan: 'tetap',
          },
        },
      ])
    spec
      .given([planned])
      .when(update({ idteknisi: 6 }, inactive))
      .thenThrows(ValidationError, 'Teknisi tidak aktif')
  })
  it('refuses a date outside the contract and a deleted or unknown visit', () => {
    spec
      .given([planned])
      .when(update({ idkontrak: 2, tanggal: '2028-01-03' }))
      .thenThrows(ValidationError, 'Tanggal harus di dalam periode kontrak')
    spec.given([planned, deleted]).when(update({})).thenThrows(NotFoundError, 'Penjadwalan tidak ditemukan')
    spec.given([]).when(update({})).thenThrows(NotFoundError, 'Penjadwalan tidak ditemukan')
  })
})

describe('schedule decider: status and delete', () => {
  it('completes with the report; completing again records nothing', () => {
    spec.given([planned]).when(status('selesai', 'teknisi')).thenEvents([completed])
    spec.given([planned, completed]).when(status('selesai', 'teknisi')).thenEvents([])
  })
  it('asks a technician for a note, not an admin', () => {
    const silent = { ...report, catatan_teknisi: ' ' }
    spec
      .given([planned])
      .when(status('selesai', 'teknisi', silent))
      .thenThrows(ValidationError, 'Catatan Teknisi tidak boleh kosong')
    spec
      .given([planned])
      .when(status('selesai', 'admin', silent))
      .thenEvents([{ type: 'ScheduleCompleted', data: { ...silent, waktu_selesai: at } }])
  })
  it('lets only an admin reopen a completed visit', () => {
    spec
      .given([planned, completed])
      .when(status('belum selesai'))
      .thenEvents([{ type: 'ScheduleReopened', data: { status_penjadwalan: 'belum selesai' } }])
    spec.given([planned]).when(status('belum selesai')).thenEvents([])
    spec
      .given([planned, completed])
      .when(status('belum selesai', 'teknisi'))
      .thenThrows(ForbiddenError, 'Teknisi hanya dapat menandai kunjungan sebagai selesai')
  })
  it('deletes a visit once', () => {
    spec.given([planned]).when({ type: 'DeleteSchedule', idpenjadwalan: 9 }).thenEvents([deleted])
    spec
      .given([planned, deleted])
      .when({ type: 'DeleteSchedule', idpenjadwalan: 9 })
      .thenThrows(NotFoundError, 'Penjadwalan tidak ditemukan')
    spec
      .given([planned, deleted])
      .when(status('selesai'))
      .thenThrows(NotFoundError, 'Penjadwalan tidak ditemukan')
  })
})

describe('planVisitDates', () => {
  const sunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0
  it('plans one a month on the same day, moved off Sundays', () => {
    const dates = planVisitDates('1x / bulan', '2026-01-31', '2026-06-30')
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-06-01',
      '2026-06-30',
    ])
    expect(planVisitDates('1x / bulan', '2026-03-01', '2026-03-31')).toEqual(['2026-03-02'])
  })
  it('plans two a month two weeks apart and weekly visits, none on a Sunday', () => {
    expect(planVisitDates('2x / bulan', '2026-12-01', '2027-01-31')).toEqual([
      '2026-12-01',
      '2026-12-15',
      '2027-01-01',
      '2027-01-15',
    ])
    const weekly = planVisitDates('1x / minggu', '2026-12-06', '2027-01-31')
    expect(weekly[0]).toBe('2026-12-07')
    expect(weekly.some(sunday)).toBe(false)
  })
  it('moves a last-day Sunday back to Saturday, and plans nothing on request or for stations', () => {
    expect(planVisitDates('1x / bulan', '2026-11-29', '2026-11-29')).toEqual([])
    expect(planVisitDates('1x / minggu', '2026-11-28', '2026-11-29')).toEqual(['2026-11-28'])
    expect(planVisitDates('1x / bulan', '2026-11-01', '2026-11-01')).toEqual([])
    expect(planVisitDates('permintaan', '2026-01-01', '2026-12-31')).toEqual([])
    expect(planVisitDates('station', '2026-01-01', '2026-12-31')).toEqual([])
  })
})
