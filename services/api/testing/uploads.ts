import type { Db } from '../../core/database.ts'

// What the API tests of uploads (contract files, payment proofs, visit photos) share: a multipart
// body built by hand, so a test controls every byte (boundary, parts, sizes), and small real files
// (core/testing/files.ts).

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

export { EXE_FILE, JPG_FILE, PNG_FILE, pdfFile } from '../../core/testing/files.ts'

// How many events a stream type holds: a refused call must leave it unchanged.
export async function eventCount(db: Db, streamType: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('stream_type', '=', streamType)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
