import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import { filter, listQuery } from '../../../http-kit/index.ts'
import {
  CALENDAR_MAX_DAYS,
  SCHEDULE_MESSAGES,
  type ScheduleFilters,
  STATUS_PENJADWALAN_OPTIONS,
} from '../index.ts'

// The query strings of the schedule lists, checked here with Indonesian messages, and the caller's
// own scope: a technician sees only its visits, a customer only its own.

const short = (description: string) => Type.Optional(Type.String({ maxLength: 40, description }))

export const listFilters = listQuery({
  startYear: filter.whole(
    1900,
    2999,
    SCHEDULE_MESSAGES.yearRange,
    'Tahun awal (mis. 2026); kosong: semua tahun',
  ),
  endYear: filter.whole(1900, 2999, SCHEDULE_MESSAGES.yearRange, 'Tahun akhir (mis. 2026)'),
  nama_pelanggan: filter.search('Sebagian nama pelanggan'),
  idteknisi: filter.id(SCHEDULE_MESSAGES.technicianNotFound, 'idteknisi'),
  idpelanggan: filter.id(SCHEDULE_MESSAGES.customerNotFound, 'idpelanggan: kunjungan satu pelanggan'),
  status_penjadwalan: filter.choice(STATUS_PENJADWALAN_OPTIONS, 'Status Penjadwalan'),
  bulan: filter.whole(1, 12, SCHEDULE_MESSAGES.monthRange, 'Bulan 1–12'),
  urutan: filter.choice(['mendatang'] as const, 'Urutan'),
})
export const CalendarQuery = Type.Object({
  dari: Type.String({ maxLength: 10, description: 'Tanggal awal YYYY-MM-DD' }),
  sampai: Type.String({ maxLength: 10, description: 'Tanggal akhir YYYY-MM-DD (paling jauh 42 hari)' }),
  idteknisi: short('idteknisi'),
  idpelanggan: short('idpelanggan'),
  status_penjadwalan: short(STATUS_PENJADWALAN_OPTIONS.join(' / ')),
  nama_pelanggan: Type.Optional(Type.String({ maxLength: 200, description: 'Sebagian nama pelanggan' })),
})

export const idFilter = (raw: string | undefined) => listFilters.parse({ idteknisi: raw }).idteknisi
export const filtersOf = (query: Record<string, string | undefined>): ScheduleFilters =>
  listFilters.parse(query)

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
