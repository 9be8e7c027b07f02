import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { Actor } from '../../core/access.ts'
import { ValidationError } from '../../core/errors.ts'
import { enumFilter, searchText } from '../../core/lists.ts'
import {
  CALENDAR_MAX_DAYS,
  SCHEDULE_MESSAGES,
  type ScheduleFilters,
  STATUS_PENJADWALAN_OPTIONS,
} from '../../modules/schedules/index.ts'

// The query strings of the schedule lists, checked here with Indonesian messages, and the caller's
// own scope: a technician sees only its visits, a customer only its own.

const short = (description: string) => Type.Optional(Type.String({ maxLength: 40, description }))
export const FilterQuery = Type.Object({
  startYear: short('Tahun awal (mis. 2026); kosong: semua tahun'),
  endYear: short('Tahun akhir (mis. 2026)'),
  nama_pelanggan: Type.Optional(Type.String({ maxLength: 200, description: 'Sebagian nama pelanggan' })),
  idteknisi: short('idteknisi'),
  status_penjadwalan: short(STATUS_PENJADWALAN_OPTIONS.join(' / ')),
  bulan: short('Bulan 1–12'),
})
export const ListQuery = Type.Object({
  ...FilterQuery.properties,
  page: Type.Optional(Type.String({ maxLength: 12, description: 'Halaman, mulai 0' })),
  limit: Type.Optional(
    Type.String({ maxLength: 12, description: 'Baris per halaman (bawaan 10, paling banyak 100)' }),
  ),
})
export const CalendarQuery = Type.Object({
  dari: Type.String({ maxLength: 10, description: 'Tanggal awal YYYY-MM-DD' }),
  sampai: Type.String({ maxLength: 10, description: 'Tanggal akhir YYYY-MM-DD (paling jauh 42 hari)' }),
  idteknisi: short('idteknisi'),
  status_penjadwalan: short(STATUS_PENJADWALAN_OPTIONS.join(' / ')),
  nama_pelanggan: Type.Optional(Type.String({ maxLength: 200, description: 'Sebagian nama pelanggan' })),
})

type Raw = Partial<Record<keyof typeof FilterQuery.properties, string>>

function whole(raw: string | undefined, min: number, max: number, message: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const text = raw.trim()
  if (!/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) throw new ValidationError(message)
  return Number(text)
}

export const idFilter = (raw: string | undefined) =>
  whole(raw, 1, 2_147_483_647, SCHEDULE_MESSAGES.technicianNotFound)

export function filtersOf(query: Raw): ScheduleFilters {
  const filters: ScheduleFilters = {
    startYear: whole(query.startYear, 1900, 2999, SCHEDULE_MESSAGES.yearRange),
    endYear: whole(query.endYear, 1900, 2999, SCHEDULE_MESSAGES.yearRange),
    nama_pelanggan: searchText(query.nama_pelanggan),
    idteknisi: idFilter(query.idteknisi),
    status_penjadwalan: enumFilter(
      query.status_penjadwalan,
      STATUS_PENJADWALAN_OPTIONS,
      'Status Penjadwalan',
    ),
    bulan: whole(query.bulan, 1, 12, SCHEDULE_MESSAGES.monthRange),
  }
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''))
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
function day(raw: string, label: string): string {
  const valid = DAY.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) === raw
  if (!valid) throw new ValidationError(`${label} harus berupa tanggal yang valid`)
  return raw
}

export function calendarFilters(query: {
  dari: string
  sampai: string
  idteknisi?: string
  status_penjadwalan?: string
  nama_pelanggan?: string
}): ScheduleFilters {
  const dari = day(query.dari.trim(), 'Tanggal dari')
  const sampai = day(query.sampai.trim(), 'Tanggal sampai')
  if (sampai < dari) throw new ValidationError(SCHEDULE_MESSAGES.calendarOrder)
  const days = (Date.parse(sampai) - Date.parse(dari)) / 86_400_000 + 1
  if (days > CALENDAR_MAX_DAYS) throw new ValidationError(SCHEDULE_MESSAGES.calendarRange)
  return { ...filtersOf(query), dari, sampai }
}

// A technician's and a customer's lists hold only their own visits, whatever they asked for.
export function ownScope(request: FastifyRequest, filters: ScheduleFilters): ScheduleFilters {
  const actor = request.actor as Actor
  if (request.scope !== 'own') return filters
  if (actor.role === 'teknisi') return { ...filters, idteknisi: Number(actor.teknisiId ?? 0) }
  return { ...filters, idpelanggan: Number(actor.pelangganId ?? 0) }
}
