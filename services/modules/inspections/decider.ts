import { ConflictError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { INSPECTION_MESSAGES, type JenisPerangkat, type ReadingInput } from './contract.ts'
import { type CorrectReading, decideCorrection, type KnownReading } from './correction.ts'
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

// Per visit: which device each recorded reading was of, every idempotency key recorded, the
// stream's version (one event per version) and each reading as it now stands, by idpemeriksaan.
export type InspectionState = {
  readBy: Record<number, string>
  keys: Record<string, true>
  version: number
  readings: Record<number, KnownReading>
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
// A correction (correction.ts) changes one recorded reading.
export const inspectionDecider: Decider<RecordReadings | CorrectReading, InspectionState, InspectionEvent> = {
  initialState: () => ({ readBy: {}, keys: {}, version: 0, readings: {} }),
  evolve(state, event) {
    const version = state.version + 1
    if (event.type === 'ReadingCorrected') {
      const { idpemeriksaan, idperangkat: _d, kode_perangkat: _k, alasan_koreksi: _a, ...values } = event.data
      const before = state.readings[idpemeriksaan]
      if (before === undefined) return { ...state, version }
      const reading = { ...before, version, values: values as KnownReading['values'] }
      return { ...state, version, readings: { ...state.readings, [idpemeriksaan]: reading } }
    }
    const { data } = event
    const reading: KnownReading = {
      version,
      idperangkat: data.idperangkat,
      kode_perangkat: data.kode_perangkat,
      jenis_perangkat: data.jenis_perangkat as KnownReading['jenis_perangkat'],
      values: {
        kondisi: data.kondisi,
        umpan_dimakan: data.umpan_dimakan,
        aktivitas: data.aktivitas,
        umpan_diganti: data.umpan_diganti,
        tangkapan: data.tangkapan,
        lem_diganti: data.lem_diganti,
        lampu_diganti: data.lampu_diganti,
        aktivitas_rayap: data.aktivitas_rayap,
        catatan: data.catatan,
      } as KnownReading['values'],
    }
    return {
      readBy: { ...state.readBy, [data.idperangkat]: data.idempotency_key },
      keys: { ...state.keys, [data.idempotency_key]: true },
      version,
      readings: { ...state.readings, [data.idpemeriksaan]: reading },
    }
  },
  decide(command, state) {
    if (command.type === 'CorrectReading')
      return decideCorrection(command, state.readings[command.idpemeriksaan])
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
