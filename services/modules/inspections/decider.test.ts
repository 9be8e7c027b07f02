import { describe, it } from 'vitest'
import { ConflictError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import type { JenisPerangkat, ReadingInput } from './contract.ts'
import { type DeviceFacts, inspectionDecider } from './decider.ts'
import type { InspectionEvent } from './events.ts'
import type { ReadingValues } from './reading-shape.ts'

const spec = deciderSpec(inspectionDecider)
const device = (jenis: JenisPerangkat, extra: Partial<NonNullable<DeviceFacts>> = {}): DeviceFacts => ({
  idperangkat: 7,
  idlokasi: 3,
  kode_perangkat: 'PJB1-007',
  jenis_perangkat: jenis,
  status_perangkat: 'aktif',
  ...extra,
})
const input = (extra: Partial<ReadingInput> = {}): ReadingInput => ({
  idempotency_key: 'k-1',
  kode: 'K7M2QX',
  waktu: '2026-12-07T09:14:05+07:00',
  kondisi: 'baik',
  ...extra,
})
const record = (readings: { input: ReadingInput; device: DeviceFacts }[]) => ({
  type: 'RecordReadings' as const,
  idpenjadwalan: 12,
  idlokasi: 3,
  readings: readings.map((reading, index) => ({ idpemeriksaan: 100 + index, ...reading })),
})
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
const inspected = (jenis: JenisPerangkat, values: Partial<ReadingValues> = {}) =>
  ({
    type: 'DeviceInspected',
    data: {
      idpemeriksaan: 100,
      idpenjadwalan: 12,
      idperangkat: 7,
      idlokasi: 3,
      kode_perangkat: 'PJB1-007',
      jenis_perangkat: jenis,
      idempotency_key: 'k-1',
      waktu: '2026-12-07T02:14:05.000Z',
      kondisi: 'baik',
      ...blank,
      ...values,
    },
  }) satisfies InspectionEvent

describe('inspections decider: the reading of each device type', () => {
  it('a bait station: bait taken, rodent activity, bait replaced; its time kept in UTC', () => {
    spec
      .given([])
      .when(
        record([
          {
            input: input({
              umpan_dimakan: 50,
              aktivitas: 'kotoran',
              umpan_diganti: true,
              catatan: 'dekat pintu',
            }),
            device: device('bait station'),
          },
        ]),
      )
      .thenEvents([
        inspected('bait station', {
          umpan_dimakan: 50,
          aktivitas: 'kotoran',
          umpan_diganti: true,
          catatan: 'dekat pintu',
        }),
      ])
  })

  it('a bait station: bait taken only in quarters, and required when the station was read', () => {
    spec
      .given([])
      .when(
        record([
          { input: input({ umpan_dimakan: 30, aktivitas: 'tidak ada' }), device: device('bait station') },
        ]),
      )
      .thenThrows(ValidationError, 'Umpan dimakan harus 0, 25, 50, 75 atau 100 %')
    spec
      .given([])
      .when(record([{ input: input({ aktivitas: 'tidak ada' }), device: device('bait station') }]))
      .thenThrows(ValidationError, 'Umpan dimakan tidak boleh kosong')
    spec
      .given([])
      .when(record([{ input: input({ umpan_dimakan: 0 }), device: device('bait station') }]))
      .thenThrows(ValidationError, 'Aktivitas tikus tidak boleh kosong')
  })

  it('a missing bait station carries its kondisi as the reason and no measurement', () => {
    spec
      .given([])
      .when(
        record([
          { input: input({ kondisi: 'hilang', catatan: 'kotak hilang' }), device: device('bait station') },
        ]),
      )
      .thenEvents([inspected('bait station', { kondisi: 'hilang', catatan: 'kotak hilang' })])
  })

  it('live traps, glue boards and pheromone traps: captures by pest', () => {
    for (const jenis of ['live trap', 'glue board', 'pheromone trap'] as const) {
      spec
        .given([])
        .when(
          record([
            {
              input: input({
                tangkapan: [
                  { hama: 'Tikus', jumlah: 1 },
                  { hama: 'Kecoa', jumlah: 0 },
                ],
              }),
              device: device(jenis),
            },
          ]),
        )
        .thenEvents([
          inspected(jenis, {
            tangkapan: [
              { hama: 'Tikus', jumlah: 1 },
              { hama: 'Kecoa', jumlah: 0 },
            ],
          }),
        ])
    }
    spec
      .given([])
      .when(
        record([
          {
            input: input({
              tangkapan: [
                { hama: 'Tikus', jumlah: 1 },
                { hama: 'Tikus', jumlah: 2 },
              ],
            }),
            device: device('glue board'),
          },
        ]),
      )
      .thenThrows(ValidationError, 'Hama Tikus disebut dua kali')
  })

  it('an insect light trap: flies and other flying insects, glue board and tube changed', () => {
    spec
      .given([])
      .when(
        record([
          {
            input: input({
              tangkapan: [
                { hama: 'Lalat', jumlah: 12 },
                { hama: 'Serangga terbang lain', jumlah: 3 },
              ],
              lem_diganti: true,
            }),
            device: device('insect light trap'),
          },
        ]),
      )
      .thenEvents([
        inspected('insect light trap', {
          tangkapan: [
            { hama: 'Lalat', jumlah: 12 },
            { hama: 'Serangga terbang lain', jumlah: 3 },
          ],
          lem_diganti: true,
          lampu_diganti: false,
        }),
      ])
    spec
      .given([])
      .when(
        record([
          {
            input: input({ tangkapan: [{ hama: 'Tikus', jumlah: 1 }] }),
            device: device('insect light trap'),
          },
        ]),
      )
      .thenThrows(ValidationError, 'Tangkapan insect light trap hanya Lalat dan Serangga terbang lain')
  })

  it('a termite station: termite activity and bait replaced', () => {
    spec
      .given([])
      .when(
        record([
          { input: input({ aktivitas_rayap: true, umpan_diganti: true }), device: device('termite station') },
        ]),
      )
      .thenEvents([inspected('termite station', { aktivitas_rayap: true, umpan_diganti: true })])
    spec
      .given([])
      .when(record([{ input: input({ kondisi: 'rusak' }), device: device('termite station') }]))
      .thenThrows(ValidationError, 'Aktivitas rayap tidak boleh kosong')
    // A field of another device type is refused, not stored as nothing.
    spec
      .given([])
      .when(record([{ input: input({ umpan_dimakan: 25, tangkapan: [] }), device: device('glue board') }]))
      .thenThrows(ValidationError, 'Umpan dimakan tidak berlaku untuk glue board')
  })
})

describe('inspections decider: which device, and how often', () => {
  const bait = input({ umpan_dimakan: 0, aktivitas: 'tidak ada' })

  it('a code no device has, a device of another site, a removed or missing one: refused by name', () => {
    spec
      .given([])
      .when(record([{ input: bait, device: null }]))
      .thenThrows(ValidationError, "Kode perangkat 'K7M2QX' tidak dikenal")
    spec
      .given([])
      .when(
        record([
          { input: bait, device: device('bait station', { idlokasi: 4, kode_perangkat: 'GDG2-001' }) },
        ]),
      )
      .thenThrows(ValidationError, 'Perangkat GDG2-001 bukan perangkat lokasi kunjungan ini')
    spec
      .given([])
      .when(record([{ input: bait, device: device('bait station', { status_perangkat: 'dicabut' }) }]))
      .thenThrows(ValidationError, 'Perangkat PJB1-007 sudah dicabut, tidak dapat diperiksa')
    spec
      .given([])
      .when(record([{ input: bait, device: device('bait station', { status_perangkat: 'hilang' }) }]))
      .thenThrows(ValidationError, 'Perangkat PJB1-007 berstatus hilang')
  })

  it('a visit without a site has nothing to read', () => {
    spec
      .given([])
      .when({ ...record([{ input: bait, device: device('bait station') }]), idlokasi: null })
      .thenThrows(ValidationError, 'Kunjungan ini tidak terkait lokasi')
  })

  it('a replayed key records nothing; the same device under another key is a second phone: 409', () => {
    const first = inspected('bait station', {
      umpan_dimakan: 0,
      aktivitas: 'tidak ada',
      umpan_diganti: false,
    })
    spec
      .given([first])
      .when(record([{ input: bait, device: device('bait station') }]))
      .thenEvents([])
    spec
      .given([first])
      .when(record([{ input: { ...bait, idempotency_key: 'k-2' }, device: device('bait station') }]))
      .thenThrows(ConflictError, 'Data telah diubah oleh pengguna lain')
  })

  it('a batch is whole: one refused reading refuses it; the same device twice in it is refused', () => {
    spec
      .given([])
      .when(
        record([
          { input: bait, device: device('bait station') },
          { input: { ...bait, idempotency_key: 'k-2', kode: 'XXXXXX' }, device: null },
        ]),
      )
      .thenThrows(ValidationError, "Kode perangkat 'XXXXXX' tidak dikenal")
    spec
      .given([])
      .when(
        record([
          { input: bait, device: device('bait station') },
          { input: { ...bait, idempotency_key: 'k-2' }, device: device('bait station') },
        ]),
      )
      .thenThrows(ValidationError, 'Perangkat PJB1-007 muncul dua kali dalam kiriman ini')
    spec
      .given([])
      .when(
        record([
          { input: bait, device: device('bait station') },
          { input: bait, device: device('bait station', { idperangkat: 8 }) },
        ]),
      )
      .thenThrows(ValidationError, 'idempotency_key muncul dua kali dalam kiriman ini')
  })
})
