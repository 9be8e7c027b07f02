import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import {
  type AnswerHeaders,
  defineModuleHttp,
  IdParams,
  registerCommand,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  CATALOGUE_MESSAGES,
  createCatalogueEntry,
  createPublicCatalogueCache,
  deleteCatalogueEntry,
  getCatalogueEntry,
  KatalogHargaRecord,
  katalogCreateContract,
  katalogUpdateContract,
  type PublicCatalogue,
  updateCatalogueEntry,
} from '../index.ts'

const tags = ['katalog_harga']
const example = {
  idkatalog_harga: 1,
  jenis_layanan: 'Pest Control',
  deskripsi: 'Pengendalian kecoa, semut dan nyamuk untuk rumah dan kantor',
  harga: 350_000,
  minimum_cost: 500_000,
  minimal_luasan: 100,
}
// Browsers revalidate every visit (a 304 costs a few bytes); a CDN may keep the answer briefly.
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, must-revalidate'

// If-None-Match may list several tags, weak or strong; any one equal to ours means "unchanged".
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

// The public catalogue (from memory, with ETag) and the admin's entries.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance
  const publicCatalogue = createPublicCatalogueCache({
    db: deps.db,
    databaseUrl: deps.config.databaseUrl,
    logger: app.log,
  })
  app.addHook('onReady', () => publicCatalogue.ready())
  app.addHook('onClose', () => publicCatalogue.close())
  // After the admin's write commits: this process answers with the change at once, the others
  // when the table's notification reaches them (milliseconds).
  const changed = <T>(result: T): T => {
    publicCatalogue.invalidate()
    return result
  }

  // Every header of the answer and of its 304, worked out once per catalogue version: the API's
  // security headers (with this route's cache-control in place of no-store), the ETag and, for the
  // 200, the type. Set by one reply.headers call in the handler, which is also where this route's
  // security headers and its refusal while closing come from (`ownHeaders`, ADR 0025).
  const { api: apiHeaders } = instance.securityHeaders
  const secureAnswer = instance.secureAnswer
  let headersOf: PublicCatalogue | null = null
  let fullHeaders: AnswerHeaders = apiHeaders
  let notModifiedHeaders: AnswerHeaders = apiHeaders
  // After a load, the security headers are already set and the request was not refused: only the
  // rest is set then.
  const setOnly = (_request: FastifyRequest, reply: FastifyReply, headers: AnswerHeaders) => {
    reply.headers(headers)
    return false
  }
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    copy: PublicCatalogue,
    secure: typeof secureAnswer = secureAnswer,
  ): void => {
    if (copy !== headersOf) {
      notModifiedHeaders = Object.freeze({
        ...apiHeaders,
        'cache-control': PUBLIC_CATALOGUE_CACHE_CONTROL,
        etag: copy.etag,
      })
      fullHeaders = Object.freeze({
        ...notModifiedHeaders,
        'content-type': 'application/json; charset=utf-8',
      })
      headersOf = copy
    }
    if (matches(request.headers['if-none-match'], copy.etag)) {
      if (!secure(request, reply, notModifiedHeaders)) reply.status(304).send()
    } else if (!secure(request, reply, fullHeaders)) reply.send(copy.body)
  }

  // Untyped: it answers prepared JSON text or a bare 304, not the schema's object.
  instance.get(
    '/katalog_harga/getData',
    {
      // A shared cache may hand this answer to many visitors: it carries nothing of one request
      // (no x-request-id, see app.ts). It reads nothing of the request but If-None-Match (no input
      // to guard, plugins/input-guard.ts) and sets its own security headers (see above).
      config: { access: 'public', sharedCache: true, ownHeaders: true, readsInput: false },
      schema: {
        tags,
        summary: 'Daftar katalog harga (publik)',
        response: {
          200: successBody(Type.Array(KatalogHargaRecord)),
          304: Type.Null({ description: 'Tidak berubah sejak ETag yang dikirim (If-None-Match)' }),
        },
      },
    },
    // The prepared JSON text is sent as is (a string with a JSON type skips serialisation); it is
    // the same text the response schema would produce from the same rows. Answered synchronously
    // from memory; when the copy must be loaded first, the security headers (and the refusal while
    // closing) come before the wait, so a failed load answers with them as before.
    (request, reply) => {
      const copy = publicCatalogue.cached()
      if (copy) return answer(request, reply, copy)
      if (secureAnswer(request, reply, apiHeaders)) return
      return publicCatalogue.get().then((loaded) => answer(request, reply, loaded, setOnly))
    },
  )

  app.get(
    '/katalog_harga/getData/:id',
    {
      config: { access: 'read:katalog_harga:any' },
      schema: {
        tags,
        summary: 'Satu entri katalog harga',
        params: IdParams,
        response: { 200: successBody(KatalogHargaRecord) },
      },
    },
    async (request) => success(await getCatalogueEntry(deps, (request.params as { id: string }).id)),
  )

  registerCommand<ContractValue<typeof katalogCreateContract>>(app, {
    method: 'POST',
    path: '/katalog_harga/createData',
    config: { access: 'create:katalog_harga:any' },
    tags,
    summary: 'Tambah entri katalog harga',
    body: katalogCreateContract.schema,
    record: KatalogHargaRecord,
    example,
    message: CATALOGUE_MESSAGES.created,
    status: 201,
    errors: [],
    run: async ({ body }) => changed(await createCatalogueEntry(deps, body)),
  })

  registerCommand<ContractValue<typeof katalogUpdateContract>>(app, {
    method: 'PUT',
    path: '/katalog_harga/updateData/:id',
    config: { access: 'update:katalog_harga:any' },
    tags,
    summary: 'Ubah entri katalog harga',
    body: katalogUpdateContract.schema,
    record: KatalogHargaRecord,
    example,
    message: CATALOGUE_MESSAGES.updated,
    errors: [],
    run: async ({ id, body }) => changed(await updateCatalogueEntry(deps, id, body)),
  })

  registerCommand(app, {
    method: 'DELETE',
    path: '/katalog_harga/deleteData/:id',
    config: { access: 'delete:katalog_harga:any' },
    tags,
    summary: 'Hapus entri katalog harga',
    record: Type.Null(),
    example: null,
    message: CATALOGUE_MESSAGES.deleted,
    errors: [],
    run: async ({ id }) => {
      changed(await deleteCatalogueEntry(deps, id))
      return null
    },
  })
})
