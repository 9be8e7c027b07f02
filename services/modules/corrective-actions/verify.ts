import type { Actor } from '../../core/access.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { runOnce } from '../../core/event-sourcing/idempotency.ts'
import {
  type Download,
  type FileStore,
  keepOnlyIfDone,
  streamedContent,
  typeOfKey,
  type UploadedFile,
} from '../../core/file-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { type ActionDeps, getAction, nowOf } from './commands.ts'
import { ACTION_MESSAGES, type CorrectiveAction } from './contract.ts'
import { actionDecider } from './decider.ts'
import { ACTION_STREAM_TYPE } from './events.ts'
import { actionRow } from './queries.ts'
import { visitFacts } from './site-facts.ts'

export const VISIT_MESSAGES = {
  required: 'Kunjungan tidak boleh kosong',
  notFound: 'Data penjadwalan tidak ditemukan',
  otherSite: 'Kunjungan ini bukan kunjungan lokasi tindakan korektif',
} as const

export type Verification = {
  catatan: string
  idpenjadwalan?: number | undefined
  foto: UploadedFile
}

// Verified at a visit to the action's site, with a note and a photo (ADR 0084, 0100): a
// technician only at a visit of its own; an admin may verify without naming a visit. Once per
// idempotency key: the phone's outbox sends it again after a lost answer, and the first answer
// stands (the photo sent again is not kept). The photo is kept only when the verification is
// recorded.
export async function verifyAction(
  deps: ActionDeps & { files: FileStore },
  rawId: unknown,
  input: Verification,
  caller: { actor: Actor; version: number | undefined; metadata: EventMetadata; idempotencyKey?: string },
): Promise<CorrectiveAction> {
  const { actor } = caller
  return keepOnlyIfDone(deps.files, [input.foto], async () => {
    const id = parseRecordId(rawId)
    if (id === null) throw new NotFoundError(ACTION_MESSAGES.notFound)
    let recorded = false
    const outcome = await runOnce(
      deps.db,
      { key: caller.idempotencyKey, actor: actor.userId, operation: `tindakanKorektif.verifikasi:${id}` },
      async (trx) => {
        const action = await getAction({ db: trx, now: deps.now }, id)
        const idpenjadwalan = input.idpenjadwalan ?? null
        const refuse = (message: string) => new ValidationError(message, { idpenjadwalan: message })
        if (idpenjadwalan === null && actor.role === 'teknisi') throw refuse(VISIT_MESSAGES.required)
        if (idpenjadwalan !== null) {
          const visit = await visitFacts(trx, idpenjadwalan)
          if (
            visit === undefined ||
            (actor.role === 'teknisi' && String(visit.idteknisi) !== actor.teknisiId)
          )
            throw refuse(VISIT_MESSAGES.notFound)
          if (visit.idlokasi !== action.idlokasi) throw refuse(VISIT_MESSAGES.otherSite)
        }
        const result = await handleCommand(
          deps.eventStore,
          actionDecider,
          {
            streamType: ACTION_STREAM_TYPE,
            streamId: String(id),
            expectedVersion: caller.version,
            metadata: caller.metadata,
            transaction: trx,
          },
          {
            type: 'Verify',
            catatan: input.catatan,
            idpenjadwalan,
            waktu: nowOf(deps).toISOString(),
            foto: input.foto.key,
          },
        )
        recorded = result.events.length > 0
        return getAction({ db: trx, now: deps.now }, id)
      },
    )
    if (!recorded || outcome.replayed) await deps.files.discard(input.foto.key)
    return outcome.result
  })
}

// GET /api/tindakanKorektif/foto/{id}: the verification photo, shown in the action's card.
export async function actionPhoto(
  deps: { db: ActionDeps['db']; files: FileStore },
  rawId: unknown,
): Promise<Download> {
  const id = parseRecordId(rawId)
  const row = id === null ? undefined : await actionRow(deps.db, id)
  if (row === undefined) throw new NotFoundError(ACTION_MESSAGES.notFound)
  const key = row.foto_verifikasi
  if (key === null) throw new NotFoundError(ACTION_MESSAGES.noPhoto)
  return {
    type: typeOfKey(key),
    name: `foto-verifikasi-${id}.${key.slice(-3)}`,
    ...(await streamedContent(deps.files, key)),
    inline: true,
  }
}
