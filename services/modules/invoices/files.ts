import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UnsupportedMediaTypeError, ValidationError } from '../../core/errors.ts'
import { cleanFileName, detectKind } from '../contracts/index.ts'
import { INVOICE_MESSAGES } from './contract.ts'
import type { ProofFile } from './decider.ts'

// Payment proofs: the contracts' file rules (jpg/png/pdf recognised by their first bytes, stored
// under UPLOAD_DIR with a name the server chose, served only through the authorised route), in
// their own folder.
const NAME_EXTENSIONS = /\.(jpe?g|png|pdf)$/i
const KEY = /^tagihan\/[0-9a-f-]{36}\.(pdf|png|jpg)$/

export async function storeProof(uploadDir: string, name: string, content: Buffer): Promise<ProofFile> {
  if (content.length === 0) throw new ValidationError(INVOICE_MESSAGES.proofRequired)
  const kind = detectKind(content)
  if (kind === undefined || !NAME_EXTENSIONS.test(name))
    throw new UnsupportedMediaTypeError(INVOICE_MESSAGES.proofType)
  const file_key = `tagihan/${randomUUID()}.${kind.ext}`
  const target = path.join(uploadDir, file_key)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(`${target}.part`, content, { mode: 0o600 })
  await rename(`${target}.part`, target)
  return { file_key, nama_file: cleanFileName(name), tipe: kind.tipe, ukuran: content.length }
}

// Keys come from our own events, but are checked anyway so no key can leave the folder.
function resolveKey(uploadDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`bad payment proof key ${key}`)
  return path.join(uploadDir, key)
}

export const readProof = (uploadDir: string, key: string) => readFile(resolveKey(uploadDir, key))

// A proof whose payment could not be recorded (a stale version, a paid invoice) is removed again.
export const discardProof = (uploadDir: string, key: string) =>
  rm(resolveKey(uploadDir, key), { force: true })
