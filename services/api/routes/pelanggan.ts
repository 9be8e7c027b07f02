import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  CUSTOMER_MESSAGES,
  CustomerRecord,
  getCustomer,
  listAllCustomers,
  ownsCustomer,
} from '../../modules/customers/index.ts'
import type { ApiDeps } from '../deps.ts'
import { success, successBody } from '../responses.ts'

const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })
const tags = ['pelanggan']

export default async function customerRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get(
    '/pelanggan/getAllData',
    {
      config: { access: 'read:pelanggan:any' },
      schema: {
        tags,
        summary: 'Semua pelanggan (untuk pilihan idpelanggan / nama_pelanggan)',
        response: { 200: successBody(Type.Array(CustomerRecord)) },
      },
    },
    async () => success(await listAllCustomers(deps)),
  )

  app.get<{ Params: { id: string } }>(
    '/pelanggan/getData/:id',
    {
      // A customer may read itself; another customer's id answers 404, as a missing one.
      config: {
        access: 'read:pelanggan:own',
        owner: (request, actor) => ownsCustomer(actor, (request.params as { id: string }).id),
        notFound: CUSTOMER_MESSAGES.notFound,
      },
      schema: {
        tags,
        summary: 'Satu pelanggan',
        params: IdParams,
        response: { 200: successBody(CustomerRecord) },
      },
    },
    async (request) => success(await getCustomer(deps, request.params.id)),
  )
}
