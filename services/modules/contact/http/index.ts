import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  defineModuleHttp,
  eventMetadata,
  registerGet,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  CONTACT_MESSAGES,
  ContactRequestRecord,
  contactContract,
  openContactRequest,
  submitContactRequest,
} from '../index.ts'

// A UUID (36 characters; the kit's IdParams are for numbers).
const UuidParams = Type.Object({ id: Type.String({ maxLength: 40 }) })

// POST /api/kontak: public and rate-limited per client address; stored before the visitor is told
// it was sent, emailed by the worker. GET /api/kontak/getData/{id}: the admin opens one (logged in
// the access log, issue 38).
export default defineModuleHttp(async (app, deps) => {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/kontak',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: deps.config.contactRateLimit.max,
          timeWindow: deps.config.contactRateLimit.windowMinutes * 60_000,
        },
      },
      schema: {
        tags: ['kontak'],
        summary: 'Kirim permintaan kontak dari pengunjung',
        body: contactContract.schema,
        response: {
          201: successBody(Type.Object({ id: Type.String({ format: 'uuid' }) }), {
            message: CONTACT_MESSAGES.success,
            data: { id: '5f0c8a52-3f4e-4d0b-9a63-2f1c7e9b6d41' },
          }),
        },
      },
    },
    async (request, reply) => {
      const result = await submitContactRequest(deps, request.body, eventMetadata(request))
      return reply.status(201).send(success(result, CONTACT_MESSAGES.success))
    },
  )

  registerGet(
    app,
    {
      path: '/kontak/getData/:id',
      config: { access: 'read:kontak:any' },
      tags: ['kontak'],
      summary: 'Satu permintaan kontak (admin; dicatat di riwayat akses)',
      accessLog: 'baca',
    },
    {
      params: UuidParams,
      response: {
        200: successBody(ContactRequestRecord, {
          data: {
            id: '5f0c8a52-3f4e-4d0b-9a63-2f1c7e9b6d41',
            nama: 'Ibu Ratna Wulandari',
            email: 'ratna@contoh.co.id',
            no_telp: '081331234567',
            permasalahan: 'Rayap',
            jenis_usaha: 'Rumah',
            deskripsi: 'Kusen dapur keropos',
            versi_kebijakan_privasi: 1,
            created_at: '2026-11-23T08:00:00.000Z',
          },
        }),
      },
    },
    async (request) => success(await openContactRequest(deps.db, (request.params as { id: string }).id)),
  )
})
