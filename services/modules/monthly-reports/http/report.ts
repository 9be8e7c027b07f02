import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Actor } from '../../../core/access.ts'
import { pageRequest } from '../../../core/paging.ts'
import { type ApiDeps, errorAnswers, pagedBody, success, successBody } from '../../../http-kit/index.ts'
import { ScheduleRecord, TreatmentRowRecord } from '../../schedules/index.ts'
import { monthlyCustomers, monthlyCustomersContract, monthlyReport } from '../index.ts'
import { tags } from './tags.ts'

const MonthlyCustomerRecord = Type.Object({
  idpelanggan: Type.Integer(),
  kode_pelanggan: Type.String(),
  nama_pelanggan: Type.String(),
  jumlah_kunjungan: Type.Integer(),
  selesai: Type.Integer({ description: 'Kunjungan yang sudah selesai' }),
})
const MonthlyVisitRecord = Type.Object({
  ...TreatmentRowRecord.properties,
  idteknisi: ScheduleRecord.properties.idteknisi,
  nama_teknisi: ScheduleRecord.properties.nama_teknisi,
  hasil_kunjungan: ScheduleRecord.properties.hasil_kunjungan,
})
const MonthlyReportRecord = Type.Object({
  pelanggan: Type.Object({
    idpelanggan: Type.Integer(),
    kode_pelanggan: Type.String(),
    nama_pelanggan: Type.String(),
    alamat: Type.String(),
  }),
  bulan: Type.Integer(),
  tahun: Type.Integer(),
  kunjungan: Type.Array(MonthlyVisitRecord),
})
const Params = Type.Object({
  idpelanggan: Type.String({ maxLength: 12 }),
  bulan: Type.String({ maxLength: 4 }),
  tahun: Type.String({ maxLength: 6 }),
})
type ParamValues = { idpelanggan: string; bulan: string; tahun: string }

// The monthly treatment report of a customer (domain-model.md, Reports built from the visits):
// the customers with visits in a month (admin), and one customer's month (admin; a customer its
// own, another's 404).
export default async function monthlyReportRoutes(app: FastifyInstance, deps: ApiDeps) {
  app.post(
    '/penjadwalan/getLaporanTreatmentBulanan',
    {
      config: { access: 'read:penjadwalan:any' },
      schema: {
        tags,
        summary:
          'Pelanggan yang punya kunjungan pada bulan itu, dengan jumlah kunjungan (cari nama/kode; per halaman)',
        body: monthlyCustomersContract.schema,
        response: { 200: pagedBody(MonthlyCustomerRecord), ...errorAnswers(400) },
      },
    },
    async (request) => {
      const body = monthlyCustomersContract.parse(request.body)
      return monthlyCustomers(
        deps.db,
        body,
        pageRequest({ page: body.page?.toString(), limit: body.limit?.toString() }),
      )
    },
  )

  app.get(
    '/penjadwalan/getLaporanTreatmentBulanan/:idpelanggan/:bulan/:tahun',
    {
      config: {
        // The admin's any, the customer's own; a technician, who reads its own visits, has no
        // grant for a monthly report and gets 403 (decisions.md).
        access: 'read:laporan_bulanan:own',
        owner: (request: { params: unknown }, actor: Actor) =>
          actor.role === 'pelanggan' &&
          String(actor.pelangganId) === (request.params as ParamValues).idpelanggan,
        notFound: 'Pelanggan tidak ditemukan',
      },
      schema: {
        tags,
        summary:
          'Laporan treatment bulanan satu pelanggan: setiap kunjungannya pada bulan itu, dengan teknisi dan laporannya',
        params: Params,
        response: { 200: successBody(MonthlyReportRecord), ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const { idpelanggan, bulan, tahun } = request.params as ParamValues
      return success(await monthlyReport(deps.db, idpelanggan, { bulan, tahun }))
    },
  )
}
