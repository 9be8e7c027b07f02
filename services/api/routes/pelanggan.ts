import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { pageRequest } from '../../core/paging.ts'
import {
  availableKodes,
  CUSTOMER_EXAMPLE,
  CUSTOMER_MESSAGES,
  CustomerChoice,
  CustomerRecord,
  customerChoices,
  customerCsv,
  customerHistory,
  customerPage,
  getCustomer,
  JENIS_PEKERJAAN_OPTIONS,
  KODE_AREA_OPTIONS,
  ownsCustomer,
  STATUS_AKTIF_OPTIONS,
} from '../../modules/customers/index.ts'
import type { ApiDeps } from '../deps.ts'
import { registerHistory, registerVersionedRead, versionTagHeader } from '../record-routes.ts'
import { pagedBody, success, successBody } from '../responses.ts'
import pelangganCommandRoutes from './pelanggan-commands.ts'

const tags = ['pelanggan']
const _etag = versionTagHeader('pelanggan')

// Filters of the list and of its export (values are checked by the module, with their messages).
const Filters = {
  search_query: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Cari di kode, nama, alamat, no telp (tanpa beda huruf besar/kecil)',
    }),
  ),
  jenis_pekerjaan: Type.Optional(
    Type.String({ maxLength: 50, description: `Salah satu dari: ${JENIS_PEKERJAAN_OPTIONS.join(', ')}` }),
  ),
  status_aktif: Type.Optional(
    Type.String({ maxLength: 20, description: `Salah satu dari: ${STATUS_AKTIF_OPTIONS.join(', ')}` }),
  ),
}
const ListQuery = Type.Object({
  ...Filters,
  page: Type.Optional(Type.String({ maxLength: 10, description: 'Halaman, mulai 0' })),
  limit: Type.Optional(
    Type.String({ maxLength: 10, description: 'Baris per halaman (bawaan 10, maks. 100)' }),
  ),
})

// Customers (pelanggan): lists, one record, its history, free codes and the CSV export. Changes
// are in pelanggan-commands.ts.
export default async function pelangganRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/pelanggan/getAllData',
    {
      config: { access: 'read:pelanggan:any' },
      schema: {
        tags,
        summary: 'Semua pelanggan menurut nama, sebagai pilihan (id, kode, nama, status)',
        description:
          'Daftar pilihan tanpa halaman: setiap pelanggan, diurutkan menurut nama, hanya dengan ' +
          'idpelanggan, kode_pelanggan, nama_pelanggan dan status_aktif (ADR 0013). Pada 100 000 ' +
          'pelanggan jawabannya beberapa MB; layar memakai pencarian berhalaman ' +
          '(`GET /api/pelanggan/getData?search_query=…`) untuk memilih pelanggan, dan ' +
          '`GET /api/pelanggan/getData/{id}` untuk data lengkap satu pelanggan.',
        response: {
          200: successBody(Type.Array(CustomerChoice), {
            data: [
              {
                idpelanggan: CUSTOMER_EXAMPLE.idpelanggan,
                kode_pelanggan: CUSTOMER_EXAMPLE.kode_pelanggan,
                nama_pelanggan: CUSTOMER_EXAMPLE.nama_pelanggan,
                status_aktif: CUSTOMER_EXAMPLE.status_aktif,
              },
            ],
          }),
        },
      },
    },
    // PostgreSQL writes the JSON of every row; Node sends that text as it is, without parsing
    // and re-serialising tens of thousands of objects.
    async (_request, reply) => {
      const ready = `{"status":"sukses","data":${await customerChoices(deps)}}`
      // A string with a JSON content type is sent as it is (the response schema documents it).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(ready)
    },
  )

  app.get(
    '/pelanggan/getData',
    {
      config: { access: 'read:pelanggan:any' },
      schema: {
        tags,
        summary: 'Daftar pelanggan per halaman, terbaru dulu, dengan pencarian dan filter',
        querystring: ListQuery,
        response: { 200: pagedBody(CustomerRecord) },
      },
    },
    async (request) => customerPage(deps, request.query, pageRequest(request.query)),
  )

  registerVersionedRead(app, {
    path: '/pelanggan/getData/:id',
    config: {
      access: 'read:pelanggan:own',
      owner: (request, actor) => ownsCustomer(actor, (request.params as { id: string }).id),
      notFound: CUSTOMER_MESSAGES.notFound,
    },
    tags,
    summary: 'Satu pelanggan (pelanggan hanya dirinya sendiri)',
    record: CustomerRecord,
    example: CUSTOMER_EXAMPLE,
    what: 'pelanggan',
    load: (id) => getCustomer(deps, id),
  })

  app.get(
    '/pelanggan/export',
    {
      config: { access: 'read:pelanggan:any' },
      schema: {
        tags,
        summary: 'Unduh daftar pelanggan (CSV, pemisah ;) dengan filter yang sama',
        querystring: Type.Object(Filters),
        response: {
          200: { description: 'CSV UTF-8 dengan BOM', content: { 'text/csv': { schema: Type.String() } } },
        },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await customerCsv(deps, request.query, todayJakarta())
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body)
    },
  )

  app.get(
    '/pelanggan/kodeTersedia',
    {
      config: { access: 'read:pelanggan:any' },
      schema: {
        tags,
        summary:
          'Kode pelanggan yang masih bebas di satu area: daftar pilihan dulu, lalu lima nomor berikutnya',
        querystring: Type.Object({
          area: Type.Optional(Type.String({ maxLength: 10, description: KODE_AREA_OPTIONS.join(', ') })),
        }),
        response: { 200: successBody(Type.Array(Type.String()), { data: ['TTSG-sda-004', 'TTSG-sda-005'] }) },
      },
    },
    async (request) => success(await availableKodes(deps, request.query.area)),
  )

  registerHistory(app, deps, {
    path: '/pelanggan/history/:id',
    config: { access: 'read:pelanggan:any' },
    tags,
    summary: 'Riwayat perubahan pelanggan (siapa, kapan, apa), terlama dulu; tetap ada setelah dihapus',
    load: (sources, id) => customerHistory(sources, id),
  })

  await app.register(pelangganCommandRoutes, deps)
}
