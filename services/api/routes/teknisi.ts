import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { getTechnician, listAllTechnicians, TechnicianRecord } from '../../modules/technicians/index.ts'
import type { ApiDeps } from '../deps.ts'
import { success, successBody } from '../responses.ts'

const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })
const tags = ['teknisi']

export default async function technicianRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get(
    '/teknisi/getAllData',
    {
      config: { access: 'read:teknisi:any' },
      schema: {
        tags,
        summary: 'Semua teknisi (untuk pilihan idteknisi / nama_teknisi)',
        response: { 200: successBody(Type.Array(TechnicianRecord)) },
      },
    },
    async () => success(await listAllTechnicians(deps)),
  )

  app.get<{ Params: { id: string } }>(
    '/teknisi/getData/:id',
    {
      config: { access: 'read:teknisi:any' },
      schema: {
        tags,
        summary: 'Satu teknisi',
        params: IdParams,
        response: { 200: successBody(TechnicianRecord) },
      },
    },
    async (request) => success(await getTechnician(deps, request.params.id)),
  )
}
