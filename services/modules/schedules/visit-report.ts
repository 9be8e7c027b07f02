import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import {
  type Download,
  type FileStore,
  keepOnlyIfDone,
  streamedContent,
  typeOfKey,
  type UploadedFile,
} from '../../core/file-store.ts'
import { changeScheduleStatus, parseScheduleId, type ScheduleDeps, type StatusChange } from './commands.ts'
import { SCHEDULE_MESSAGES, SCHEDULE_PHOTO_MAX_BYTES } from './contract.ts'
import { scheduleOwners } from './queries.ts'

// The technician's report with its photos (domain-model.md, Schedules): photos are uploaded into
// the file store as the form arrives, and kept only when the completion they belong to is recorded.

export const SCHEDULE_PHOTO_RULES = {
  kinds: ['png', 'jpg'] as const,
  maxBytes: SCHEDULE_PHOTO_MAX_BYTES,
  messages: {
    required: SCHEDULE_MESSAGES.photoType,
    tooLarge: SCHEDULE_MESSAGES.photoTooLarge,
    type: SCHEDULE_MESSAGES.photoType,
  },
}

type StatusOptions = Parameters<typeof changeScheduleStatus>[3]

// editStatus with the uploaded photos: a visit reopened keeps none; a refused change, a stale
// version or a replayed idempotency key (the first answer stands) removes them again.
export async function reportVisitStatus(
  deps: ScheduleDeps & { files: FileStore },
  rawId: unknown,
  change: Omit<StatusChange, 'foto'> & { foto: readonly UploadedFile[] },
  options: StatusOptions,
) {
  const kept = change.status === 'selesai' ? change.foto : []
  await deps.files.discard(...change.foto.filter((photo) => !kept.includes(photo)).map((photo) => photo.key))
  return keepOnlyIfDone(deps.files, kept, async () => {
    const foto = kept.map((photo) => photo.key)
    const outcome = await changeScheduleStatus(deps, rawId, { ...change, foto }, options)
    if (!outcome.recorded) await deps.files.discard(...foto)
    return outcome
  })
}

// GET /api/penjadwalan/foto/{id}/{n}: the visit report's n-th photo (1 to 5), shown in the page.
export async function visitPhoto(
  deps: { db: Db; files: FileStore },
  rawId: unknown,
  rawN: string,
): Promise<Download> {
  const id = parseScheduleId(rawId)
  const owners = id === null ? undefined : await scheduleOwners(deps.db, id)
  if (owners === undefined) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
  const n = /^[1-5]$/.test(rawN) ? Number(rawN) : 0
  const key = owners.hasil_kunjungan?.foto[n - 1]
  if (key === undefined) throw new NotFoundError(SCHEDULE_MESSAGES.noPhoto)
  return {
    type: typeOfKey(key),
    name: `foto-${id}-${n}.${key.slice(-3)}`,
    ...(await streamedContent(deps.files, key)),
    inline: true,
  }
}
