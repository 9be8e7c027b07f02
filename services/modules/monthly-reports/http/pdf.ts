import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  errorAnswers,
  eventMetadata,
  fileAnswer,
  sendCompiled,
  sendStoredPdf,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  findMonthlyPdf,
  MONTHLY_PDF_STATUS,
  type MonthlyPdf,
  parseCustomerMonth,
  requestMonthlyPdf,
} from '../index.ts'
import { customerMonthAccess, Params, type ParamValues } from './customer-month.ts'
import { tags } from './tags.ts'

const NOT_REQUESTED = 'Laporan bulanan belum diminta'
const MESSAGES: Record<MonthlyPdf['status'], string> = {
  diminta: 'Laporan bulanan sedang menunggu disusun',
  'sedang disusun': 'Laporan bulanan sedang disusun',
  siap: 'Laporan bulanan siap diunduh',
  gagal: 'Laporan bulanan gagal disusun, minta ulang',
}

const ProgressRecord = Type.Object({
  idpelanggan: Type.Integer(),
  bulan: Type.Integer(),
  tahun: Type.Integer(),
  status: Type.Union(MONTHLY_PDF_STATUS.map((status) => Type.Literal(status))),
  diminta_pada: Type.String({ format: 'date-time' }),
  disusun_pada: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  nama_file: Type.Union([Type.String(), Type.Null()]),
  jumlah_kunjungan: Type.Union([Type.Integer(), Type.Null()]),
})
const EXAMPLE = {
  idpelanggan: 1,
  bulan: 11,
  tahun: 2026,
  status: 'diminta',
  diminta_pada: '2026-12-01T01:00:00.000Z',
  disusun_pada: null,
  nama_file: null,
  jumlah_kunjungan: null,
}

const progress = (record: MonthlyPdf) => ({
  idpelanggan: record.idpelanggan,
  bulan: record.bulan,
  tahun: record.tahun,
  status: record.status,
  diminta_pada: record.requested_at.toISOString(),
  disusun_pada: record.compiled_at?.toISOString() ?? null,
  nama_file: record.nama_file,
  jumlah_kunjungan: record.jumlah_kunjungan,
})

// The monthly treatment report as a PDF (domain-model.md, docs/adr/0038): the admin asks for it
// (202: the worker compiles it), then the admin or the customer itself fetches it (202 with the
// progress until a PDF is there, then the PDF). While a changed month compiles again, the previous
// PDF stays downloadable.
export default async function monthlyPdfRoutes(app: FastifyInstance, deps: ApiDeps) {
  const path = '/laporanBulanan/:idpelanggan/:bulan/:tahun'
  app.post(
    path,
    {
      config: { access: 'create:penjadwalan:any' },
      schema: {
        tags,
        summary: 'Minta PDF laporan treatment bulanan satu pelanggan (disusun oleh worker)',
        params: Params,
        response: { 202: successBody(ProgressRecord, { data: EXAMPLE }), ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const { idpelanggan, bulan, tahun } = request.params as ParamValues
      const month = await parseCustomerMonth(deps.db, idpelanggan, { bulan, tahun })
      const record = await requestMonthlyPdf(deps, month, eventMetadata(request))
      reply.code(202).header('cache-control', 'no-store')
      return success(progress(record), MESSAGES[record.status])
    },
  )

  app.get(
    path,
    {
      config: customerMonthAccess,
      schema: {
        tags,
        summary:
          'PDF laporan treatment bulanan (admin; pelanggan miliknya sendiri): 202 dengan status selama belum siap',
        params: Params,
        response: {
          200: fileAnswer('PDF laporan bulanan', 'application/pdf'),
          202: successBody(ProgressRecord, { data: EXAMPLE }),
          ...errorAnswers(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { idpelanggan, bulan, tahun } = request.params as ParamValues
      const month = await parseCustomerMonth(deps.db, idpelanggan, { bulan, tahun })
      const record = await findMonthlyPdf(deps.db, month)
      if (!record) throw new NotFoundError(NOT_REQUESTED)
      return sendCompiled(
        reply,
        record,
        (pending) => success(progress(pending), MESSAGES[pending.status]),
        (ready) => sendStoredPdf(reply, deps.files, ready, 'laporan-bulanan.pdf'),
      )
    },
  )
}
