import type { Db } from '../../core/database.ts'

// What the API tests of uploads (contract files, payment proofs, visit photos) share: a multipart
// body built by hand, so a test controls every byte (boundary, parts, sizes), and small files
// whose first bytes say what they are, as the content checks read them.

export type FormPart = { name: string; value: string | Buffer; filename?: string }

export function multipartForm(parts: readonly FormPart[], boundary = 'ttsgBoundary42') {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`))
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` }
}

export const pdfFile = (padding = 200) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(padding, 0x20), Buffer.from('\n%%EOF\n')])
export const PNG_FILE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
])
export const JPG_FILE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 2)])
// A Windows program renamed: refused whatever its name says.
export const EXE_FILE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)])

// How many events a stream type holds: a refused call must leave it unchanged.
export async function eventCount(db: Db, streamType: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stream_type', '=', streamType)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
