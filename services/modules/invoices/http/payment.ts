import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  acceptUploads,
  callerOf,
  documentedBody,
  ErrorBody,
  errorAnswers,
  expectedVersion,
  IdempotencyHeaders,
  IdParams,
  readUploadForm,
  sendRecord,
  successBody,
  type UploadedFile,
  versionTagHeader,
} from '../../../http-kit/index.ts'
import {
  changePayment,
  INVOICE_MESSAGES,
  InvoiceRecord,
  PAYMENT_PROOF_MAX_BYTES,
  pembayaranContract,
} from '../index.ts'
import { INVOICE_EXAMPLE, tags } from './common.ts'

const PAYMENT_FORM = {
  files: {
    bukti_bayar: {
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
    },
  },
  fields: ['status_pembayaran', 'tanggal_bayar', 'version', 'idempotency_key'],
  badForm: INVOICE_MESSAGES.badMultipart,
}

// The payment as JSON (its contract), or as multipart with the proof `bukti_bayar`.
async function readPayment(request: FastifyRequest, deps: ApiDeps) {
  if (request.isMultipart()) {
    const { values, files } = await readUploadForm(request, deps.files, PAYMENT_FORM, (fields) =>
      pembayaranContract.parse(fields),
    )
    return { body: values, bukti: files.bukti_bayar?.[0] ?? null }
  }
  const body = request.body === undefined ? undefined : pembayaranContract.parse(request.body)
  if (body === undefined) throw new ValidationError('Status Pembayaran tidak boleh kosong')
  return { body, bukti: null as UploadedFile | null }
}

// editStatus takes JSON, or multipart when a proof is attached: it sits in its own plugin so only
// it parses multipart bodies.
export default async function paymentRoutes(instance: FastifyInstance, deps: ApiDeps) {
  await acceptUploads(instance, {
    fileSize: PAYMENT_PROOF_MAX_BYTES,
    files: 1,
    fields: PAYMENT_FORM.fields.length,
    fieldSize: 128,
  })
  instance.withTypeProvider<TypeBoxTypeProvider>().put(
    '/tagihan/editStatus/:id',
    {
      config: { access: 'update:tagihan:any' },
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary:
          'Catat (lunas) atau batalkan (belum lunas) pembayaran tagihan; JSON, atau multipart dengan bukti_bayar',
        description:
          'multipart/form-data: status_pembayaran, tanggal_bayar, version, idempotency_key dan file bukti_bayar (jpg/png/pdf, maks. 5242880 byte, diperiksa dari isinya).',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: {
          content: {
            'application/json': { schema: pembayaranContract.schema },
            'multipart/form-data': {
              schema: Type.Object(
                {
                  status_pembayaran: Type.String({ description: 'lunas / belum lunas' }),
                  tanggal_bayar: Type.Optional(Type.String({ format: 'date' })),
                  version: Type.Optional(Type.String()),
                  idempotency_key: Type.Optional(Type.String({ maxLength: 100 })),
                  bukti_bayar: Type.String({
                    format: 'binary',
                    description: 'jpg, png atau pdf, maks. 5 Mb',
                  }),
                },
                {
                  examples: [
                    { status_pembayaran: 'lunas', tanggal_bayar: '2026-11-25', bukti_bayar: '(isi file)' },
                  ],
                },
              ),
            },
          },
        },
        response: {
          200: {
            ...successBody(InvoiceRecord, { data: INVOICE_EXAMPLE, message: INVOICE_MESSAGES.paid }),
            ...versionTagHeader('tagihan'),
          },
          ...errorAnswers(409),
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { body, bukti } = await readPayment(request, deps)
      const invoice = await changePayment(
        deps,
        request.params.id,
        { status_pembayaran: body.status_pembayaran, tanggal_bayar: body.tanggal_bayar, bukti },
        expectedVersion(request, body.version),
        callerOf(request, body.idempotency_key),
      )
      const message = body.status_pembayaran === 'lunas' ? INVOICE_MESSAGES.paid : INVOICE_MESSAGES.reversed
      return sendRecord(reply, 200, invoice, message)
    },
  )
}
