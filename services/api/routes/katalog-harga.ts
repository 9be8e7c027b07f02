import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  CATALOGUE_MESSAGES,
  createCatalogueEntry,
  deleteCatalogueEntry,
  getCatalogueEntry,
  KatalogHargaRecord,
  katalogCreateContract,
  katalogUpdateContract,
  listCatalogue,
  updateCatalogueEntry,
} from '../../modules/catalogue/index.ts'
import type { ApiDeps } from '../deps.ts'
import { success, successBody } from '../responses.ts'

// The id is taken as text and checked by the module, so a non-numeric id answers 404, not 500.
const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })
const tags = ['katalog_harga']

export default async function catalogueRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/katalog_harga/getData',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Daftar katalog harga (publik)',
        response: { 200: successBody(Type.Array(KatalogHargaRecord)) },
      },
    },
    async () => success(await listCatalogue(deps)),
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
      const entry = await createCatalogueEntry(deps, request.body)
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
      success(await updateCatalogueEntry(deps, request.params.id, request.body), CATALOGUE_MESSAGES.updated),
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
      await deleteCatalogueEntry(deps, request.params.id)
      return success(null, CATALOGUE_MESSAGES.deleted)
    },
  )
}
