import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type TSchema, Type } from 'typebox'
import { type Download, keepOnlyIfDone, type UploadedFile } from '../core/file-store.ts'
import { errorAnswers } from './error-answers.ts'
import { type RouteHead, registerGet } from './get-route.ts'
import type { ApiDeps } from './module-http.ts'
import { sendRecord } from './record-routes.ts'
import { ErrorBody, successBody } from './responses.ts'
import { fileAnswer, IdParams, versionTagHeader } from './schemas.ts'
import {
  acceptUploads,
  documentedBody,
  type FileField,
  readUploadForm,
  sendAttachment,
  type UploadForm,
} from './uploads.ts'

// Records with files (issue 37): a module declares a form once (its text fields, its file fields
// with their kinds and size, its messages) and the one call into its module; the kit writes the
// multipart route (in a scope of its own, so no other route parses multipart), reads the form with
// the content checks of the file store, documents it, and answers the record with its version.
// The module's command keeps the stored files only if its event is recorded (`keepOnlyIfDone`).

// A file field of a form: what the file store checks, and the text the OpenAPI document shows.
export type Upload = { upload: FileField; description: string }
export const upload = (field: FileField, description: string): Upload => ({ upload: field, description })
const isUpload = (value: TSchema | Upload): value is Upload => 'upload' in value

export type FileRoute<Values> = RouteHead & {
  method: 'POST' | 'PUT'
  headers?: TSchema
  // The form in its documented order: text fields as schemas (an array schema takes the field
  // repeated), file fields as `upload(...)`.
  form: Record<string, TSchema | Upload>
  example?: Record<string, unknown>
  // The text of a broken form (an unknown part, a field twice).
  badForm: string
  // The longest text field in bytes (4096 unless said), and how many text parts (one more than
  // the form names unless said: a repeated field needs its own count).
  fieldSize?: number
  fields?: number
  // The body's contract over the text fields; it refuses before the command runs and the stored
  // files are removed.
  parse: (fields: Record<string, string | string[]>, request: FastifyRequest) => Values
  // A call that also takes JSON (without files): how its body is read, and its schema when the
  // document shows JSON and multipart apart.
  json?: { read: (body: unknown) => Values; schema?: TSchema }
  // The answer: the record (with its version as ETag when `what` names it) and its message; the
  // refusals shown are 409, 413 and 415 unless said.
  answer: { status: 200 | 201; record: TSchema; example: unknown; what?: string; message: string }
  refusals?: Record<number, TSchema>
  // A refusal before the body is read (a role that passes the access check but has nothing to send).
  guard?: (request: FastifyRequest) => void
  // A call whose form the document does not show (the phone's resend of a refused report).
  undocumented?: true
  // The one call into the module, with the stored files by field; `message` when it depends on
  // the values.
  run: (input: {
    id: string
    request: FastifyRequest
    values: Values
    files: Record<string, UploadedFile[]>
  }) => Promise<unknown>
  message?: (values: Values) => string
}

const idOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? ''

function documented(upload: Upload): TSchema {
  const { max = 1, required = false } = upload.upload
  const schema =
    max > 1
      ? Type.Array(Type.String({ format: 'binary' }), { maxItems: max, description: upload.description })
      : Type.String({ format: 'binary', description: upload.description })
  return required ? schema : Type.Optional(schema)
}

// What the form reader and the multipart parser are told, from the declaration.
function formOf(route: FileRoute<unknown>) {
  const files: UploadForm['files'] = {}
  const fields: string[] = []
  const repeated: string[] = []
  const body: Record<string, TSchema> = {}
  for (const [name, part] of Object.entries(route.form)) {
    if (isUpload(part)) {
      files[name] = part.upload
      body[name] = documented(part)
    } else {
      ;((part as { type?: unknown }).type === 'array' ? repeated : fields).push(name)
      body[name] = part
    }
  }
  const uploads = Object.values(files)
  const limits = {
    fileSize: Math.max(...uploads.map((file) => file.rules.maxBytes)),
    // One file more than the form takes, so that the reader answers with the field's own text.
    files: uploads.reduce((sum, file) => sum + (file.max ?? 1), 0) + 1,
    fields: route.fields ?? fields.length + 1,
    fieldSize: route.fieldSize ?? 4096,
  }
  const form: UploadForm = { files, fields, badForm: route.badForm, ...(repeated.length ? { repeated } : {}) }
  return { form, limits, body: Type.Object(body, route.example ? { examples: [route.example] } : {}) }
}

function bodyOf(route: FileRoute<unknown>, body: TSchema) {
  if (route.json === undefined) return { consumes: ['multipart/form-data'], body }
  if (route.json.schema === undefined) return { consumes: ['application/json', 'multipart/form-data'], body }
  return {
    body: {
      content: {
        'application/json': { schema: route.json.schema },
        'multipart/form-data': { schema: body },
      },
    },
  }
}

// A create, update or attach call whose body carries files.
export async function registerFileRoute<Values>(
  instance: FastifyInstance,
  deps: ApiDeps,
  route: FileRoute<Values>,
): Promise<void> {
  const { form, limits, body } = formOf(route as FileRoute<unknown>)
  const read = async (request: FastifyRequest) => {
    if (route.json !== undefined && !request.isMultipart())
      return { values: route.json.read(request.body), files: {} as Record<string, UploadedFile[]> }
    return readUploadForm(request, deps.files, form, (fields) => route.parse(fields, request))
  }
  const { answer } = route
  await instance.register(async (scope) => {
    await acceptUploads(scope, limits)
    scope.withTypeProvider<TypeBoxTypeProvider>().route({
      method: route.method,
      url: route.path,
      config: route.config,
      // The body is read by the handler (the form reader, or the JSON reader); the schema documents it.
      validatorCompiler: documentedBody,
      schema: {
        tags: route.tags,
        summary: route.summary,
        ...(route.description === undefined ? {} : { description: route.description }),
        ...(route.undocumented ? {} : bodyOf(route as FileRoute<unknown>, body)),
        ...(route.path.includes(':id') ? { params: IdParams } : {}),
        ...(route.headers === undefined ? {} : { headers: route.headers }),
        response: {
          [answer.status]: {
            ...successBody(answer.record, { data: answer.example, message: answer.message }),
            ...(answer.what === undefined ? {} : versionTagHeader(answer.what)),
          },
          ...(route.refusals ?? { ...errorAnswers(409), 413: ErrorBody, 415: ErrorBody }),
          ...errorAnswers(503),
        },
      },
      handler: async (request, reply) => {
        route.guard?.(request)
        const { values, files } = await read(request)
        // Store-then-commit: the files are kept only if the module's call succeeds.
        const record = await keepOnlyIfDone(deps.files, Object.values(files).flat(), () =>
          route.run({ id: idOf(request), request, values, files }),
        )
        return sendRecord(reply, answer.status, record, route.message?.(values) ?? answer.message)
      },
    })
  })
}

// A kept file, sent with the download headers (sendAttachment): a record's file, proof or photo.
export function registerDownload(
  app: FastifyInstance,
  route: RouteHead & {
    // What the answer may be ('Lampiran: application/pdf, ...'), its one type when it has one,
    // and refusals the document shows.
    answer: string
    type?: string
    refusals?: Record<number, TSchema>
    params?: TSchema
    querystring?: TSchema
    // The path's id ('' without one) and the request, for other params and the query.
    load: (id: string, request: FastifyRequest) => Promise<Download>
  },
): void {
  registerGet(
    app,
    route,
    {
      params: route.params ?? IdParams,
      ...(route.querystring === undefined ? {} : { querystring: route.querystring }),
      response: { 200: fileAnswer(route.answer, route.type), ...route.refusals, ...errorAnswers(503) },
    },
    async (request, reply) => sendAttachment(reply, await route.load(idOf(request), request)),
  )
}
