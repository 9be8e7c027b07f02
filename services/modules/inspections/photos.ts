import { NotFoundError, ValidationError } from '../../core/errors.ts'
import { type Decider, handleCommand } from '../../core/event-sourcing/decider.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
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
import type { InspectionDeps } from './commands.ts'
import { INSPECTION_MESSAGES } from './contract.ts'
import { READING_PHOTO_STREAM_TYPE } from './events.ts'
import { READING_PHOTO_MESSAGES } from './photo-contract.ts'
import { findReading } from './queries.ts'
import type { Inspection } from './records.ts'
import { visitSite } from './site-facts.ts'
import type { InspectionTables } from './tables.ts'

type PhotosAdded = {
  type: 'ReadingPhotosAdded'
  data: { idpemeriksaan: number; idpenjadwalan: number; foto: string[] }
}
type AddPhotos = { type: 'AddPhotos'; idpemeriksaan: number; idpenjadwalan: number; foto: string[] }

// A reading's photos are recorded once: the phone's outbox sends them again after a lost answer
// (and a second phone may send its own); the first photos stand and a later call records nothing.
export const readingPhotoDecider: Decider<AddPhotos, { added: boolean }, PhotosAdded> = {
  initialState: () => ({ added: false }),
  evolve: () => ({ added: true }),
  decide: (command, state) =>
    state.added
      ? []
      : [
          {
            type: 'ReadingPhotosAdded',
            data: {
              idpemeriksaan: command.idpemeriksaan,
              idpenjadwalan: command.idpenjadwalan,
              foto: command.foto,
            },
          },
        ],
}

async function readingByKey(db: DbOrTrx, idpenjadwalan: number, key: string) {
  return db
    .withTables<InspectionTables>()
    .selectFrom('inspections')
    .select('idpemeriksaan')
    .where('idpenjadwalan', '=', idpenjadwalan)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
}

// POST /api/pemeriksaan/{idpenjadwalan}/foto: one or two photos of a reading of this visit, named
// by the reading's idempotency key (ADR 0119). The photos are kept only when they are recorded;
// a replay answers the reading as it stands and keeps nothing more.
export async function addReadingPhotos(
  deps: InspectionDeps & { files: FileStore },
  rawId: unknown,
  input: { idempotency_key: string; foto: readonly UploadedFile[] },
  metadata: EventMetadata,
): Promise<{ reading: Inspection; added: number }> {
  return keepOnlyIfDone(deps.files, [...input.foto], async () => {
    const id = parseRecordId(rawId)
    const visit = id === null ? undefined : await visitSite(deps.db, id)
    if (visit === undefined) throw new NotFoundError(INSPECTION_MESSAGES.visitNotFound)
    const found = await readingByKey(deps.db, visit.idpenjadwalan, input.idempotency_key)
    if (found === undefined) {
      const message = READING_PHOTO_MESSAGES.readingNotInVisit
      throw new ValidationError(message, { idempotency_key: message })
    }
    const keys = input.foto.map((file) => file.key)
    const result = await handleCommand(
      deps.eventStore,
      readingPhotoDecider,
      { streamType: READING_PHOTO_STREAM_TYPE, streamId: String(found.idpemeriksaan), metadata },
      {
        type: 'AddPhotos',
        idpemeriksaan: found.idpemeriksaan,
        idpenjadwalan: visit.idpenjadwalan,
        foto: keys,
      },
    )
    if (result.events.length === 0) await deps.files.discard(...keys)
    const reading = (await findReading(deps.db, found.idpemeriksaan))!
    return { reading, added: result.events.length === 0 ? 0 : keys.length }
  })
}

// GET /api/pemeriksaan/foto/{idpemeriksaan}/{ke}: a reading's first or second photo.
export async function readingPhoto(
  deps: { db: DbOrTrx; files: FileStore },
  rawId: unknown,
  ke: number,
): Promise<Download> {
  const id = parseRecordId(rawId)
  const row =
    id === null
      ? undefined
      : await deps.db
          .withTables<InspectionTables>()
          .selectFrom('inspections')
          .select(['foto_1', 'foto_2'])
          .where('idpemeriksaan', '=', id)
          .executeTakeFirst()
  if (row === undefined) throw new NotFoundError(INSPECTION_MESSAGES.notFound)
  const key = ke === 1 ? row.foto_1 : ke === 2 ? row.foto_2 : null
  if (!key) throw new NotFoundError(READING_PHOTO_MESSAGES.noPhoto)
  return {
    type: typeOfKey(key),
    name: `foto-pemeriksaan-${id}-${ke}.${key.slice(-3)}`,
    ...(await streamedContent(deps.files, key)),
    inline: true,
  }
}
