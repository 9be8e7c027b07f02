import type { FastifyInstance } from 'fastify'
import { type Static, Type } from 'typebox'
import { NotFoundError } from '../../../core/errors.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { type ApiDeps, registerGet, successBody } from '../../../http-kit/index.ts'
import { INSPECTION_MESSAGES, labelVisit } from '../index.ts'

const KodeParams = Type.Object({
  kode: Type.String({ maxLength: 32, description: 'Kode pendek di bawah QR' }),
})
const LabelVisitRecord = Type.Object({
  idpenjadwalan: Type.Union([Type.Integer(), Type.Null()]),
  kode_perangkat: Type.String(),
  kode_pendek: Type.String(),
})

// Where the technician's own camera app lands from a device's QR (/p/{kode}): the reading form at
// the technician's open visit today at the device's site, or (idpenjadwalan null) the device page.
export default async function labelVisitRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerGet(
    app,
    {
      path: '/pemeriksaan/label/:kode',
      config: { access: 'update:pemeriksaan:own', owner: () => true },
      tags: ['pemeriksaan'],
      summary:
        'Kunjungan terbuka hari ini milik teknisi di lokasi perangkat berkode pendek ini (null: tidak ada), untuk QR yang dibuka kamera ponsel',
    },
    {
      params: KodeParams,
      response: {
        200: successBody(LabelVisitRecord, {
          data: { idpenjadwalan: 7, kode_perangkat: 'PJB1-007', kode_pendek: 'K7M2QX' },
        }),
      },
    },
    async (request) => {
      const { kode } = request.params as Static<typeof KodeParams>
      const technician = Number(request.actor?.teknisiId ?? 0)
      const found = await labelVisit(deps.db, technician, kode, todayJakarta(new Date()))
      if (found === undefined) throw new NotFoundError(INSPECTION_MESSAGES.deviceUnknown(kode))
      return { status: 'sukses', data: found }
    },
  )
}
