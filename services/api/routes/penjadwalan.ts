import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { type Static, Type } from 'typebox'
import type { CsvColumn } from '../../core/csv.ts'
import { ForbiddenError, ValidationError } from '../../core/errors.ts'
import { pageRequest } from '../../core/paging.ts'
import {
  ClashRecord,
  calendarSchedules,
  collectSchedules,
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
} from '../../modules/schedules/index.ts'
import type { ApiDeps } from '../deps.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { registerCsvExport, registerHistory, registerVersionedRead } from '../record-routes.ts'
import { pagedBody, success, successBody } from '../responses.ts'
import scheduleCommandRoutes from './penjadwalan-commands.ts'
import { IdParams, ownsVisit, tags } from './penjadwalan-common.ts'
import {
  CalendarQuery,
  calendarFilters,
  FilterQuery,
  filtersOf,
  idFilter,
  ListQuery,
  ownScope,
} from './penjadwalan-filters.ts'

// getAllData answers at most this many visits (the pickers of other screens; the lists page).
const ALL_DATA_MAX = 1000

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
// Lists open to every role: the handler narrows them to the caller's own visits (ownScope).
const ownList = { access: 'read:penjadwalan:own' as const, owner: () => true }

// Schedules (penjadwalan): reads. Changes are events (penjadwalan-commands.ts); the version travels
// as ETag / If-Match or the body's `version`.
export default async function penjadwalanRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/penjadwalan/getData',
    {
      config: ownList,
      schema: {
        tags,
        summary: 'Daftar kunjungan per halaman, urut tanggal lalu jam (teknisi/pelanggan: miliknya saja)',
        querystring: ListQuery,
        response: { 200: pagedBody(ScheduleRecord) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query
      return listSchedules(deps.db, ownScope(request, filtersOf(filters)), pageRequest({ page, limit }))
    },
  )

  app.get(
    '/penjadwalan/kalender',
    {
      config: ownList,
      schema: {
        tags,
        summary:
          "Kunjungan dalam rentang kalender (paling lama 42 hari; lebih: 400 'Rentang kalender maksimal 42 hari'; lebih dari 1000 kunjungan: 400 'Terlalu banyak kunjungan…')",
        querystring: CalendarQuery,
        response: { 200: list },
      },
    },
    async (request) =>
      success(await calendarSchedules(deps.db, ownScope(request, calendarFilters(request.query)))),
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
      config: ownList,
      schema: {
        tags,
        summary: `Semua kunjungan urut tanggal (paling banyak ${ALL_DATA_MAX}; pelanggan/teknisi: miliknya saja)`,
        response: { 200: list },
      },
    },
    async (request) => success(await collectSchedules(deps.db, ownScope(request, {}), ALL_DATA_MAX)),
  )

  registerCsvExport(app, {
    path: '/penjadwalan/export',
    config: { access: 'read:penjadwalan:any' },
    tags,
    summary: 'Unduh daftar kunjungan (CSV, pemisah ;) dengan filter yang sama',
    querystring: FilterQuery,
    fileName: 'penjadwalan.csv',
    columns: CSV_COLUMNS,
    rows: (request) => collectSchedules(deps.db, filtersOf(request.query as Static<typeof FilterQuery>)),
  })

  registerVersionedRead(app, {
    path: '/penjadwalan/getData/:id',
    config: {
      access: 'read:penjadwalan:own',
      owner: (request, actor) => ownsVisit(deps, request, actor),
      notFound: SCHEDULE_MESSAGES.notFound,
    },
    tags,
    summary: 'Satu kunjungan (teknisi/pelanggan: miliknya saja, lainnya 404)',
    record: ScheduleRecord,
    example: SCHEDULE_EXAMPLE,
    what: 'penjadwalan',
    load: (id) => getSchedule(deps, id),
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
        summary: 'Kunjungan satu teknisi urut tanggal (teknisi: hanya dirinya; pelanggan: 403)',
        params: IdParams,
        response: { 200: list, ...errorAnswers(403) },
      },
    },
    async (request) => {
      const id = parseScheduleId(request.params.id)
      const rows = id === null ? [] : await collectSchedules(deps.db, { idteknisi: id }, ALL_DATA_MAX)
      return success(rows)
    },
  )

  registerHistory(app, deps, {
    path: '/penjadwalan/history/:id',
    config: { access: 'read:penjadwalan:any' },
    tags,
    summary: 'Riwayat perubahan kunjungan (siapa, kapan, apa), terlama dulu; tetap ada setelah dihapus',
    load: (sources, id) => scheduleHistory(sources, id),
  })

  await app.register(scheduleCommandRoutes, deps)
}
