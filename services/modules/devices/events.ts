import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { JENIS_PERANGKAT_OPTIONS } from './contract.ts'

// One stream per device: stream type `perangkat`, stream id the device's id.
export const DEVICE_STREAM_TYPE = 'perangkat'

const Position = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()])
const Jenis = Type.Enum([...JENIS_PERANGKAT_OPTIONS])

// The admin installed a device in an area of a site; the server assigned its number (counting
// per site: kode_perangkat `{kode_lokasi}-{nnn}`) and its short code.
export const DeviceInstalled = defineEvent(
  'DeviceInstalled',
  Type.Object({
    idperangkat: Type.Integer(),
    idlokasi: Type.Integer(),
    idarea: Type.Integer(),
    nomor: Type.Integer(),
    kode_perangkat: Type.String(),
    kode_pendek: Type.String(),
    jenis_perangkat: Jenis,
    posisi_x: Position,
    posisi_y: Position,
    tanggal_pasang: Type.String({ format: 'date' }),
    catatan: Type.String(),
  }),
)
// Moved within its site: to another area and/or another spot on the plan (null: not placed).
export const DeviceMoved = defineEvent(
  'DeviceMoved',
  Type.Object({ idarea: Type.Integer(), posisi_x: Position, posisi_y: Position }),
)
// Its type, install date or note corrected: the new value of each changed field only.
export const DeviceDetailsChanged = defineEvent(
  'DeviceDetailsChanged',
  Type.Partial(
    Type.Object({
      jenis_perangkat: Jenis,
      tanggal_pasang: Type.String({ format: 'date' }),
      catatan: Type.String(),
    }),
  ),
)
// A new label was printed: a new short code; the old one is never given again.
export const DeviceLabelReplaced = defineEvent(
  'DeviceLabelReplaced',
  Type.Object({ kode_pendek: Type.String() }),
)
export const DeviceMarkedMissing = defineEvent('DeviceMarkedMissing', Type.Object({ alasan: Type.String() }))
export const DeviceFound = defineEvent('DeviceFound', Type.Object({ alasan: Type.String() }))
// Removed for good (dicabut): it stays in the register and its readings stay, no longer read.
export const DeviceRemoved = defineEvent('DeviceRemoved', Type.Object({ alasan: Type.String() }))

export const deviceEvents = [
  DeviceInstalled,
  DeviceMoved,
  DeviceDetailsChanged,
  DeviceLabelReplaced,
  DeviceMarkedMissing,
  DeviceFound,
  DeviceRemoved,
] as const
export type DeviceEvent = EventUnion<typeof deviceEvents>
