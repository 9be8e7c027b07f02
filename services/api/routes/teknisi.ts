import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { getTechnician, listAllTechnicians } from '../../modules/technicians/index.ts'
import type { ApiDeps } from '../deps.ts'
import { success, successBody } from '../responses.ts'

export const Technician = Type.Object({
  idteknisi: Type.Integer(),
  nama_teknisi: Type.String(),
  no_telp: Type.String(),
  alamat: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

const IdParams = Type.Object({ id: Type.String({ maxLength: 32 }) })
const tags = ['teknisi']

export default async function teknisiRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.get(
    '/teknisi/getAllData',
    {
      config: { access: 'read:teknisi:any' },
      schema: {
        tags,
        summary: 'Semua teknisi (untuk pilihan idteknisi / nama_teknisi)',
        response: { 200: successBody(Type.Array(Technician)) },
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
        response: { 200: successBody(Technician) },
      },
    },
    async (request) => success(await getTechnician(deps, request.params.id)),
  )
}
