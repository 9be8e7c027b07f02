import { Readable } from 'node:stream'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { CsvColumn } from '../../../core/csv.ts'
import { ForbiddenError, ValidationError } from '../../../core/errors.ts'
import {
  defineModuleHttp,
  errorAnswers,
  IdParams,
  registerCsvExport,
  registerHistory,
  registerList,
  registerVersionedRead,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  allSchedules,
  ClashRecord,
  calendarSchedules,
  findClashes,
  getSchedule,
  JAM_PATTERN,
  listSchedules,
  parseScheduleId,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  type Schedule,
  ScheduleRecord,
  scheduleHistory,
  technicianVisits,
} from '../index.ts'
import scheduleCommandRoutes from './commands.ts'
import { ownVisits, tags } from './common.ts'
import { CalendarQuery, calendarFilters, idFilter, listFilters } from './filters.ts'

// Every visit as one JSON answer, read and written a batch at a time so that memory stays flat
// however many there are: the answer never stops short without saying so.
async function* allVisitsJson(visits: AsyncIterable<Schedule>) {
  yield '{"status":"sukses","data":['
  let first = true
  for await (const visit of visits) {
    yield `${first ? '' : ','}${JSON.stringify(visit)}`
    first = false
  }
  yield ']}'
}

// A customer's answers leave out the admin's internal notes (the kit's readBy).
async function* readBy(visits: AsyncIterable<Schedule>, read: (visit: Schedule) => Schedule) {
  for await (const visit of visits) yield read(visit)
}

// The response schema documents the answer; a stream is sent as it is.
const sendAllJson = (reply: FastifyReply, visits: AsyncIterable<Schedule>) =>
  reply.type('application/json; charset=utf-8').send(Readable.from(allVisitsJson(visits))) as never

const CSV_COLUMNS: CsvColumn<Schedule>[] = [
  { label: 'Tanggal', value: (s) => s.tanggal },
  { label: 'Jam', value: (s) => s.jam },
  { label: 'Nama Pelanggan', value: (s) => s.nama_pelanggan },
  { label: 'Lokasi', value: (s) => s.lokasi },
  { label: 'Teknisi', value: (s) => s.nama_teknisi },
  { label: 'Nomor Kontrak', value: (s) => s.nomor_kontrak },
  { label: 'Jenis Pekerjaan', value: (s) => s.jenis_pekerjaan },
  { label: 'Kunjungan Ke', value: (s) => s.jumlah_kunjungan },
  { label: 'Status', value: (s) => s.status_penjadwalan },
  { label: 'Catatan', value: (s) => s.catatan },
  { label: 'Catatan Teknisi', value: (s) => s.hasil_kunjungan?.catatan_teknisi ?? '' },
  { label: 'Hama Ditemukan', value: (s) => s.hasil_kunjungan?.hama_ditemukan.join(', ') ?? '' },
]

const list = successBody(Type.Array(ScheduleRecord), { data: [SCHEDULE_EXAMPLE] })

// Schedules (penjadwalan): reads. Changes are events (penjadwalan-commands.ts); the version travels
// as ETag / If-Match or the body's `version`.
export default defineModuleHttp(async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  // Lists open to every role: the handlers narrow them to the caller's own visits.
  const own = ownVisits(deps)
  const readPage = <P extends { data: Schedule[] }>(request: FastifyRequest, page: P): P => ({
    ...page,
    data: page.data.map((visit) => own.readBy(request, visit)),
  })

  registerList(app, {
    path: '/penjadwalan/getData',
    config: own.list,
    tags,
    summary:
      'Daftar kunjungan per halaman, urut tanggal lalu jam, atau urutan=mendatang: yang akan datang dulu lalu yang lalu (teknisi/pelanggan: miliknya saja; pelanggan: tanpa catatan internal)',
    query: listFilters,
    record: ScheduleRecord,
    page: async (filters, page, request) =>
      readPage(request, await listSchedules(deps.db, own.scope(request, filters), page)),
  })

  app.get(
    '/penjadwalan/kalender',
    {
      config: own.list,
      schema: {
        tags,
        summary:
          "Kunjungan dalam rentang kalender (paling lama 42 hari; lebih: 400 'Rentang kalender maksimal 42 hari'; lebih dari 1000 kunjungan: 400 'Terlalu banyak kunjungan…')",
        querystring: CalendarQuery,
        response: { 200: list },
      },
    },
    async (request) => {
      const visits = await calendarSchedules(deps.db, own.scope(request, calendarFilters(request.query)))
      return success(visits.map((visit) => own.readBy(request, visit)))
    },
  )

  app.get(
    '/penjadwalan/bentrok',
    {
      config: { access: 'read:penjadwalan:any' },
      schema: {
        tags,
        summary: 'Kunjungan lain teknisi pada tanggal (dan jam) yang sama: peringatan, bukan penolakan',
        querystring: Type.Object({
          idteknisi: Type.String({ maxLength: 12, description: 'idteknisi' }),
          tanggal: Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }),
          jam: Type.Optional(Type.String({ maxLength: 5, description: 'HH:MM (opsional)' })),
          kecuali: Type.Optional(
            Type.String({ maxLength: 12, description: 'idpenjadwalan yang sedang diubah' }),
          ),
        }),
        response: {
          200: successBody(Type.Array(ClashRecord), {
            data: [
              {
                idpenjadwalan: 2,
                nama_pelanggan: 'CV Maju Bersama (contoh)',
                tanggal: '2026-12-07',
                jam: '09:00',
              },
            ],
          }),
        },
      },
    },
    async (request) => {
      const { idteknisi, tanggal, jam, kecuali } = request.query
      const technician = idFilter(idteknisi)
      if (technician === undefined) throw new ValidationError(SCHEDULE_MESSAGES.technicianRequired)
      const day = calendarFilters({ dari: tanggal, sampai: tanggal }).dari!
      const time = jam === undefined || jam.trim() === '' ? null : jam.trim()
      if (time !== null && !new RegExp(JAM_PATTERN).test(time))
        throw new ValidationError(SCHEDULE_MESSAGES.jam)
      const except =
        kecuali === undefined || kecuali === '' ? undefined : (parseScheduleId(kecuali) ?? undefined)
      return success(
        await findClashes(deps.db, {
          idteknisi: technician,
          tanggal: day,
          jam: time,
          ...(except === undefined ? {} : { kecuali: except }),
        }),
      )
    },
  )

  app.get(
    '/penjadwalan/getAllData',
    {
      config: own.list,
      schema: {
        tags,
        summary: 'Semua kunjungan urut tanggal (pelanggan/teknisi: miliknya saja)',
        description:
          'Setiap kunjungan, tanpa batas dan tanpa halaman, dikirim bertahap. Pada skala besar ' +
          'jawabannya besar: layar memakai `GET /api/penjadwalan/getData` per halaman.',
        response: { 200: list },
      },
    },
    async (request, reply) =>
      sendAllJson(
        reply,
        readBy(allSchedules(deps.db, own.scope(request, {})), (visit) => own.readBy(request, visit)),
      ),
  )

  registerCsvExport(app, {
    path: '/penjadwalan/export',
    config: { access: 'read:penjadwalan:any' },
    tags,
    summary: 'Unduh daftar kunjungan (CSV, pemisah ;) dengan filter yang sama',
    query: listFilters,
    fileName: 'penjadwalan.csv',
    columns: CSV_COLUMNS,
    rows: (filters) => allSchedules(deps.db, filters),
  })

  registerVersionedRead(app, {
    path: '/penjadwalan/getData/:id',
    config: own.one,
    tags,
    summary: 'Satu kunjungan (teknisi/pelanggan: miliknya saja, lainnya 404)',
    record: ScheduleRecord,
    example: SCHEDULE_EXAMPLE,
    what: 'penjadwalan',
    load: async (id, request) => own.readBy(request, await getSchedule(deps, id)),
  })

  app.get(
    '/penjadwalan/getDataByIdTeknisi/:id',
    {
      config: {
        access: 'read:penjadwalan:own',
        // A customer, or a technician asking for another technician, is refused outright (403).
        owner: (request, actor) => {
          const own = actor.role === 'teknisi' && actor.teknisiId === (request.params as { id: string }).id
          if (!own) throw new ForbiddenError(SCHEDULE_MESSAGES.forbiddenOtherTechnician)
          return true
        },
        notFound: SCHEDULE_MESSAGES.notFound,
      },
      schema: {
        tags,
        summary:
          "Kunjungan satu teknisi urut tanggal (teknisi: hanya dirinya; pelanggan: 403; teknisi tak dikenal: 404 'Teknisi tidak ditemukan')",
        params: IdParams,
        response: { 200: list, ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => sendAllJson(reply, await technicianVisits(deps, request.params.id)),
  )

  registerHistory(app, {
    path: '/penjadwalan/history/:id',
    config: { access: 'read:penjadwalan:any' },
    tags,
    summary: 'Riwayat perubahan kunjungan (siapa, kapan, apa), terlama dulu; tetap ada setelah dihapus',
    load: (id) => scheduleHistory(deps, id),
  })

  await app.register(scheduleCommandRoutes, deps)
})
