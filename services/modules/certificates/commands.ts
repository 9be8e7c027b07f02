import { randomBytes } from 'node:crypto'
import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { takeYearlyNumber, yearlyNumber } from '../../core/event-sourcing/yearly-numbers.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import {
  type Download,
  type FileStore,
  keepOnlyIfDone,
  streamedContent,
  type UploadedFile,
} from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { parseRecordId } from '../../core/lists.ts'
import { fileRecord } from '../../core/record-files.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findSchedule } from '../schedules/index.ts'
import { CERTIFICATE_MESSAGES, type Certificate, type CertificateCreateInput } from './contract.ts'
import { certificateDecider, type VisitFacts } from './decider.ts'
import { CERTIFICATE_STREAM_TYPE } from './events.ts'
import { fileRef } from './files.ts'
import { certificateKeys, certificateOfVisit, findCertificate } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore; files: FileStore }
export const parseCertificateId = parseRecordId

// A certificate is found by its id, kept in its stream, and holds its file and proof of transfer.
const certificate = fileRecord({
  streamType: CERTIFICATE_STREAM_TYPE,
  table: 'certificates',
  id: 'idsertifikat_rayap',
  notFound: CERTIFICATE_MESSAGES.notFound,
  find: findCertificate,
  keys: certificateKeys,
})
const { target, withFiles } = certificate

export const getCertificate: (deps: { db: DbOrTrx }, rawId: unknown) => Promise<Certificate> = certificate.get

export const certificateNumber = yearlyNumber('SR')
export const certificateNumbering = {
  counter: 'certificate_numbers',
  sequence: 'certificates_id_seq',
  number: certificateNumber,
}

async function visitFacts(db: DbOrTrx, idpenjadwalan: number): Promise<VisitFacts> {
  const visit = await findSchedule(db, idpenjadwalan)
  if (visit === undefined) return null
  return {
    idpenjadwalan,
    idpelanggan: visit.idpelanggan,
    jenis_pekerjaan: visit.jenis_pekerjaan,
    certificate: await certificateOfVisit(db, idpenjadwalan),
  }
}

// Two certificates racing for one visit: the read table's unique index stops the second.
function oneCertificatePerVisit(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string }
  if (code === '23505' && constraint === 'certificates_visit_idx') {
    throw new ConflictError(CERTIFICATE_MESSAGES.visitTaken)
  }
  throw error
}

// createData: the number SR/{year}/{nnnn} of today's year is taken in the issuing transaction
// (gap-free: a refused issue rolls it back), with an unguessable code for the verification page.
// The uploaded file is kept only if the certificate is recorded.
export async function issueCertificate(
  deps: Deps,
  input: CertificateCreateInput,
  upload: UploadedFile,
  metadata: EventMetadata,
): Promise<Certificate> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const id = await deps.db.transaction().execute(async (trx) => {
      const visit = await visitFacts(trx, input.idpenjadwalan)
      const taken = await takeYearlyNumber(trx, certificateNumbering, Number(todayJakarta().slice(0, 4)))
      const idsertifikat_rayap = taken.id
      const events = certificateDecider.decide(
        {
          type: 'IssueCertificate',
          idsertifikat_rayap,
          nomor_sertifikat: taken.nomor,
          kode_verifikasi: randomBytes(16).toString('base64url'),
          visit,
          tanggal_expired: input.tanggal_expired,
          file: fileRef(upload),
        },
        certificateDecider.initialState(),
      )
      await deps.eventStore
        .append(
          {
            streamType: CERTIFICATE_STREAM_TYPE,
            streamId: String(idsertifikat_rayap),
            expectedVersion: 0,
            events,
            metadata,
          },
          trx,
        )
        .catch(oneCertificatePerVisit)
      return idsertifikat_rayap
    })
    return getCertificate(deps, id)
  })
}

// updateData: every change is its own event (visit, expiry, file, proof of transfer); a visit
// asked for is checked again (Termite Control, no other certificate). New files are kept only if
// recorded; the ones they replace are removed after the commit.
export async function changeCertificate(
  deps: Deps,
  rawId: unknown,
  input: { idpenjadwalan?: number | undefined; tanggal_expired: string },
  uploads: { file?: UploadedFile | undefined; proof?: UploadedFile | undefined },
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Certificate> {
  const { file, proof } = uploads
  return keepOnlyIfDone(deps.files, [file, proof], async () => {
    const where = target(rawId, expectedVersion, metadata)
    await withFiles(deps, where.id, async (transaction, before) => {
      const visit =
        input.idpenjadwalan === undefined ? undefined : await visitFacts(transaction, input.idpenjadwalan)
      const result = await handleCommand(
        deps.eventStore,
        certificateDecider,
        { ...where, transaction },
        {
          type: 'ChangeCertificate',
          ...(visit === undefined ? {} : { visit }),
          tanggal_expired: input.tanggal_expired,
          ...(file ? { file: fileRef(file) } : {}),
          ...(proof ? { proof: fileRef(proof) } : {}),
        },
      ).catch(oneCertificatePerVisit)
      const types = result.events.map((event) => event.type)
      return [
        types.includes('CertificateFileReplaced') ? before.file_key : null,
        types.includes('CertificateTransferProofAdded') ? before.bukti_key : null,
      ]
    })
    return getCertificate(deps, where.id)
  })
}

// A deleted certificate's files go once the deletion is recorded; its history stays readable.
export async function deleteCertificate(
  deps: Deps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const where = target(rawId, expectedVersion, metadata)
  await withFiles(deps, where.id, async (transaction, before) => {
    await handleCommand(
      deps.eventStore,
      certificateDecider,
      { ...where, transaction },
      { type: 'DeleteCertificate', idsertifikat_rayap: where.id },
    )
    return [before.file_key, before.bukti_key]
  })
}

// GET file/{id} and buktiTf/{id}: the certificate's file or its proof of transfer, as uploaded.
export async function certificateDownload(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
  which: 'file' | 'proof',
): Promise<Download> {
  const keys = await certificate.keys(deps, rawId)
  if (which === 'file') {
    return {
      type: keys.file_tipe,
      name: keys.nama_file,
      ...(await streamedContent(deps.files, keys.file_key)),
    }
  }
  if (keys.bukti_key === null) throw new NotFoundError(CERTIFICATE_MESSAGES.noProof)
  return {
    type: keys.bukti_tipe ?? 'application/octet-stream',
    name: keys.nama_bukti ?? 'bukti-transfer',
    ...(await streamedContent(deps.files, keys.bukti_key)),
  }
}
