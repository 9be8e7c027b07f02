import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ApiDeps } from '../../../http-kit/index.ts'
import {
  currentSessionId,
  errorAnswers,
  registerCommand,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  beginTwoStepSetup,
  confirmTwoStep,
  disableTwoStep,
  IDENTITY_MESSAGES,
  RECOVERY_CODE_COUNT,
  renewRecoveryCodes,
  secondStepContract,
  setTwoStepRequirement,
  totpCodeContract,
  twoStepRequirementContract,
  twoStepStatus,
} from '../index.ts'

const tags = ['dua_langkah']

const Status = Type.Object({
  aktif: Type.Boolean({ description: 'Verifikasi dua langkah aktif untuk akun ini' }),
  sejak: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sisa_kode_pemulihan: Type.Integer({ description: 'Kode pemulihan yang belum dipakai' }),
  wajib: Type.Boolean({ description: 'Perusahaan mewajibkan verifikasi dua langkah untuk semua admin' }),
  version: Type.Integer({
    description: 'Versi pengaturan wajib; kirim kembali saat mengubah (atau If-Match)',
  }),
  harus_atur: Type.Boolean({ description: 'Wajib tetapi belum diatur: sesi ini hanya boleh mengaturnya' }),
})
const statusExample = {
  aktif: true,
  sejak: '2026-12-06T08:00:00.000Z',
  sisa_kode_pemulihan: 10,
  wajib: false,
  version: 0,
  harus_atur: false,
}
const RecoveryCodes = Type.Array(Type.String({ description: 'Kode pemulihan sekali pakai' }), {
  minItems: RECOVERY_CODE_COUNT,
  maxItems: RECOVERY_CODE_COUNT,
})
const codesExample = Array.from(
  { length: RECOVERY_CODE_COUNT },
  (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '0')}`,
)
const Done = Type.Object({ status: Type.Literal('sukses'), message: Type.String() })

// An admin's own two-step sign-in and the company's requirement (ADR 0060). The status and the
// set-up stay open to an admin whom the requirement sends to set it up (duringTwoStepSetup).
export default async function identityTwoStepRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/akun/duaLangkah',
    {
      config: { access: 'read:dua_langkah:any', duringTwoStepSetup: true },
      schema: {
        tags,
        summary: 'Status verifikasi dua langkah akun sendiri dan pengaturan wajib perusahaan',
        response: { 200: successBody(Status, { data: statusExample }) },
      },
    },
    async (request) => success(await twoStepStatus(deps.db, request.actor!)),
  )

  app.post(
    '/akun/duaLangkah/mulai',
    {
      config: { access: 'update:dua_langkah:any', duringTwoStepSetup: true },
      schema: {
        tags,
        summary: 'Mulai mengatur: rahasia baru, URL otpauth dan kode QR untuk aplikasi autentikator',
        description: 'Belum aktif sampai dikonfirmasi dengan kode (POST /akun/duaLangkah/aktifkan).',
        response: {
          200: successBody(
            Type.Object({
              secret: Type.String({
                description: 'Rahasia (base32) untuk diketik bila kode QR tidak bisa dipindai',
              }),
              otpauth_url: Type.String(),
              qr_svg: Type.String({ description: 'Kode QR sebagai data URL (image/svg+xml)' }),
            }),
          ),
          ...errorAnswers(400),
        },
      },
    },
    async (request) =>
      success(await beginTwoStepSetup(deps, request.actor!), IDENTITY_MESSAGES.twoStepStarted),
  )

  app.post(
    '/akun/duaLangkah/aktifkan',
    {
      config: { access: 'update:dua_langkah:any', duringTwoStepSetup: true },
      schema: {
        tags,
        summary: 'Konfirmasi dengan kode dari aplikasi: aktif, sepuluh kode pemulihan (ditampilkan sekali)',
        description:
          'Sesi ini dianggap lolos langkah kedua; sesi lain akun ini diakhiri. Kode salah dihitung seperti password salah.',
        body: totpCodeContract.schema,
        response: {
          200: successBody(Type.Object({ kode_pemulihan: RecoveryCodes, sesi_diakhiri: Type.Integer() }), {
            data: { kode_pemulihan: codesExample, sesi_diakhiri: 0 },
            message: IDENTITY_MESSAGES.twoStepEnabled,
          }),
          ...errorAnswers(400, 429),
        },
      },
    },
    async (request) =>
      success(
        await confirmTwoStep(deps, request.actor!, currentSessionId(request), request.body.kode, request.ip),
        IDENTITY_MESSAGES.twoStepEnabled,
      ),
  )

  app.post(
    '/akun/duaLangkah/nonaktifkan',
    {
      config: { access: 'update:dua_langkah:any' },
      schema: {
        tags,
        summary: 'Nonaktifkan dengan kode saat ini dari aplikasi (kode) atau kode pemulihan (kode_pemulihan)',
        body: secondStepContract.schema,
        response: { 200: Done, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await disableTwoStep(deps, request.actor!, request.body, request.ip)
      return { status: 'sukses' as const, message: IDENTITY_MESSAGES.twoStepDisabled }
    },
  )

  app.post(
    '/akun/duaLangkah/kodePemulihan',
    {
      config: { access: 'update:dua_langkah:any' },
      schema: {
        tags,
        summary: 'Buat sepuluh kode pemulihan baru (kode lama tidak berlaku lagi)',
        body: totpCodeContract.schema,
        response: {
          200: successBody(Type.Object({ kode_pemulihan: RecoveryCodes }), {
            data: { kode_pemulihan: codesExample },
            message: IDENTITY_MESSAGES.recoveryCodesRenewed,
          }),
          ...errorAnswers(400, 429),
        },
      },
    },
    async (request) =>
      success(
        await renewRecoveryCodes(deps, request.actor!, request.body.kode, request.ip),
        IDENTITY_MESSAGES.recoveryCodesRenewed,
      ),
  )

  registerCommand<{ wajib: boolean; version?: number }>(app, {
    method: 'PUT',
    path: '/akun/duaLangkah/wajib',
    config: { access: 'update:dua_langkah_wajib:any' },
    tags,
    summary: 'Wajibkan (atau tidak lagi) verifikasi dua langkah untuk semua admin',
    description:
      'Hanya admin yang sudah mengaktifkan verifikasi dua langkah dapat mewajibkannya. Admin tanpa verifikasi dua langkah lalu diarahkan untuk mengaturnya saat login.',
    body: twoStepRequirementContract.schema,
    record: Status,
    example: { ...statusExample, wajib: true, version: 1 },
    message: (result) =>
      (result as { wajib: boolean }).wajib
        ? IDENTITY_MESSAGES.requirementOn
        : IDENTITY_MESSAGES.requirementOff,
    what: 'pengaturan',
    run: ({ body, version, metadata, request }) =>
      setTwoStepRequirement(deps, request.actor!, body, version, metadata),
  })
}
