import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import {
  type Download,
  type FileStore,
  keepOnlyIfDone,
  streamedContent,
  type UploadedFile,
} from '../../core/file-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import { fileRecord } from '../../core/record-files.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findCustomer } from '../customers/index.ts'
import { REPORT_MESSAGES, type Report, type ReportCreateInput } from './contract.ts'
import { reportDecider } from './decider.ts'
import { REPORT_STREAM_TYPE } from './events.ts'
import { fileRef } from './files.ts'
import { findReport, reportKeys } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore; files: FileStore }
export const parseReportId = parseRecordId

// A report is found by its id, kept in its stream, and holds one stored file.
const report = fileRecord({
  streamType: REPORT_STREAM_TYPE,
  table: 'reports',
  id: 'id_laporan',
  notFound: REPORT_MESSAGES.notFound,
  find: findReport,
  keys: reportKeys,
})
const { target, withFiles } = report

export const getReport: (deps: { db: DbOrTrx }, rawId: unknown) => Promise<Report> = report.get

// createData: the uploaded file is kept only if the report is recorded.
export async function uploadReport(
  deps: Deps,
  input: ReportCreateInput,
  upload: UploadedFile,
  metadata: EventMetadata,
): Promise<Report> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const customerExists = (await findCustomer(deps.db, input.idpelanggan)) !== undefined
    const { rows } = await sql<{ id: number }>`select nextval('reports_id_seq')::int as id`.execute(deps.db)
    const id = rows[0]!.id
    await handleCommand(deps.eventStore, reportDecider, target(id, 0, metadata), {
      type: 'UploadReport',
      id_laporan: id,
      customerExists,
      idpelanggan: input.idpelanggan,
      tanggal_laporan: input.tanggal_laporan,
      catatan: input.catatan ?? '',
      file: fileRef(upload),
    })
    return getReport(deps, id)
  })
}

// updateData: each change is its own event (customer, date, note, file); a new file is kept only
// if recorded, and the one it replaces is removed after the commit.
export async function changeReport(
  deps: Deps,
  rawId: unknown,
  input: { idpelanggan?: number | undefined; tanggal_laporan: string; catatan?: string | undefined },
  upload: UploadedFile | undefined,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Report> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const where = target(rawId, expectedVersion, metadata)
    await withFiles(deps, where.id, async (transaction, before) => {
      const customerExists =
        input.idpelanggan === undefined
          ? undefined
          : (await findCustomer(transaction, input.idpelanggan)) !== undefined
      const result = await handleCommand(
        deps.eventStore,
        reportDecider,
        { ...where, transaction },
        {
          type: 'ChangeReport',
          ...(input.idpelanggan === undefined ? {} : { idpelanggan: input.idpelanggan, customerExists }),
          tanggal_laporan: input.tanggal_laporan,
          ...(input.catatan === undefined ? {} : { catatan: input.catatan }),
          ...(upload ? { file: fileRef(upload) } : {}),
        },
      )
      return result.events.some((event) => event.type === 'ReportFileReplaced') ? [before.file_key] : []
    })
    return getReport(deps, where.id)
  })
}

// A deleted report's file goes once the deletion is recorded; its history stays readable.
export async function deleteReport(
  deps: Deps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const where = target(rawId, expectedVersion, metadata)
  await withFiles(deps, where.id, async (transaction, before) => {
    await handleCommand(
      deps.eventStore,
      reportDecider,
      { ...where, transaction },
      {
        type: 'DeleteReport',
        id_laporan: where.id,
      },
    )
    return [before.file_key]
  })
}

// GET file/{id}: the report's file as uploaded.
export async function reportDownload(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
): Promise<Download> {
  const keys = await report.keys(deps, rawId)
  return { type: keys.file_tipe, name: keys.nama_file, ...(await streamedContent(deps.files, keys.file_key)) }
}
