import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UnsupportedMediaTypeError, ValidationError } from '../../core/errors.ts'
import { detectKind } from '../contracts/index.ts'
import { SCHEDULE_MESSAGES } from './contract.ts'

// Photos of a visit report: jpg/png recognised by their first bytes (the contracts' file check),
// stored under UPLOAD_DIR/penjadwalan with a name the server chose, served only through the
// authorised GET /api/penjadwalan/foto/{id}/{n}.

const KEY = /^penjadwalan\/[0-9a-f-]{36}\.(png|jpg)$/

export async function storeSchedulePhoto(uploadDir: string, content: Buffer): Promise<string> {
  if (content.length === 0) throw new ValidationError(SCHEDULE_MESSAGES.photoType)
  const kind = detectKind(content)
  if (kind === undefined || kind.ext === 'pdf')
    throw new UnsupportedMediaTypeError(SCHEDULE_MESSAGES.photoType)
  const key = `penjadwalan/${randomUUID()}.${kind.ext}`
  const target = path.join(uploadDir, key)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(`${target}.part`, content, { mode: 0o600 })
  await rename(`${target}.part`, target)
  return key
}

function resolveKey(uploadDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`bad schedule photo key ${key}`)
  return path.join(uploadDir, key)
}

export const photoType = (key: string) => (key.endsWith('.png') ? 'image/png' : 'image/jpeg')
export const readSchedulePhoto = (uploadDir: string, key: string) => readFile(resolveKey(uploadDir, key))
// Photos whose event could not be recorded (a stale version, a replayed key) are removed again.
export async function discardSchedulePhotos(uploadDir: string, keys: readonly string[]) {
  await Promise.all(keys.map((key) => rm(resolveKey(uploadDir, key), { force: true })))
}
