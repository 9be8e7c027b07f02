import type { FastifyReply } from 'fastify'
import type { FileStore } from '../core/file-store.ts'
import { sendAttachment } from './uploads.ts'

type Compiled = { file_key: string | null; nama_file: string | null }

// A document the worker compiles (the monthly report's PDF, an audit pack): while it has no file
// yet, 202 with its progress (never cached: it changes); then `send` answers the file (the stored
// PDF, or a ZIP made from it).
export async function sendCompiled<R extends Compiled>(
  reply: FastifyReply,
  record: R,
  progress: (record: R) => unknown,
  send: (record: R & { file_key: string }) => Promise<unknown>,
) {
  if (record.file_key === null) {
    reply.code(202).header('cache-control', 'no-store')
    return progress(record)
  }
  return send({ ...record, file_key: record.file_key })
}

// A compiled PDF as it was stored, under its recorded name (or `fallbackName`).
export async function sendStoredPdf(
  reply: FastifyReply,
  files: FileStore,
  record: Compiled & { file_key: string },
  fallbackName: string,
) {
  const { stream, size } = await files.open(record.file_key)
  return sendAttachment(reply, {
    type: 'application/pdf',
    name: record.nama_file ?? fallbackName,
    content: stream,
    size,
  })
}
