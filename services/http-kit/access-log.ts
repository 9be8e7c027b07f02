import type { FastifyRequest } from 'fastify'

// Who read what (issue 38 item 4, ADR 0063). The kit's reads say what kind of access they are: a
// record opened (`baca`), a list exported with its personal fields (`ekspor`), a file downloaded
// (`unduh`); the kit writes the entry after the module's call succeeded and before the answer
// leaves, so an answered read is always logged and a refused one never. The writer is the API's
// (`app.decorate('accessLog', ...)`): the kit knows no table and no module.
export type AccessKind = 'baca' | 'ekspor' | 'unduh'

export type AccessEntry = {
  userId: string | null
  role: string | null
  jenis: AccessKind
  // The resource on the wire (`pelanggan`), the record's id when the call names one.
  sumber: string
  recordId: string | null
  // The path and query asked (a CSV's filters), and the client's address.
  rute: string
  alamat: string
}

export type AccessLogWriter = (entry: AccessEntry) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    accessLog?: AccessLogWriter
  }
}

const MAX_ROUTE = 500

// The resource a path names: its first segment after /api (`/pelanggan/getData/:id` -> `pelanggan`).
export const resourceOf = (path: string) =>
  path
    .replace(/^\/api\//, '/')
    .replace(/^\//, '')
    .split('/')[0] ?? ''

// The record a call names: its `id`, or the customer of a per-customer file (a monthly report).
function recordOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as { id?: string; idpelanggan?: string }
  const id = params.id ?? params.idpelanggan
  return id === undefined || id === '' ? null : id.slice(0, 100)
}

export async function logAccess(request: FastifyRequest, path: string, jenis: AccessKind): Promise<void> {
  const write = request.server.accessLog
  if (write === undefined) return
  await write({
    userId: request.actor?.userId ?? null,
    role: request.actor?.role ?? null,
    jenis,
    sumber: resourceOf(path),
    recordId: recordOf(request),
    rute: request.url.slice(0, MAX_ROUTE),
    alamat: request.ip ?? '',
  })
}
