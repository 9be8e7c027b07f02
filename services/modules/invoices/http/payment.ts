import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  callerOf,
  expectedVersion,
  IdempotencyHeaders,
  registerFileRoute,
  upload,
} from '../../../http-kit/index.ts'
import {
  changePayment,
  INVOICE_MESSAGES,
  InvoiceRecord,
  PAYMENT_PROOF_MAX_BYTES,
  pembayaranContract,
} from '../index.ts'
import { INVOICE_EXAMPLE, tags } from './common.ts'

const PAYMENT_PROOF = {
  folder: 'tagihan',
  required: true,
  fallbackName: 'bukti-bayar',
  rules: {
    kinds: ['pdf', 'png', 'jpg'] as const,
    maxBytes: PAYMENT_PROOF_MAX_BYTES,
    messages: {
      required: INVOICE_MESSAGES.proofRequired,
      tooLarge: INVOICE_MESSAGES.proofTooLarge,
      type: INVOICE_MESSAGES.proofType,
    },
  },
}

// editStatus takes JSON (its contract), or multipart when the proof `bukti_bayar` is attached.
export default async function paymentRoutes(app: FastifyInstance, deps: ApiDeps) {
  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/tagihan/editStatus/:id',
    config: { access: 'update:tagihan:any' },
    tags,
    summary:
      'Catat (lunas) atau batalkan (belum lunas) pembayaran tagihan; JSON, atau multipart dengan bukti_bayar',
    description:
      'multipart/form-data: status_pembayaran, tanggal_bayar, version, idempotency_key dan file bukti_bayar (jpg/png/pdf, maks. 5242880 byte, diperiksa dari isinya).',
    headers: IdempotencyHeaders,
    form: {
      status_pembayaran: Type.String({ description: 'lunas / belum lunas' }),
      tanggal_bayar: Type.Optional(Type.String({ format: 'date' })),
      version: Type.Optional(Type.String()),
      idempotency_key: Type.Optional(Type.String({ maxLength: 100 })),
      bukti_bayar: upload(PAYMENT_PROOF, 'jpg, png atau pdf, maks. 5 Mb'),
    },
    example: { status_pembayaran: 'lunas', tanggal_bayar: '2026-11-25', bukti_bayar: '(isi file)' },
    badForm: INVOICE_MESSAGES.badMultipart,
    fieldSize: 128,
    parse: (fields) => pembayaranContract.parse(fields),
    json: {
      schema: pembayaranContract.schema,
      read: (body) => {
        if (body === undefined) throw new ValidationError('Status Pembayaran tidak boleh kosong')
        return pembayaranContract.parse(body)
      },
    },
    answer: {
      status: 200,
      record: InvoiceRecord,
      example: INVOICE_EXAMPLE,
      what: 'tagihan',
      message: INVOICE_MESSAGES.paid,
    },
    message: (values) =>
      values.status_pembayaran === 'lunas' ? INVOICE_MESSAGES.paid : INVOICE_MESSAGES.reversed,
    run: ({ id, request, values, files }) =>
      changePayment(
        deps,
        id,
        {
          status_pembayaran: values.status_pembayaran,
          tanggal_bayar: values.tanggal_bayar,
          bukti: files.bukti_bayar?.[0] ?? null,
        },
        expectedVersion(request, values.version),
        callerOf(request, values.idempotency_key),
      ),
  })
}
