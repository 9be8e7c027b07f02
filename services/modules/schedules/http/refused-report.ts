import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import { type ApiDeps, callerOf, errorAnswers, registerFileRoute } from '../../../http-kit/index.ts'
import { everAssigned, keepRefusedReport, SCHEDULE_MESSAGES } from '../index.ts'
import { tags } from './common.ts'
import { parseReport, STATUS_FORM } from './status.ts'

function parseRefused(fields: Record<string, unknown>) {
  const { dibuat, ...report } = fields
  const made = typeof dibuat === 'string' ? new Date(dibuat) : null
  return {
    ...parseReport(report),
    dibuat: made !== null && !Number.isNaN(made.getTime()) ? made.toISOString() : new Date().toISOString(),
  }
}
const technicianOf = (actor: { role: string; teknisiId: string | null }) =>
  actor.role === 'teknisi' && actor.teknisiId !== null ? Number(actor.teknisiId) : null

// POST /api/penjadwalan/laporanTertolak/{id}: the phone sends here a completion made offline that
// editStatus refused once the connection returned (ADR 0040). Open to a technician the visit was
// ever assigned to (a reassigned or deleted visit included); the answer says why it was refused.
export default async function refusedReportRoutes(app: FastifyInstance, deps: ApiDeps) {
  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/penjadwalan/laporanTertolak/:id',
    config: {
      access: 'update:penjadwalan:own',
      owner: async (request, actor) => {
        const idteknisi = technicianOf(actor)
        const id = (request.params as { id: string }).id
        return idteknisi !== null && (await everAssigned(deps.eventStore, id, idteknisi))
      },
      notFound: SCHEDULE_MESSAGES.notFound,
    },
    tags,
    summary:
      'Simpan laporan teknisi yang ditolak editStatus (kunjungan diubah, dialihkan atau dihapus) di riwayat kunjungan untuk admin; multipart seperti editStatus, ditambah dibuat',
    // The completion form of editStatus, with when the technician made it on the phone.
    form: { ...STATUS_FORM, dibuat: Type.Optional(Type.String()) },
    undocumented: true,
    badForm: SCHEDULE_MESSAGES.badMultipart,
    fields: 20,
    // The admin (update:penjadwalan:any) passes the access check but has no report to keep.
    guard: (request) => {
      if (technicianOf(request.actor!) === null) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
    },
    parse: parseRefused,
    answer: {
      status: 201,
      record: Type.Object({ idpenjadwalan: Type.Integer(), alasan: Type.String() }),
      example: { idpenjadwalan: 12, alasan: SCHEDULE_MESSAGES.refusedReassigned },
      message: SCHEDULE_MESSAGES.refusedKept,
    },
    refusals: errorAnswers(),
    run: ({ id, request, values, files }) =>
      keepRefusedReport(
        deps,
        id,
        {
          idteknisi: technicianOf(request.actor!)!,
          catatan_teknisi: values.body.catatan_teknisi ?? '',
          hama_ditemukan: values.hama,
          foto: files.foto ?? [],
          dibuat: values.dibuat,
        },
        callerOf(request, values.body.idempotency_key),
      ),
  })
}
