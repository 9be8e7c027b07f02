import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../core/errors.ts'
import { isBlank, type Rules } from '../../core/validation.ts'
import {
  CATALOGUE_MESSAGES,
  createKatalogHarga,
  deleteKatalogHarga,
  getKatalogHarga,
  katalogCreateRules,
  katalogUpdateRules,
  listKatalogHarga,
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
    async () => success(await listKatalogHarga(deps)),
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
      const entry = await createKatalogHarga(deps, request.body as Record<string, unknown>)
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
        await updateKatalogHarga(deps, request.params.id, request.body as Record<string, unknown>),
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
      await deleteKatalogHarga(deps, request.params.id)
      return success(null, CATALOGUE_MESSAGES.deleted)
    },
  )
}
