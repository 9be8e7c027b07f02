import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UnsupportedMediaTypeError, ValidationError } from '../../core/errors.ts'
import { CONTRACT_MESSAGES } from './contract.ts'
import type { ContractFile } from './decider.ts'

// Contract files (api-contract.md, Files): jpg/jpeg/png/pdf recognised by their first bytes, not
// by the name the browser sent; stored under UPLOAD_DIR (outside every public folder) with a name
// the server chose, and served only through the authorised download route.

const KINDS = [
  { tipe: 'application/pdf', ext: 'pdf', magic: Buffer.from('%PDF-') },
  { tipe: 'image/png', ext: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { tipe: 'image/jpeg', ext: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
] as const
const NAME_EXTENSIONS = /\.(jpe?g|png|pdf)$/i

export function detectKind(content: Buffer) {
  return KINDS.find((kind) => content.subarray(0, kind.magic.length).equals(kind.magic))
}

// The file's own name as the user sees it, without folders or control characters.
export function cleanFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'))
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(-120)
  return clean || 'kontrak'
}

// Checks the name and the content; writes the file under `uploadDir/kontrak/` and answers what the
// ContractFileAttached event records.
export async function storeContractFile(
  uploadDir: string,
  name: string,
  content: Buffer,
): Promise<ContractFile> {
  if (content.length === 0) throw new ValidationError(CONTRACT_MESSAGES.fileRequired)
  const kind = detectKind(content)
  if (kind === undefined || !NAME_EXTENSIONS.test(name)) {
    throw new UnsupportedMediaTypeError(CONTRACT_MESSAGES.fileType)
  }
  const file_key = `kontrak/${randomUUID()}.${kind.ext}`
  const target = path.join(uploadDir, file_key)
  await mkdir(path.dirname(target), { recursive: true })
  const partial = `${target}.part`
  await writeFile(partial, content, { mode: 0o600 })
  await rename(partial, target)
  return { file_key, nama_file: cleanFileName(name), tipe: kind.tipe, ukuran: content.length }
}

// Keys come from our own events, but are checked anyway so no key can leave the folder.
function resolveKey(uploadDir: string, key: string): string {
  if (!/^kontrak\/[0-9a-f-]{36}\.(pdf|png|jpg)$/.test(key)) throw new Error(`bad contract file key ${key}`)
  return path.join(uploadDir, key)
}

export const readContractFile = (uploadDir: string, key: string) => readFile(resolveKey(uploadDir, key))

// A file whose event could not be recorded (a stale version, a deleted contract) is removed again.
export const discardContractFile = (uploadDir: string, key: string) =>
  rm(resolveKey(uploadDir, key), { force: true })
