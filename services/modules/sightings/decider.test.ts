import { describe, expect, it } from 'vitest'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import { type ReportedFacts, type SightingState, sightingDecider } from './decider.ts'

const facts: ReportedFacts = {
  idpenampakan: 1,
  idlokasi: 2,
  idpelanggan: 3,
  idarea: null,
  hama: 'Kecoa',
  catatan: '',
  sumber: 'poster',
  waktu: '2026-12-01T00:00:00.000Z',
  batas_tanggapan: '2026-12-03T00:00:00.000Z',
  foto: null,
}
const waktu = '2026-12-02T00:00:00.000Z'
const after = (events: ReturnType<typeof sightingDecider.decide>, state = sightingDecider.initialState()) =>
  events.reduce<SightingState>((s, event) => sightingDecider.evolve(s, event), state)

describe('sightingDecider', () => {
  it('reports once: the same report again (a replay) changes nothing', () => {
    const reported = sightingDecider.decide({ type: 'Report', facts }, sightingDecider.initialState())
    expect(reported.map((e) => e.type)).toEqual(['SightingReported'])
    const state = after(reported)
    expect(state.status).toBe('menunggu')
    expect(sightingDecider.decide({ type: 'Report', facts }, state)).toEqual([])
  })

  it('takes a planned visit, then handled; nothing after handled; nothing for a sighting never reported', () => {
    let state = after(sightingDecider.decide({ type: 'Report', facts }, sightingDecider.initialState()))
    const follow = (tindak_lanjut: 'kunjungan dijadwalkan' | 'ditangani') =>
      sightingDecider.decide({ type: 'FollowUp', tindak_lanjut, catatan: '', waktu }, state)
    state = after(follow('kunjungan dijadwalkan'), state)
    expect(state.status).toBe('kunjungan dijadwalkan')
    expect(() => follow('kunjungan dijadwalkan')).toThrow(ConflictError)
    state = after(follow('ditangani'), state)
    expect(state.status).toBe('ditangani')
    expect(() => follow('kunjungan dijadwalkan')).toThrow(ConflictError)
    expect(() =>
      sightingDecider.decide(
        { type: 'FollowUp', tindak_lanjut: 'ditangani', catatan: '', waktu },
        sightingDecider.initialState(),
      ),
    ).toThrow(NotFoundError)
  })
})
