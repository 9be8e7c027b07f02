import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { type CorrectionInput, INSPECTION_MESSAGES, type JenisPerangkat } from './contract.ts'
import type { InspectionEvent } from './events.ts'
import { checkReadingShape, type ReadingValues } from './reading-shape.ts'

// One recorded reading as the visit's stream knows it: the stream version of the last event that
// wrote it (the reading's `version`, what a correction must name) and its values.
export type KnownReading = {
  version: number
  idperangkat: number
  kode_perangkat: string
  jenis_perangkat: JenisPerangkat
  values: ReadingValues
}

export type CorrectReading = {
  type: 'CorrectReading'
  idpemeriksaan: number
  // The visit's status when the command was handled: a completed visit's readings are its record.
  completed: boolean
  input: CorrectionInput
}

const FIELDS = [
  'kondisi',
  'umpan_dimakan',
  'aktivitas',
  'umpan_diganti',
  'lem_diganti',
  'lampu_diganti',
  'aktivitas_rayap',
  'catatan',
] as const
const catches = (values: ReadingValues) =>
  JSON.stringify(values.tangkapan.map(({ hama, jumlah }) => [hama, jumlah]))
const same = (a: ReadingValues, b: ReadingValues) =>
  FIELDS.every((field) => a[field] === b[field]) && catches(a) === catches(b)

// A correction names the reading's version it was made from (a stale one: 409), keeps the device's
// type rules, and records nothing when it changes nothing.
export function decideCorrection(
  command: CorrectReading,
  reading: KnownReading | undefined,
): InspectionEvent[] {
  if (reading === undefined) throw new NotFoundError(INSPECTION_MESSAGES.notFound)
  if (command.completed) throw new ValidationError(INSPECTION_MESSAGES.visitCompleted)
  if (command.input.version !== reading.version) throw new ConflictError()
  const { version: _version, alasan_koreksi, ...fields } = command.input
  const shape = checkReadingShape(reading.jenis_perangkat, fields)
  if ('message' in shape) throw new ValidationError(shape.message, { [shape.field]: shape.message })
  if (same(shape.values, reading.values)) return []
  return [
    {
      type: 'ReadingCorrected',
      data: {
        idpemeriksaan: command.idpemeriksaan,
        idperangkat: reading.idperangkat,
        kode_perangkat: reading.kode_perangkat,
        ...shape.values,
        alasan_koreksi,
      },
    },
  ]
}
