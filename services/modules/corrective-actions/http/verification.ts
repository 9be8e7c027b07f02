import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Actor } from '../../../core/access.ts'
import {
  type ApiDeps,
  callerOf,
  expectedVersion,
  IdempotencyHeaders,
  type ownedRecords,
  registerDownload,
  registerFileRoute,
  upload,
} from '../../../http-kit/index.ts'
import {
  ACTION_EXAMPLE,
  ACTION_MESSAGES,
  ACTION_PHOTO_RULES,
  ActionRecord,
  actionPhoto,
  verifyAction,
  verifyContract,
} from '../index.ts'

const tags = ['tindakanKorektif']
type OwnedConfig = ReturnType<typeof ownedRecords>['one']

// The verification at a visit: its note and its one photo as multipart (the photo is required, so
// JSON is not taken), and the photo for the action's card (admin, technicians, the site's customer).
export async function verificationRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  ownAction: { one: OwnedConfig },
) {
  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/tindakanKorektif/:id/verifikasi',
    config: { access: 'update:tindakan_korektif:any' },
    tags,
    summary:
      'Verifikasi tindakan korektif pada kunjungan ke lokasinya dengan catatan dan satu foto jpg/png ≤ 5 Mb (teknisi: kunjungannya sendiri), menutupnya; idempotency_key: ulangan menjawab hasil pertama',
    headers: IdempotencyHeaders,
    form: {
      catatan: Type.String({ maxLength: 500, description: 'Catatan Verifikasi' }),
      idpenjadwalan: Type.Optional(
        Type.Integer({ minimum: 1, description: 'Kunjungan (wajib bagi teknisi)' }),
      ),
      version: Type.Optional(Type.Integer({ minimum: 0 })),
      idempotency_key: Type.Optional(Type.String({ maxLength: 100 })),
      foto: upload(
        {
          folder: 'tindakan-korektif',
          rules: ACTION_PHOTO_RULES,
          required: true,
          fallbackName: 'foto-verifikasi',
        },
        'Foto verifikasi jpg/png, maks. 5 Mb (wajib)',
      ),
    },
    example: {
      catatan: 'Pintu sudah rapat, tidak ada aktivitas baru.',
      idpenjadwalan: 12,
      version: 1,
      idempotency_key: 'verifikasi-4-1733550000',
    },
    badForm: ACTION_MESSAGES.badForm,
    parse: (fields) => verifyContract.parse(fields),
    answer: {
      status: 200,
      record: ActionRecord,
      example: {
        ...ACTION_EXAMPLE,
        status: 'terverifikasi',
        foto_verifikasi: '/api/tindakanKorektif/foto/4',
      },
      what: 'tindakan korektif',
      message: ACTION_MESSAGES.verified,
    },
    run: ({ id, request, values, files }) => {
      const caller = callerOf(request, values.idempotency_key)
      return verifyAction(
        deps,
        id,
        { catatan: values.catatan, idpenjadwalan: values.idpenjadwalan, foto: files.foto![0]! },
        {
          actor: request.actor as Actor,
          version: expectedVersion(request, values.version),
          metadata: caller.metadata,
          ...(caller.idempotencyKey === undefined ? {} : { idempotencyKey: caller.idempotencyKey }),
        },
      )
    },
  })

  registerDownload(app, {
    path: '/tindakanKorektif/foto/:id',
    config: ownAction.one,
    tags,
    summary: 'Foto verifikasi satu tindakan korektif (admin, teknisi, dan pelanggan lokasinya)',
    answer: 'image/jpeg atau image/png',
    load: (id) => actionPhoto(deps, id),
  })
}
