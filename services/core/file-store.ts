import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors.ts'
import { type ContentCheck, contentCheck, type FileKind } from './file-content.ts'

// Uploaded files (api-contract.md, Files): recognised by their first bytes, never by the name the
// browser sent; kept under keys the server names (`<folder>/<uuid>.<ext>`), outside every public
// folder, and served only through authorised routes. One small interface, so the local folder can
// give way to an S3-compatible bucket without any module noticing.

export type { FileKind }
export const FILE_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
}
const MAGIC: Record<FileKind, Buffer> = {
  pdf: Buffer.from('%PDF-'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: Buffer.from([0xff, 0xd8, 0xff]),
}
const NAME_EXTENSIONS: Record<FileKind, RegExp> = { pdf: /\.pdf$/i, png: /\.png$/i, jpg: /\.jpe?g$/i }
const MAGIC_BYTES = Math.max(...Object.values(MAGIC).map((magic) => magic.length))

export type FileRules = {
  kinds: readonly FileKind[]
  maxBytes: number
  // The record's own texts: an empty file, one over maxBytes, one of another kind.
  messages: { required: string; tooLarge: string; type: string }
}
export type StoredFile = { key: string; type: string; size: number }

// A file a visitor uploaded, kept under a key the server named; the name it came with, cleaned
// (`nama_file_*`).
export type UploadedFile = StoredFile & { name: string }

// A file as a download route sends it: its type, the name it is saved under, its bytes, and
// whether the page shows it (a visit's photo) rather than saving it.
export type Download = {
  type: string
  name: string
  content: Buffer | Readable
  size?: number
  inline?: boolean
}

// An empty file: refused with the record's 'required' text (a form may treat it as no file).
export class EmptyFileError extends ValidationError {}

export type FileStore = {
  // Streams `content` into a new file beside its final place and renames it there once whole and
  // checked; anything refused or cut off leaves nothing behind. `name`, the visitor's name of the
  // file, must end like an allowed kind too. `id` (a UUID) names the file in advance, for a writer
  // that records the key it is about to write (the monthly report's compile: a kill between the
  // write and the record leaves a key the next compile knows to remove).
  write(
    folder: string,
    content: AsyncIterable<Uint8Array>,
    rules: FileRules,
    name?: string,
    id?: string,
  ): Promise<StoredFile>
  read(key: string): Promise<Buffer>
  open(key: string): Promise<{ stream: Readable; size: number }>
  // Removes files whose record was not written, or whose record no longer names them (with the
  // part file a writer killed mid-write left beside the key).
  discard(...keys: readonly (string | null | undefined)[]): Promise<void>
  // The keys under a folder (operators and tests counting orphans).
  list(folder: string): Promise<string[]>
}

export function detectKind(head: Uint8Array): FileKind | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  return (Object.keys(MAGIC) as FileKind[]).find((kind) =>
    bytes.subarray(0, MAGIC[kind].length).equals(MAGIC[kind]),
  )
}

// Whether the name the visitor gave ends like a file of an allowed kind.
export const nameAllowed = (name: string, kinds: readonly FileKind[]) =>
  kinds.some((kind) => NAME_EXTENSIONS[kind].test(name))

// The file's own name as people see it again (`nama_file_*`): no folders, no control or
// formatting characters (a right-to-left override could disguise `exe.pdf`), at most 120 characters.
export function cleanFileName(name: string, fallback: string): string {
  const base = path.basename(name.replaceAll('\\', '/'))
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(-120)
  return clean || fallback
}

const FOLDER = /^[a-z][a-z_-]{0,39}$/
const KEY = /^([a-z][a-z_-]{0,39})\/[0-9a-f-]{36}\.(pdf|png|jpg)$/
const UUID = /^[0-9a-f-]{36}$/
const extensionOf: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpg: 'jpg' }

export const typeOfKey = (key: string): string =>
  key.endsWith('.pdf') ? FILE_TYPES.pdf : key.endsWith('.png') ? FILE_TYPES.png : FILE_TYPES.jpg

// The content check of the kind the first bytes name, fed what came so far; refused when the kind
// is unknown or not allowed here.
function startCheck(head: Buffer, rules: FileRules, refuse: () => Error): ContentCheck {
  const kind = detectKind(head)
  if (kind === undefined || !rules.kinds.includes(kind)) throw refuse()
  const check = contentCheck(kind)
  check.add(head)
  return check
}

// An upload's bytes as they stream, checked on the way through (by the disk store into its part
// file, by the S3 store into its upload): the size limit at once, the kind from the first bytes,
// and at the end a whole file whose name ends like its kind. A refusal throws out of the loop
// that reads the chunks, so a writer stops and removes what it began. `kind()` after the last chunk.
export function checkedUpload(content: AsyncIterable<Uint8Array>, rules: FileRules, name?: string) {
  let size = 0
  let head = Buffer.alloc(0)
  let check: ContentCheck | undefined
  let refusal: Error | undefined
  const refuse = () => new UnsupportedMediaTypeError(rules.messages.type)
  async function* checked(): AsyncGenerator<Uint8Array> {
    for await (const chunk of content) {
      size += chunk.byteLength
      if (size > rules.maxBytes) throw new PayloadTooLargeError(rules.messages.tooLarge)
      // Judged by its first bytes as soon as they are in: another kind is not written further.
      if (check === undefined) {
        head = Buffer.concat([head, chunk])
        if (head.length >= MAGIC_BYTES) check = startCheck(head, rules, refuse)
      } else check.add(chunk)
      yield chunk
    }
    if (size === 0) throw new EmptyFileError(rules.messages.required)
    check ??= startCheck(head, rules, refuse)
    if (!check.whole() || (name !== undefined && !nameAllowed(name, rules.kinds))) throw refuse()
  }
  // The refusal is kept: a writer that hands the chunks to a client library (the S3 upload) gets
  // it back wrapped or replaced, and answers the visitor with this one.
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      yield* checked()
    } catch (error) {
      refusal = error as Error
      throw error
    }
  }
  return {
    chunks: chunks(),
    size: () => size,
    // Known once the first bytes are in (always after the last chunk).
    kind: (): FileKind | undefined => (check === undefined ? undefined : detectKind(head)),
    refusal: () => refusal,
  }
}

// The checks on a writer's folder and chosen id: keys are formed here only, never from a visitor's
// input, so none can hold `..`, a leading `/` or anything but `<folder>/<uuid>.<ext>`.
export function newKey(folder: string, chosenId?: string) {
  if (!FOLDER.test(folder)) throw new Error(`bad file folder ${folder}`)
  if (chosenId !== undefined && !UUID.test(chosenId)) throw new Error(`bad file id ${chosenId}`)
  const id = chosenId ?? randomUUID()
  return { id, keyOf: (kind: FileKind) => `${folder}/${id}.${extensionOf[kind]}` }
}

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad file key ${key}`)
  return key
}

export function checkFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`bad file folder ${folder}`)
  return folder
}

// The store on a local folder (UPLOAD_DIR).
export function createLocalFileStore(root: string): FileStore {
  // Keys come from our own events, but are checked anyway so that no key can leave the folder.
  const pathOf = (key: string) => path.join(root, checkKey(key))

  async function write(
    folder: string,
    content: AsyncIterable<Uint8Array>,
    rules: FileRules,
    name?: string,
    chosenId?: string,
  ) {
    const { id, keyOf } = newKey(folder, chosenId)
    const directory = path.join(root, folder)
    await mkdir(directory, { recursive: true })
    const partial = path.join(directory, `${id}.part`)
    const handle = await open(partial, 'wx', 0o600)
    const upload = checkedUpload(content, rules, name)
    try {
      for await (const chunk of upload.chunks) await handle.write(chunk)
      const kind = upload.kind()!
      await handle.close()
      const key = keyOf(kind)
      await rename(partial, pathOf(key))
      return { key, type: FILE_TYPES[kind], size: upload.size() }
    } catch (error) {
      await handle.close().catch(() => undefined)
      await rm(partial, { force: true })
      throw error
    }
  }

  return {
    write,
    read: async (key) => readFile(pathOf(key)),
    async open(key) {
      const file = pathOf(key)
      const { size } = await stat(file)
      return { stream: createReadStream(file), size }
    },
    async discard(...keys) {
      await Promise.all(
        keys.flatMap((key) => {
          if (!key) return []
          const file = pathOf(key)
          return [rm(file, { force: true }), rm(file.replace(/\.[a-z]+$/, '.part'), { force: true })]
        }),
      )
    },
    async list(folder) {
      const names = await readdir(path.join(root, checkFolder(folder))).catch(() => [] as string[])
      return names.map((name) => `${folder}/${name}`).sort()
    },
  }
}

// A file written for a command that then failed is removed again: the command's own error is what
// the caller sees.
export async function keepOnlyIfDone<T>(
  files: FileStore,
  written: readonly (StoredFile | null | undefined)[],
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    // The store may be what failed: the command's error still wins over the clean-up's.
    await files.discard(...written.map((file) => file?.key)).catch(() => undefined)
    throw error
  }
}

// A kept file as a download sends it: streamed from the store with its size (Content-Length),
// never read whole into memory. The store is asked before any header is sent, so a store that is
// down answers the download's 503 rather than a cut-off 200.
export async function streamedContent(
  files: FileStore,
  key: string,
): Promise<Pick<Download, 'content' | 'size'>> {
  const { stream, size } = await files.open(key)
  return { content: stream, size }
}
