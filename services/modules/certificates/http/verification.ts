import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { type ApiDeps, errorAnswers, success, successBody } from '../../../http-kit/index.ts'
import { VerificationRecord, verifyCertificate } from '../index.ts'

// GET /api/verifikasi/{kode}: public and rate-limited per client address, so codes cannot be tried
// in bulk; it answers only what the verification page shows.
export default async function verificationRoutes(instance: FastifyInstance, deps: ApiDeps) {
  instance.withTypeProvider<TypeBoxTypeProvider>().get(
    '/verifikasi/:kode',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['verifikasi'],
        summary:
          "Periksa sertifikat rayap dari kode QR-nya (kode tak dikenal atau sertifikat dihapus: 404 'Sertifikat tidak ditemukan')",
        params: Type.Object({ kode: Type.String({ maxLength: 64 }) }),
        response: {
          200: successBody(VerificationRecord, {
            data: {
              nomor_sertifikat: 'SR/2026/0001',
              nama_pelanggan: 'P******** G**** A***',
              wilayah: 'Sidoarjo',
              tanggal: '2026-11-20',
              tanggal_expired: '2029-11-20',
              berlaku: true,
            },
          }),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      // Each answer is about one certificate at one moment; no shared cache keeps it.
      reply.header('cache-control', 'no-store')
      return success(await verifyCertificate(deps.db, request.params.kode))
    },
  )
}
