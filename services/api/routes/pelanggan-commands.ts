import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  CUSTOMER_EXAMPLE,
  CUSTOMER_MESSAGES,
  CustomerRecord,
  changeCustomerStatus,
  changeVisitFrequency,
  createCustomer,
  customerContract,
  customerStatusContract,
  deleteCustomer,
  periodeKunjunganContract,
  updateCustomer,
} from '../../modules/customers/index.ts'
import type { ApiDeps } from '../deps.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { IdParams, versionTagHeader } from '../record-routes.ts'
import { eventMetadata } from '../request-context.ts'
import { success, successBody } from '../responses.ts'
import { expectedVersion, sendVersionTag } from '../versioning.ts'

const IfMatch = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca, mis. "3"' })),
})
const tags = ['pelanggan']
const etag = versionTagHeader('pelanggan')
const answer = (message: string) => ({
  ...successBody(CustomerRecord, { data: CUSTOMER_EXAMPLE, message }),
  ...etag,
})

// Changes to customers (admin): each is one or more events; a stale version answers 409.
export default async function pelangganCommandRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.post(
    '/pelanggan/createData',
    {
      config: { access: 'create:pelanggan:any' },
      schema: {
        tags,
        summary: 'Tambah pelanggan (kode yang sudah dipakai: 409)',
        body: customerContract.schema,
        response: { 201: answer(CUSTOMER_MESSAGES.created), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const { version: _version, ...input } = request.body
      const customer = await createCustomer(deps, input, eventMetadata(request))
      sendVersionTag(reply, customer.version)
      return reply.status(201).send(success(customer, CUSTOMER_MESSAGES.created))
    },
  )

  app.put(
    '/pelanggan/updateData/:id',
    {
      config: { access: 'update:pelanggan:any' },
      schema: {
        tags,
        summary: 'Ubah pelanggan (semua kolom; tanpa status_aktif status tetap; versi lama: 409)',
        params: IdParams,
        headers: IfMatch,
        body: customerContract.schema,
        response: { 200: answer(CUSTOMER_MESSAGES.updated), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const { version, ...input } = request.body
      const customer = await updateCustomer(
        deps,
        request.params.id,
        input,
        expectedVersion(request, version),
        eventMetadata(request),
      )
      sendVersionTag(reply, customer.version)
      return success(customer, CUSTOMER_MESSAGES.updated)
    },
  )

  app.put(
    '/pelanggan/updatePeriodeKunjungan',
    {
      config: { access: 'update:pelanggan:any' },
      schema: {
        tags,
        summary: 'Ubah periode kunjungan pelanggan (idpelanggan di body; versi lama: 409)',
        headers: IfMatch,
        body: periodeKunjunganContract.schema,
        response: { 200: answer(CUSTOMER_MESSAGES.periodeChanged), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const { idpelanggan, periode_kunjungan, version } = request.body
      const customer = await changeVisitFrequency(
        deps,
        idpelanggan,
        periode_kunjungan,
        expectedVersion(request, version),
        eventMetadata(request),
      )
      sendVersionTag(reply, customer.version)
      return success(customer, CUSTOMER_MESSAGES.periodeChanged)
    },
  )

  app.put(
    '/pelanggan/editStatus/:id',
    {
      config: { access: 'update:pelanggan:any' },
      schema: {
        tags,
        summary: 'Aktifkan atau nonaktifkan pelanggan (versi lama: 409)',
        params: IdParams,
        headers: IfMatch,
        body: customerStatusContract.schema,
        response: { 200: answer(CUSTOMER_MESSAGES.statusChanged), ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const { status_aktif, version } = request.body
      const customer = await changeCustomerStatus(
        deps,
        request.params.id,
        status_aktif,
        expectedVersion(request, version),
        eventMetadata(request),
      )
      sendVersionTag(reply, customer.version)
      return success(customer, CUSTOMER_MESSAGES.statusChanged)
    },
  )

  app.delete(
    '/pelanggan/deleteData/:id',
    {
      config: { access: 'delete:pelanggan:any' },
      schema: {
        tags,
        summary: "Hapus pelanggan; yang masih dipakai: 409 'Data masih dipakai oleh …, nonaktifkan saja'",
        params: IdParams,
        headers: IfMatch,
        response: {
          200: successBody(Type.Null(), { data: null, message: CUSTOMER_MESSAGES.deleted }),
          ...errorAnswers(409),
        },
      },
    },
    async (request) => {
      await deleteCustomer(
        deps,
        request.params.id,
        expectedVersion(request, undefined),
        eventMetadata(request),
      )
      return success(null, CUSTOMER_MESSAGES.deleted)
    },
  )
}
