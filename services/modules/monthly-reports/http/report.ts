import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { pageRequest } from '../../../core/paging.ts'
import { type ApiDeps, errorAnswers, pagedBody, success, successBody } from '../../../http-kit/index.ts'
import { ScheduleRecord, TreatmentRowRecord } from '../../schedules/index.ts'
import { monthlyCustomers, monthlyCustomersContract, monthlyReport } from '../index.ts'
import { customerMonthAccess, Params, type ParamValues } from './customer-month.ts'
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
      config: customerMonthAccess,
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
