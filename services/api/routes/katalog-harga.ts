import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
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
} from '../../modules/catalogue/index.ts'
import type { ApiDeps } from '../deps.ts'
import { success, successBody } from '../responses.ts'

// The id is taken as text and checked by the module, so a non-numeric id answers 404, not 500.
const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })
const tags = ['katalog_harga']
// Browsers revalidate every visit (a 304 costs a few bytes); a CDN may keep the answer briefly.
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, must-revalidate'

// If-None-Match may list several tags, weak or strong; any one equal to ours means "unchanged".
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export default async function catalogueRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
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

  // Untyped: it answers prepared JSON text or a bare 304, not the schema's object.
  instance.get(
    '/katalog_harga/getData',
    {
      // A shared cache may hand this answer to many visitors: it carries nothing of one request
      // (no x-request-id, see app.ts).
      config: { access: 'public', sharedCache: true },
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
    // the same text the response schema would produce from the same rows.
    (request, reply) => {
      const answer = ({ body, etag }: PublicCatalogue) => {
        reply.header('etag', etag).header('cache-control', PUBLIC_CATALOGUE_CACHE_CONTROL)
        if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send()
        return reply.type('application/json; charset=utf-8').send(body)
      }
      const copy = publicCatalogue.cached()
      return copy ? answer(copy) : publicCatalogue.get().then(answer)
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
    async (request) => success(await getCatalogueEntry(deps, request.params.id)),
  )

  app.post(
    '/katalog_harga/createData',
    {
      config: { access: 'create:katalog_harga:any' },
      schema: {
        tags,
        summary: 'Tambah entri katalog harga',
        body: katalogCreateContract.schema,
        response: { 201: successBody(KatalogHargaRecord) },
      },
    },
    async (request, reply) => {
      const entry = changed(await createCatalogueEntry(deps, request.body))
      return reply.status(201).send(success(entry, CATALOGUE_MESSAGES.created))
    },
  )

  app.put(
    '/katalog_harga/updateData/:id',
    {
      config: { access: 'update:katalog_harga:any' },
      schema: {
        tags,
        summary: 'Ubah entri katalog harga',
        params: IdParams,
        body: katalogUpdateContract.schema,
        response: { 200: successBody(KatalogHargaRecord) },
      },
    },
    async (request) =>
      success(
        changed(await updateCatalogueEntry(deps, request.params.id, request.body)),
        CATALOGUE_MESSAGES.updated,
      ),
  )

  app.delete(
    '/katalog_harga/deleteData/:id',
    {
      config: { access: 'delete:katalog_harga:any' },
      schema: {
        tags,
        summary: 'Hapus entri katalog harga',
        params: IdParams,
        response: { 200: successBody(Type.Null()) },
      },
    },
    async (request) => {
      changed(await deleteCatalogueEntry(deps, request.params.id))
      return success(null, CATALOGUE_MESSAGES.deleted)
    },
  )
}
