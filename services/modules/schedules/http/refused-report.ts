import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  acceptUploads,
  callerOf,
  errorAnswers,
  IdParams,
  readUploadForm,
  successBody,
} from '../../../http-kit/index.ts'
import {
  everAssigned,
  keepRefusedReport,
  SCHEDULE_MESSAGES,
  SCHEDULE_PHOTO_MAX_BYTES,
  SCHEDULE_PHOTO_MAX_COUNT,
} from '../index.ts'
import { tags } from './common.ts'
import { parseReport, STATUS_FORM } from './status.ts'

// The completion form of editStatus, with when the technician made it on the phone.
const REFUSED_FORM = { ...STATUS_FORM, fields: [...STATUS_FORM.fields, 'dibuat'] }

function parseRefused(fields: Record<string, unknown>) {
  const { dibuat, ...report } = fields
  const made = typeof dibuat === 'string' ? new Date(dibuat) : null
  return {
    ...parseReport(report),
    dibuat: made !== null && !Number.isNaN(made.getTime()) ? made.toISOString() : new Date().toISOString(),
  }
}

// POST /api/penjadwalan/laporanTertolak/{id}: the phone sends here a completion made offline that
// editStatus refused once the connection returned (ADR 0040). Open to a technician the visit was
// ever assigned to (a reassigned or deleted visit included); the answer says why it was refused.
export default async function refusedReportRoutes(instance: FastifyInstance, deps: ApiDeps) {
  await acceptUploads(instance, {
    fileSize: SCHEDULE_PHOTO_MAX_BYTES,
    files: SCHEDULE_PHOTO_MAX_COUNT + 1,
    fields: 20,
  })
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  const technicianOf = (actor: { role: string; teknisiId: string | null }) =>
    actor.role === 'teknisi' && actor.teknisiId !== null ? Number(actor.teknisiId) : null

  app.post(
    '/penjadwalan/laporanTertolak/:id',
    {
      config: {
        access: 'update:penjadwalan:own',
        owner: async (request, actor) => {
          const idteknisi = technicianOf(actor)
          const id = (request.params as { id: string }).id
          return idteknisi !== null && (await everAssigned(deps.eventStore, id, idteknisi))
        },
        notFound: SCHEDULE_MESSAGES.notFound,
      },
      schema: {
        tags,
        summary:
          'Simpan laporan teknisi yang ditolak editStatus (kunjungan diubah, dialihkan atau dihapus) di riwayat kunjungan untuk admin; multipart seperti editStatus, ditambah dibuat',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          201: successBody(Type.Object({ idpenjadwalan: Type.Integer(), alasan: Type.String() }), {
            data: { idpenjadwalan: 12, alasan: SCHEDULE_MESSAGES.refusedReassigned },
            message: SCHEDULE_MESSAGES.refusedKept,
          }),
          ...errorAnswers(),
        },
      },
    },
    async (request, reply) => {
      // The admin (update:penjadwalan:any) passes the access check but has no report to keep.
      const idteknisi = technicianOf(request.actor!)
      if (idteknisi === null) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
      const { values, files } = await readUploadForm(request, deps.files, REFUSED_FORM, parseRefused)
      const kept = await keepRefusedReport(
        deps,
        request.params.id,
        {
          idteknisi,
          catatan_teknisi: values.body.catatan_teknisi ?? '',
          hama_ditemukan: values.hama,
          foto: files.foto ?? [],
          dibuat: values.dibuat,
        },
        callerOf(request, values.body.idempotency_key),
      )
      return reply.status(201).send({ status: 'sukses', message: SCHEDULE_MESSAGES.refusedKept, data: kept })
    },
  )
}
