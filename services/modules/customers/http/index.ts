import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { csvFileName } from '../../../core/csv.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import {
  defineModuleHttp,
  filter,
  listQuery,
  registerCsvExport,
  registerHistory,
  registerList,
  registerVersionedRead,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  availableKodes,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_EXAMPLE,
  CUSTOMER_MESSAGES,
  CustomerChoice,
  CustomerRecord,
  customerChoices,
  customerHistory,
  customerPage,
  customerRows,
  getCustomer,
  JENIS_PEKERJAAN_OPTIONS,
  KODE_AREA_OPTIONS,
  ownsCustomer,
  STATUS_AKTIF_OPTIONS,
} from '../index.ts'
import customerCommandRoutes from './commands.ts'

const tags = ['pelanggan']
const query = listQuery({
  search_query: filter.search('Cari di kode, nama, alamat, no telp (tanpa beda huruf besar/kecil)'),
  jenis_pekerjaan: filter.choice(JENIS_PEKERJAAN_OPTIONS, 'Jenis Pekerjaan'),
  status_aktif: filter.choice(STATUS_AKTIF_OPTIONS, 'Status Aktif'),
})

// Customers (pelanggan): lists, one record, its history, free codes and the CSV export. Changes
// are in commands.ts.
export default defineModuleHttp(async (app, deps) => {
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

  registerList(app, {
    path: '/pelanggan/getData',
    config: { access: 'read:pelanggan:any' },
    tags,
    summary: 'Daftar pelanggan per halaman, terbaru dulu, dengan pencarian dan filter',
    query,
    record: CustomerRecord,
    page: (filters, page) => customerPage(deps, filters, page),
  })

  registerVersionedRead(app, {
    path: '/pelanggan/getData/:id',
    config: {
      access: 'read:pelanggan:own',
      owner: (request, actor) => ownsCustomer(actor, (request.params as { id: string }).id),
      notFound: CUSTOMER_MESSAGES.notFound,
    },
    tags,
    summary: 'Satu pelanggan (pelanggan hanya dirinya sendiri, tanpa catatan internal admin)',
    record: CustomerRecord,
    example: CUSTOMER_EXAMPLE,
    what: 'pelanggan',
    // The record's `catatan` is the admin's internal note: a customer reading itself never sees it.
    load: async (id, request) => {
      const customer = await getCustomer(deps, id)
      return request.actor?.role === 'pelanggan' ? { ...customer, catatan: '' } : customer
    },
  })

  registerCsvExport(app, {
    path: '/pelanggan/export',
    config: { access: 'read:pelanggan:any' },
    tags,
    summary: 'Unduh daftar pelanggan (CSV, pemisah ;) dengan filter yang sama',
    query,
    fileName: () => csvFileName('pelanggan', todayJakarta()),
    columns: CUSTOMER_CSV_COLUMNS,
    rows: (filters) => customerRows(deps, filters),
  })

  app.withTypeProvider<TypeBoxTypeProvider>().get(
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

  registerHistory(app, {
    path: '/pelanggan/history/:id',
    config: { access: 'read:pelanggan:any' },
    tags,
    summary: 'Riwayat perubahan pelanggan (siapa, kapan, apa), terlama dulu; tetap ada setelah dihapus',
    load: (id) => customerHistory(deps, id),
  })

  await app.register(customerCommandRoutes, deps)
})
