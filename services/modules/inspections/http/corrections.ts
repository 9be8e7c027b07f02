import type { FastifyInstance } from 'fastify'
import { parseRecordId } from '../../../core/lists.ts'
import { type ApiDeps, ownedRecords, registerCommand, registerHistory } from '../../../http-kit/index.ts'
import { scheduleOwners } from '../../schedules/index.ts'
import {
  type CorrectionInput,
  correctionContract,
  correctReading,
  findReading,
  INSPECTION_MESSAGES,
  InspectionRecord,
  readingHistory,
} from '../index.ts'

import { READING_EXAMPLE } from './reading-example.ts'

const tags = ['pemeriksaan']
// The answers of corrections that changed nothing (their message says so).
const unchanged = new WeakSet<object>()

// A reading is its visit's: the visit's technician and admin correct it, they and the visit's
// customer read its history (404 for another's).
export default async function correctionRoutes(app: FastifyInstance, deps: ApiDeps) {
  const visitOf = async (rawId: unknown) => {
    const id = parseRecordId(rawId)
    return id === null ? undefined : await findReading(deps.db, id)
  }
  const own = ownedRecords({
    access: 'read:pemeriksaan:own',
    notFound: INSPECTION_MESSAGES.notFound,
    owners: async (id) => {
      const reading = await visitOf(id)
      return reading && scheduleOwners(deps.db, reading.idpenjadwalan)
    },
  })

  registerCommand<CorrectionInput>(app, {
    method: 'PUT',
    path: '/pemeriksaan/koreksi/:id',
    config: own.ownerOf('update:pemeriksaan:own'),
    tags,
    summary:
      'Koreksi satu hasil pemeriksaan sebelum kunjungan selesai (teknisi kunjungan atau admin; version wajib: versi lama 409; kunjungan selesai 400)',
    body: correctionContract.schema,
    record: InspectionRecord,
    example: READING_EXAMPLE,
    message: (result) =>
      unchanged.has(result as object)
        ? INSPECTION_MESSAGES.nothingCorrected
        : INSPECTION_MESSAGES.corrected((result as { kode_perangkat: string }).kode_perangkat),
    errors: [409],
    run: async ({ id, body, metadata }) => {
      const { reading, changed } = await correctReading(deps, id, correctionContract.parse(body), metadata)
      if (!changed) unchanged.add(reading)
      return reading
    },
  })

  registerHistory(app, {
    path: '/pemeriksaan/history/:id',
    config: own.one,
    tags,
    summary: 'Riwayat satu hasil pemeriksaan: dicatat, lalu tiap koreksi dengan alasannya',
    load: async (id) => {
      const reading = await visitOf(id)
      if (reading === undefined) return readingHistory(deps, 0, id)
      return readingHistory(deps, reading.idpenjadwalan, id)
    },
  })
}
