import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { type Download, type FileStore, keepOnlyIfDone, type UploadedFile } from '../../core/file-store.ts'
import { fileRecord } from '../../core/record-files.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findTechnician } from '../technicians/index.ts'
import { LICENCE_MESSAGES, type LicenceInput, PESTICIDE_MESSAGES, type PesticideInput } from './contract.ts'
import { LICENCE_STREAM_TYPE, PESTICIDE_STREAM_TYPE } from './events.ts'
import { fileRef, optionalRef } from './files.ts'
import { findLicence, licenceKeys } from './licence-queries.ts'
import { findPesticide, pesticideKeys } from './queries.ts'
import type { Licence, Pesticide } from './records.ts'
import { licenceDecider, pesticideDecider } from './register-deciders.ts'

type Deps = { db: Db; eventStore: EventStore; files: FileStore }
type Uploads = { label?: UploadedFile | undefined; sds?: UploadedFile | undefined }

const product = fileRecord({
  streamType: PESTICIDE_STREAM_TYPE,
  table: 'pesticides',
  id: 'idpestisida',
  notFound: PESTICIDE_MESSAGES.notFound,
  find: findPesticide,
  keys: pesticideKeys,
})
const licence = fileRecord({
  streamType: LICENCE_STREAM_TYPE,
  table: 'technician_licences',
  id: 'idlisensi',
  notFound: LICENCE_MESSAGES.notFound,
  find: findLicence,
  keys: licenceKeys,
})

export const getPesticide: (deps: { db: DbOrTrx }, rawId: unknown) => Promise<Pesticide> = product.get
export const getLicence: (deps: { db: DbOrTrx }, rawId: unknown) => Promise<Licence> = licence.get

const nextId = async (db: DbOrTrx, sequence: string) =>
  (await sql<{ id: number }>`select nextval(${sequence})::int as id`.execute(db)).rows[0]!.id

// createData: the files are kept only if the product is recorded.
export async function registerPesticide(
  deps: Deps,
  input: PesticideInput,
  uploads: Uploads,
  metadata: EventMetadata,
): Promise<Pesticide> {
  return keepOnlyIfDone(deps.files, [uploads.label, uploads.sds], async () => {
    const id = await nextId(deps.db, 'pesticides_id_seq')
    await handleCommand(deps.eventStore, pesticideDecider, product.target(id, 0, metadata), {
      type: 'RegisterPesticide',
      idpestisida: id,
      input,
      label: optionalRef(uploads.label) ?? null,
      sds: optionalRef(uploads.sds) ?? null,
    })
    return getPesticide(deps, id)
  })
}

// updateData: each kind of change its own event; replaced files are removed after the commit.
export async function changePesticide(
  deps: Deps,
  rawId: unknown,
  input: PesticideInput,
  uploads: Uploads,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Pesticide> {
  return keepOnlyIfDone(deps.files, [uploads.label, uploads.sds], async () => {
    const where = product.target(rawId, expectedVersion, metadata)
    await product.withFiles(deps, where.id, async (transaction, before) => {
      const label = optionalRef(uploads.label)
      const sds = optionalRef(uploads.sds)
      await handleCommand(
        deps.eventStore,
        pesticideDecider,
        { ...where, transaction },
        { type: 'ChangePesticide', input, ...(label ? { label } : {}), ...(sds ? { sds } : {}) },
      )
      return [label ? before.label_key : null, sds ? before.sds_key : null]
    })
    return getPesticide(deps, where.id)
  })
}

// GET label/{id} and sds/{id}.
export async function pesticideDownload(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
  which: 'label' | 'sds',
): Promise<Download> {
  const keys = await product.keys(deps, rawId)
  const [key, name, type] =
    which === 'label'
      ? [keys.label_key, keys.nama_label, keys.label_tipe]
      : [keys.sds_key, keys.nama_sds, keys.sds_tipe]
  if (key === null)
    throw new NotFoundError(which === 'label' ? PESTICIDE_MESSAGES.noLabel : PESTICIDE_MESSAGES.noSds)
  return { type: type ?? 'application/pdf', name: name ?? which, content: await deps.files.read(key) }
}

export async function recordLicence(
  deps: Deps,
  input: LicenceInput,
  upload: UploadedFile | undefined,
  metadata: EventMetadata,
): Promise<Licence> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const technicianExists = (await findTechnician(deps.db, input.idteknisi)) !== undefined
    const id = await nextId(deps.db, 'technician_licences_id_seq')
    const { idteknisi, ...values } = input
    await handleCommand(deps.eventStore, licenceDecider, licence.target(id, 0, metadata), {
      type: 'RecordLicence',
      idlisensi: id,
      technicianExists,
      idteknisi,
      input: values,
      file: optionalRef(upload) ?? null,
    })
    return getLicence(deps, id)
  })
}

export async function changeLicence(
  deps: Deps,
  rawId: unknown,
  input: Omit<LicenceInput, 'idteknisi'>,
  upload: UploadedFile | undefined,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Licence> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const where = licence.target(rawId, expectedVersion, metadata)
    await licence.withFiles(deps, where.id, async (transaction, before) => {
      await handleCommand(
        deps.eventStore,
        licenceDecider,
        { ...where, transaction },
        { type: 'ChangeLicence', input, ...(upload ? { file: fileRef(upload) } : {}) },
      )
      return [upload ? before.file_key : null]
    })
    return getLicence(deps, where.id)
  })
}

export async function removeLicence(
  deps: Deps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const where = licence.target(rawId, expectedVersion, metadata)
  await licence.withFiles(deps, where.id, async (transaction, before) => {
    await handleCommand(
      deps.eventStore,
      licenceDecider,
      { ...where, transaction },
      { type: 'RemoveLicence', idlisensi: where.id },
    )
    return [before.file_key]
  })
}

export async function licenceDownload(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
): Promise<Download> {
  const keys = await licence.keys(deps, rawId)
  if (keys.file_key === null) throw new NotFoundError(LICENCE_MESSAGES.noFile)
  return {
    type: keys.file_tipe ?? 'application/pdf',
    name: keys.nama_file ?? 'lisensi',
    content: await deps.files.read(keys.file_key),
  }
}
