import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { NotFoundError, ValidationError } from '../../../core/errors.ts'
import {
  defineModuleHttp,
  errorAnswers,
  eventMetadata,
  fileAnswer,
  sendAttachment,
  success,
  successBody,
} from '../../../http-kit/index.ts'
import {
  ERASURE_MESSAGES,
  EXPORT_FORMATS,
  type ExportFormat,
  erasePersonalData,
  exportPdf,
  exportPerson,
  exportZip,
  isPersonKind,
  PERSON_KINDS,
  type PersonKind,
} from '../index.ts'

const tags = ['dataPribadi']
const PersonParams = Type.Object({
  jenis: Type.String({ maxLength: 20, description: `Jenis orang: ${PERSON_KINDS.join(', ')}` }),
  id: Type.String({
    maxLength: 40,
    description: 'Id catatannya (angka, atau UUID untuk kontak dan pengguna)',
  }),
})
type Person = { jenis: string; id: string }

const ErasureRecord = Type.Object({
  jenis: Type.String(),
  id: Type.String(),
  waktu: Type.String({ format: 'date-time' }),
  dihapus: Type.Array(Type.Object({ label: Type.String(), jumlah: Type.Integer() })),
  disimpan: Type.Array(Type.Object({ label: Type.String(), jumlah: Type.Integer(), alasan: Type.String() })),
  berkas_dihapus: Type.Integer(),
  sudah_dihapus: Type.Boolean({ description: 'true bila penghapusan ini sudah dilakukan sebelumnya' }),
})

// An unknown kind is a record that does not exist.
function kindOf(jenis: string): PersonKind {
  if (!isPersonKind(jenis)) throw new NotFoundError()
  return jenis
}

// GET /api/dataPribadi/ekspor/{jenis}/{id} and POST /api/dataPribadi/hapus/{jenis}/{id} (issue 38):
// a person's data exported or erased, across every module's declaration (admin only).
export default defineModuleHttp(async (app, deps) => {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>()
  typed.get(
    '/dataPribadi/ekspor/:jenis/:id',
    {
      config: { access: 'read:data_pribadi:any' },
      schema: {
        tags,
        summary:
          'Ekspor semua data pribadi satu orang dari semua modul: JSON (bawaan), PDF yang mudah dibaca, atau ZIP berisi keduanya dan berkas-berkasnya (dialirkan)',
        params: PersonParams,
        querystring: Type.Object({
          format: Type.Optional(Type.String({ maxLength: 10, description: 'json (bawaan), pdf atau zip' })),
        }),
        response: {
          200: {
            description: 'Data pribadi sebagai lampiran (JSON, PDF atau ZIP)',
            content: {
              'application/json': { schema: Type.Object({}, { additionalProperties: true }) },
              'application/pdf': { schema: Type.String({ format: 'binary' }) },
              'application/zip': fileAnswer('ZIP').content['application/octet-stream'],
            },
          },
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { jenis, id } = request.params as Person
      const format = (request.query as { format?: string }).format ?? 'json'
      if (!(EXPORT_FORMATS as readonly string[]).includes(format))
        throw new ValidationError(ERASURE_MESSAGES.badFormat, { format: ERASURE_MESSAGES.badFormat })
      const person = await exportPerson(deps.db, deps.personalData, kindOf(jenis), id)
      const name = `data-pribadi-${jenis}-${id}`
      const chosen = format as ExportFormat
      if (chosen === 'pdf')
        return sendAttachment(reply, {
          type: 'application/pdf',
          name: `${name}.pdf`,
          content: await exportPdf(person),
        })
      if (chosen === 'zip')
        return sendAttachment(reply, {
          type: 'application/zip',
          name: `${name}.zip`,
          content: exportZip(person, deps.files),
        })
      const { berkas, ...rest } = person
      const body = { ...rest, berkas: berkas.map(({ key: _key, ...file }) => file) }
      return sendAttachment(reply, {
        type: 'application/json; charset=utf-8',
        name: `${name}.json`,
        content: Buffer.from(JSON.stringify(body, null, 2)),
      })
    },
  )

  typed.post(
    '/dataPribadi/hapus/:jenis/:id',
    {
      config: { access: 'delete:data_pribadi:any' },
      schema: {
        tags,
        summary:
          "Hapus data pribadi satu orang atas permintaannya: kolom pribadinya di semua modul menjadi '[dihapus]', berkasnya dihapus, tagihan disimpan (10 tahun). Diminta lagi: 200 dengan sudah_dihapus true. Tagihan belum lunas: 409, tidak ada yang berubah",
        params: PersonParams,
        response: {
          200: successBody(ErasureRecord, {
            message: ERASURE_MESSAGES.erased,
            data: {
              jenis: 'pemesanan',
              id: '3',
              waktu: '2026-12-06T02:15:00.000Z',
              dihapus: [{ label: 'prospek', jumlah: 1 }],
              disimpan: [],
              berkas_dihapus: 0,
              sudah_dihapus: false,
            },
          }),
          ...errorAnswers(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { jenis, id } = request.params as Person
      const { already, result } = await erasePersonalData(deps, kindOf(jenis), id, eventMetadata(request))
      return success(
        { ...result, sudah_dihapus: already },
        already ? ERASURE_MESSAGES.already : ERASURE_MESSAGES.erased,
      )
    },
  )
})
