import { ConflictError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { INSPECTION_MESSAGES, type JenisPerangkat, type ReadingInput } from './contract.ts'
import type { InspectionEvent } from './events.ts'
import { checkReadingShape } from './reading-shape.ts'

// What the command handler read about a device a reading names by its code (null: no device has
// that code).
export type DeviceFacts = {
  idperangkat: number
  idlokasi: number
  kode_perangkat: string
  jenis_perangkat: JenisPerangkat
  status_perangkat: string
} | null

export type RecordReadings = {
  type: 'RecordReadings'
  idpenjadwalan: number
  // The visit's site; null for a visit that names none (nothing to read there).
  idlokasi: number | null
  readings: { idpemeriksaan: number; input: ReadingInput; device: DeviceFacts }[]
}

// Per visit: which device each recorded reading was of, and every idempotency key recorded.
export type InspectionState = {
  readBy: Record<number, string>
  keys: Record<string, true>
}

const refuse = (index: number, field: string, message: string) =>
  new ValidationError(message, { [`pemeriksaan.${index}.${field}`]: message })

// The device a reading names must be an `aktif` device of the visit's site.
function checkDevice(device: DeviceFacts, kode: string, idlokasi: number, index: number) {
  if (device === null) throw refuse(index, 'kode', INSPECTION_MESSAGES.deviceUnknown(kode))
  if (device.idlokasi !== idlokasi)
    throw refuse(index, 'kode', INSPECTION_MESSAGES.deviceOtherSite(device.kode_perangkat))
  if (device.status_perangkat === 'dicabut')
    throw refuse(index, 'kode', INSPECTION_MESSAGES.deviceRemoved(device.kode_perangkat))
  if (device.status_perangkat !== 'aktif')
    throw refuse(index, 'kode', INSPECTION_MESSAGES.deviceNotActive(device.kode_perangkat))
  return device
}

// A batch records all of its new readings or none: a refused reading refuses the batch, so the
// phone's outbox never half-sends. A reading whose key is recorded is a replay and skipped; a
// device already read at this visit under another key is another phone's reading: 409.
export const inspectionDecider: Decider<RecordReadings, InspectionState, InspectionEvent> = {
  initialState: () => ({ readBy: {}, keys: {} }),
  evolve(state, event) {
    return {
      readBy: { ...state.readBy, [event.data.idperangkat]: event.data.idempotency_key },
      keys: { ...state.keys, [event.data.idempotency_key]: true },
    }
  },
  decide(command, state) {
    const { idlokasi } = command
    if (idlokasi === null) throw new ValidationError(INSPECTION_MESSAGES.visitWithoutSite)
    const events: InspectionEvent[] = []
    const keysInBatch = new Set<string>()
    const devicesInBatch = new Set<number>()
    command.readings.forEach(({ idpemeriksaan, input, device }, index) => {
      if (keysInBatch.has(input.idempotency_key))
        throw refuse(index, 'idempotency_key', INSPECTION_MESSAGES.keyTwice)
      keysInBatch.add(input.idempotency_key)
      if (state.keys[input.idempotency_key]) return
      const known = checkDevice(device, input.kode, idlokasi, index)
      if (state.readBy[known.idperangkat] !== undefined) throw new ConflictError()
      if (devicesInBatch.has(known.idperangkat))
        throw refuse(index, 'kode', INSPECTION_MESSAGES.deviceTwice(known.kode_perangkat))
      devicesInBatch.add(known.idperangkat)
      const shape = checkReadingShape(known.jenis_perangkat, input)
      if ('message' in shape) throw refuse(index, shape.field, shape.message)
      const waktu = new Date(input.waktu)
      if (Number.isNaN(waktu.getTime())) throw refuse(index, 'waktu', INSPECTION_MESSAGES.badTime)
      events.push({
        type: 'DeviceInspected',
        data: {
          idpemeriksaan,
          idpenjadwalan: command.idpenjadwalan,
          idperangkat: known.idperangkat,
          idlokasi,
          kode_perangkat: known.kode_perangkat,
          jenis_perangkat: known.jenis_perangkat,
          idempotency_key: input.idempotency_key,
          waktu: waktu.toISOString(),
          ...shape.values,
        },
      })
    })
    return events
  },
}
