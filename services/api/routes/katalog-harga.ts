import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../core/errors.ts'
import { isBlank, type Rules } from '../../core/validation.ts'
import {
  CATALOGUE_MESSAGES,
  createKatalogHarga,
  createPublicCatalogueCache,
  deleteKatalogHarga,
  getKatalogHarga,
  katalogCreateRules,
  katalogUpdateRules,
  type PublicCatalogue,
  updateKatalogHarga,
  validateKatalog,
} from '../../modules/catalogue/index.ts'
import type { ApiDeps } from '../deps.ts'
import { errorResponses, success, successBody } from '../responses.ts'
import { checkBody, schemaFromRules } from '../schema-from-rules.ts'

const Entry = Type.Object({
  idkatalog_harga: Type.Integer(),
  jenis_layanan: Type.String(),
  deskripsi: Type.String(),
  harga: Type.Integer({ description: 'Rupiah per m²' }),
  minimum_cost: Type.Integer({ description: 'Biaya minimum dalam Rupiah' }),
  minimal_luasan: Type.Integer({ description: 'Luas minimum dalam m²' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

// The id is taken as text and checked by the module, so a non-numeric id answers 404, not 500.
const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })
const admin = ['admin'] as const
const tags = ['katalog_harga']
const security = [{ bearer: [] }]
// Browsers revalidate every visit (a 304 costs a few bytes); a CDN may keep the answer briefly.
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, must-revalidate'

// If-None-Match may list several tags, weak or strong; any one equal to ours means "unchanged".
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

type IdRequest = { Params: { id: string } }

// Runs before the schema's type coercion, which would read '25.000' as 25 and '' as 0: money must
// be plain digits, and an optional number left empty is dropped so the stored value is kept.
function checkKatalogBody(rules: Rules): preValidationHookHandler[] {
  const strict: preValidationHookHandler = async (request) => {
    const body = request.body as Record<string, unknown>
    const first = Object.values(validateKatalog(rules, body))[0]
    if (first !== undefined) throw new ValidationError(first)
    for (const [field, rule] of Object.entries(rules))
      if (rule.required === undefined && isBlank(body[field])) delete body[field]
  }
  return [checkBody(rules), strict]
}

export default async function katalogHargaRoutes(app: FastifyInstance, deps: ApiDeps) {
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

  app.get(
    '/katalog_harga/getData',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Daftar katalog harga (publik)',
        response: { 200: successBody(Type.Array(Entry)), ...errorResponses },
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

  app.get<IdRequest>(
    '/katalog_harga/getData/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        security,
        summary: 'Satu entri katalog harga',
        params: IdParams,
        response: { 200: successBody(Entry), ...errorResponses },
      },
    },
    async (request) => success(await getKatalogHarga(deps, request.params.id)),
  )

  app.post(
    '/katalog_harga/createData',
    {
      config: { access: admin },
      preValidation: checkKatalogBody(katalogCreateRules),
      schema: {
        tags,
        security,
        summary: 'Tambah entri katalog harga',
        body: schemaFromRules(katalogCreateRules),
        response: { 201: successBody(Entry), ...errorResponses },
      },
    },
    async (request, reply) => {
      const entry = changed(await createKatalogHarga(deps, request.body as Record<string, unknown>))
      return reply.status(201).send(success(entry, CATALOGUE_MESSAGES.created))
    },
  )

  app.put<IdRequest>(
    '/katalog_harga/updateData/:id',
    {
      config: { access: admin },
      preValidation: checkKatalogBody(katalogUpdateRules),
      schema: {
        tags,
        security,
        summary: 'Ubah entri katalog harga',
        params: IdParams,
        body: schemaFromRules(katalogUpdateRules),
        response: { 200: successBody(Entry), ...errorResponses },
      },
    },
    async (request) =>
      success(
        changed(await updateKatalogHarga(deps, request.params.id, request.body as Record<string, unknown>)),
        CATALOGUE_MESSAGES.updated,
      ),
  )

  app.delete<IdRequest>(
    '/katalog_harga/deleteData/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        security,
        summary: 'Hapus entri katalog harga',
        params: IdParams,
        response: { 200: successBody(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      changed(await deleteKatalogHarga(deps, request.params.id))
      return success(null, CATALOGUE_MESSAGES.deleted)
    },
  )
}
