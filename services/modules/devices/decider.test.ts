import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { type DeviceCommand, deviceDecider } from './decider.ts'
import type { DeviceEvent } from './events.ts'

const spec = deciderSpec(deviceDecider)
const install = (
  overrides: Partial<Extract<DeviceCommand, { type: 'InstallDevice' }>> = {},
): DeviceCommand => ({
  type: 'InstallDevice',
  idperangkat: 9,
  nomor: 7,
  kode_perangkat: 'PJB1-007',
  kode_pendek: 'K7QX3M',
  site: { idlokasi: 3, status_aktif: 'aktif' },
  area: { idarea: 5, idlokasi: 3 },
  jenis_perangkat: 'bait station',
  posisi_x: 0.25,
  posisi_y: 0.6,
  tanggal_pasang: '2026-12-01',
  catatan: '',
  ...overrides,
})
const installed: DeviceEvent = {
  type: 'DeviceInstalled',
  data: {
    idperangkat: 9,
    idlokasi: 3,
    idarea: 5,
    nomor: 7,
    kode_perangkat: 'PJB1-007',
    kode_pendek: 'K7QX3M',
    jenis_perangkat: 'bait station',
    posisi_x: 0.25,
    posisi_y: 0.6,
    tanggal_pasang: '2026-12-01',
    catatan: '',
  },
}
const removed: DeviceEvent = { type: 'DeviceRemoved', data: { alasan: '' } }

describe('device decider', () => {
  it('installs a device in an area of an active site, on its plan or not yet placed', () => {
    spec.given([]).when(install()).thenEvents([installed])
    spec
      .given([])
      .when(install({ posisi_x: null, posisi_y: null }))
      .thenEvents([
        { ...installed, data: { ...installed.data, posisi_x: null, posisi_y: null } } as DeviceEvent,
      ])
  })

  it('refuses an unknown or inactive site, an area of another site, and a spot off the plan', () => {
    spec
      .given([])
      .when(install({ site: null }))
      .thenThrows(ValidationError, 'Lokasi tidak ditemukan')
    spec
      .given([])
      .when(install({ site: { idlokasi: 3, status_aktif: 'tidak aktif' } }))
      .thenThrows(ValidationError, 'Lokasi sudah tidak aktif')
    spec
      .given([])
      .when(install({ area: null }))
      .thenThrows(ValidationError, 'Area tidak ditemukan')
    spec
      .given([])
      .when(install({ area: { idarea: 8, idlokasi: 4 } }))
      .thenThrows(ValidationError, 'Area bukan bagian dari lokasi perangkat')
    spec
      .given([])
      .when(install({ posisi_x: 1.2 }))
      .thenThrows(ValidationError, 'Perangkat harus diletakkan di dalam denah')
    spec
      .given([])
      .when(install({ posisi_y: -0.01 }))
      .thenThrows(ValidationError, 'Perangkat harus diletakkan di dalam denah')
    spec
      .given([])
      .when(install({ posisi_y: null }))
      .thenThrows(ValidationError, 'Posisi X dan Posisi Y harus diisi')
  })

  it('moves within its site only, refuses a spot off the plan, and records nothing for the same spot', () => {
    spec
      .given([installed])
      .when({ type: 'MoveDevice', area: { idarea: 6, idlokasi: 3 }, posisi_x: 0.5, posisi_y: 0.5 })
      .thenEvents([{ type: 'DeviceMoved', data: { idarea: 6, posisi_x: 0.5, posisi_y: 0.5 } }])
    spec
      .given([installed])
      .when({ type: 'MoveDevice', area: { idarea: 8, idlokasi: 4 }, posisi_x: 0.5, posisi_y: 0.5 })
      .thenThrows(ValidationError, 'Area bukan bagian dari lokasi perangkat')
    spec
      .given([installed])
      .when({ type: 'MoveDevice', area: { idarea: 5, idlokasi: 3 }, posisi_x: 1.01, posisi_y: 0.5 })
      .thenThrows(ValidationError, 'Perangkat harus diletakkan di dalam denah')
    spec
      .given([installed])
      .when({ type: 'MoveDevice', area: { idarea: 5, idlokasi: 3 }, posisi_x: 0.25, posisi_y: 0.6 })
      .thenEvents([])
  })

  it('replaces the label, marks missing and found, removes for good', () => {
    spec
      .given([installed])
      .when({ type: 'ReplaceLabel', kode_pendek: 'ABCDEF' })
      .thenEvents([{ type: 'DeviceLabelReplaced', data: { kode_pendek: 'ABCDEF' } }])
    const missing: DeviceEvent = { type: 'DeviceMarkedMissing', data: { alasan: 'Tidak ada' } }
    spec
      .given([installed])
      .when({ type: 'ChangeDeviceStatus', status_perangkat: 'hilang', alasan: 'Tidak ada' })
      .thenEvents([missing])
    spec
      .given([installed, missing])
      .when({ type: 'ChangeDeviceStatus', status_perangkat: 'aktif', alasan: '' })
      .thenEvents([{ type: 'DeviceFound', data: { alasan: '' } }])
    spec
      .given([installed, missing])
      .when({ type: 'ChangeDeviceStatus', status_perangkat: 'hilang', alasan: '' })
      .thenEvents([])
    spec
      .given([installed])
      .when({ type: 'ChangeDeviceStatus', status_perangkat: 'dicabut', alasan: '' })
      .thenEvents([removed])
  })

  it('refuses any change to a removed device, and any to one that does not exist', () => {
    for (const command of [
      { type: 'ReplaceLabel', kode_pendek: 'ABCDEF' },
      { type: 'ChangeDeviceStatus', status_perangkat: 'aktif', alasan: '' },
      { type: 'MoveDevice', area: { idarea: 5, idlokasi: 3 }, posisi_x: 0.1, posisi_y: 0.1 },
    ] as DeviceCommand[]) {
      spec.given([installed, removed]).when(command).thenThrows(ConflictError, 'Perangkat sudah dicabut')
      spec.given([]).when(command).thenThrows(NotFoundError, 'Perangkat tidak ditemukan')
    }
  })
})
