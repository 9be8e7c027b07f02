import multipart from '@fastify/multipart'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify'
import type { TSchema } from 'typebox'
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../core/errors.ts'
import {
  cleanFileName,
  type Download,
  EmptyFileError,
  type FileRules,
  type FileStore,
  type StoredFile,
  type UploadedFile,
} from '../core/file-store.ts'
import { logAccess } from './access-log.ts'

// Uploads and downloads (api-contract.md, Files). A form is read part by part: each file is
// streamed into the file store as it arrives (never held whole in memory), text fields are
// collected, and any fault of the form itself is a client fault with an Indonesian message, never
// a 500: no boundary or a broken body (400), not multipart (415), too large or cut off (413). Files
// already written for a form that then fails are removed; once the form is whole they are the
// module's command's to keep or discard.

export const NOT_MULTIPART = 'Data harus dikirim sebagai multipart/form-data'

export type FileField = {
  folder: string
  rules: FileRules
  // Whether the form is refused without one (the rules' 'required' text).
  required?: boolean
  // How many files the field takes (1 unless said), and the text when there are more.
  max?: number
  tooMany?: string
  // The name a file without one is shown under.
  fallbackName: string
}

export type UploadForm = {
  files: Record<string, FileField>
  // Text fields taken once, and those that may repeat (answered as lists).
  fields: readonly string[]
  repeated?: readonly string[]
  // A part that is none of these, a broken body.
  badForm: string
}

// @fastify/multipart in the scope of the upload routes only: no other route parses multipart.
export async function acceptUploads(
  instance: FastifyInstance,
  limits: { fileSize: number; files: number; fields: number; fieldSize?: number },
): Promise<void> {
  await instance.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.fileSize,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldSize ?? 4096,
      parts: limits.files + limits.fields,
      headerPairs: 20,
    },
  })
}

// An upload route's body is read by its handler; its schema only documents it.
export const documentedBody: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : TypeBoxValidatorCompiler(route)

function clientFault(error: unknown, form: UploadForm, field: FileField | undefined): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: string }).code
  const status = (error as { statusCode?: number }).statusCode
  if (code === 'FST_FILES_LIMIT') return new ValidationError(field?.tooMany ?? form.badForm)
  if (status === 413 && field) return new PayloadTooLargeError(field.rules.messages.tooLarge)
  if (status === 406 || status === 415) return new UnsupportedMediaTypeError(NOT_MULTIPART)
  return new ValidationError(form.badForm)
}

// Reads the whole form and hands its fields to `parse` (the body's contract), so that a refused
// field removes the files too. Answers the parsed fields and the stored files by field.
export async function readUploadForm<Values>(
  request: FastifyRequest,
  store: FileStore,
  form: UploadForm,
  parse: (fields: Record<string, string | string[]>) => Values,
): Promise<{ values: Values; files: Record<string, UploadedFile[]> }> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(NOT_MULTIPART)
  const fields: Record<string, string | string[]> = {}
  const files: Record<string, UploadedFile[]> = {}
  const written: UploadedFile[] = []
  let current: FileField | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        current = form.files[part.fieldname]
        if (current === undefined) throw new ValidationError(form.badForm)
        files[part.fieldname] ??= []
        const list = files[part.fieldname]!
        if (list.length >= (current.max ?? 1)) throw new ValidationError(current.tooMany ?? form.badForm)
        let stored: StoredFile
        try {
          stored = await store.write(current.folder, part.file, current.rules, part.filename)
        } catch (error) {
          // A browser sends an empty part for a file input left empty: no file, not a fault.
          if (error instanceof EmptyFileError) continue
          throw error
        }
        const file = { ...stored, name: cleanFileName(part.filename, current.fallbackName) }
        written.push(file)
        // Belt and braces (reliability-notes.md, 4): a file cut at the limit is never kept.
        if (part.file.truncated) throw new PayloadTooLargeError(current.rules.messages.tooLarge)
        list.push(file)
        current = undefined
      } else if (typeof part.value !== 'string') {
        throw new ValidationError(form.badForm)
      } else if (form.repeated?.includes(part.fieldname)) {
        fields[part.fieldname] = [...((fields[part.fieldname] as string[] | undefined) ?? []), part.value]
      } else if (form.fields.includes(part.fieldname) && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value
      } else {
        throw new ValidationError(form.badForm)
      }
    }
    for (const [name, field] of Object.entries(form.files)) {
      current = field
      if (field.required && (files[name]?.length ?? 0) === 0)
        throw new ValidationError(field.rules.messages.required)
    }
    return { values: parse(fields), files }
  } catch (error) {
    await store.discard(...written.map((file) => file.key))
    throw clientFault(error, form, current)
  }
}

// A download, never rendered as a page of our origin: sandboxed and typed as it was checked on
// upload (reliability-notes.md, 8).
// Every download of the product goes through here, so each is logged (who read what) before the
// file leaves.
export async function sendAttachment(reply: FastifyReply, file: Download) {
  await logAccess(reply.request, reply.request.routeOptions.url ?? reply.request.url, 'unduh')
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  reply
    .type(file.type)
    .header(
      'content-disposition',
      `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
  if (file.size !== undefined) reply.header('content-length', file.size)
  return reply.send(file.content)
}
