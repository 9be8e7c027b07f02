import { sql } from 'kysely'
import { type ContractValue, defineContract, integer, text } from '../../core/contract.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { findCustomer, parseCustomerId } from '../customers/index.ts'
import {
  collectSchedules,
  lastDay,
  monthFields,
  SCHEDULE_MESSAGES,
  type Schedule,
} from '../schedules/index.ts'

const month = monthFields()
// POST /api/penjadwalan/getLaporanTreatmentBulanan: the month, a search and the page.
export const monthlyCustomersContract = defineContract(
  {
    ...month,
    search_query: text({ label: 'Cari', max: 100 }),
    page: integer({ label: 'Halaman', min: { value: 0, message: 'Halaman tidak valid' } }),
    limit: integer({
      label: 'Batas',
      min: { value: 1, message: 'Batas tidak valid' },
      max: { value: 100, message: 'Batas tidak valid' },
    }),
  },
  { example: { bulan: 11, tahun: 2026, search_query: '', page: 0, limit: 10 } },
)
export const monthContract = defineContract(month, { example: { bulan: 11, tahun: 2026 } })

export type MonthlyCustomer = {
  idpelanggan: number
  kode_pelanggan: string
  nama_pelanggan: string
  jumlah_kunjungan: number
  selesai: number
}

const firstDay = (tahun: number, bulan: number) => `${tahun}-${String(bulan).padStart(2, '0')}-01`

// The customers with visits in the month, by name, with how many visits and how many done.
export async function monthlyCustomers(
  db: Db,
  query: ContractValue<typeof monthlyCustomersContract>,
  request: PageRequest,
): Promise<Paged<MonthlyCustomer>> {
  const from = firstDay(query.tahun, query.bulan)
  const search = query.search_query?.trim() ? likeContains(query.search_query.trim()) : null
  const where = sql`s.tanggal between ${from}::date and ${lastDay(from)}::date
    ${search === null ? sql`` : sql`and lower(p.nama_pelanggan || ' ' || p.kode_pelanggan) like ${search}`}`
  const { rows: total } = await sql<{ n: number }>`
    select count(distinct s.idpelanggan)::int as n
    from schedules s join customers p on p.idpelanggan = s.idpelanggan where ${where}`.execute(db)
  const { rows } = await sql<MonthlyCustomer>`
    select s.idpelanggan, p.kode_pelanggan, p.nama_pelanggan, count(*)::int as jumlah_kunjungan,
      (count(*) filter (where s.status_penjadwalan = 'selesai'))::int as selesai
    from schedules s join customers p on p.idpelanggan = s.idpelanggan
    where ${where}
    group by s.idpelanggan, p.kode_pelanggan, p.nama_pelanggan
    order by p.nama_pelanggan, s.idpelanggan
    limit ${request.limit} offset ${request.offset}`.execute(db)
  return paged(rows, total[0]!.n, request)
}

export type MonthlyReport = {
  pelanggan: { idpelanggan: number; kode_pelanggan: string; nama_pelanggan: string; alamat: string }
  bulan: number
  tahun: number
  kunjungan: (Pick<
    Schedule,
    | 'idpenjadwalan'
    | 'nama_pelanggan'
    | 'lokasi'
    | 'periode_kontrak'
    | 'jenis_pekerjaan'
    | 'jumlah_kunjungan'
    | 'tanggal'
    | 'status_penjadwalan'
    | 'idteknisi'
    | 'nama_teknisi'
    | 'hasil_kunjungan'
  > & {})[]
}

// GET /api/penjadwalan/getLaporanTreatmentBulanan/{idpelanggan}/{bulan}/{tahun}: every visit of
// the customer in the month, by date, with the technician and its report; 404 for an unknown
// customer, 400 for a month or year out of range.
export async function monthlyReport(db: Db, rawId: unknown, rawMonth: unknown): Promise<MonthlyReport> {
  const { bulan, tahun } = monthContract.parse(rawMonth)
  const id = parseCustomerId(rawId)
  const customer = id === null ? undefined : await findCustomer(db, id)
  if (!customer) throw new NotFoundError(SCHEDULE_MESSAGES.customerNotFound)
  const from = firstDay(tahun, bulan)
  const visits = await collectSchedules(db, {
    idpelanggan: customer.idpelanggan,
    dari: from,
    sampai: lastDay(from),
  })
  return {
    pelanggan: {
      idpelanggan: customer.idpelanggan,
      kode_pelanggan: customer.kode_pelanggan,
      nama_pelanggan: customer.nama_pelanggan,
      alamat: customer.alamat,
    },
    bulan,
    tahun,
    kunjungan: visits.map((visit) => ({
      idpenjadwalan: visit.idpenjadwalan,
      nama_pelanggan: visit.nama_pelanggan,
      lokasi: visit.lokasi,
      periode_kontrak: visit.periode_kontrak,
      jenis_pekerjaan: visit.jenis_pekerjaan,
      jumlah_kunjungan: visit.jumlah_kunjungan,
      tanggal: visit.tanggal,
      status_penjadwalan: visit.status_penjadwalan,
      idteknisi: visit.idteknisi,
      nama_teknisi: visit.nama_teknisi,
      hasil_kunjungan: visit.hasil_kunjungan,
    })),
  }
}
