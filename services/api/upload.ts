import type { FastifyRequest } from 'fastify'
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../core/errors.ts'

// Reads one multipart upload (api-contract.md, Files) for a route registered with
// @fastify/multipart: the file of `fileField` and the text fields named in `textFields`. Every
// failure of the form itself is a client fault with an Indonesian message, never a 500: no
// boundary or a broken body (400), not multipart (415), too large or cut at the limit (413).

export type UploadMessages = { required: string; tooLarge: string; badForm: string }
export type Upload = { fileName: string; content: Buffer; fields: Record<string, string> }

function clientFault(error: unknown, messages: UploadMessages): AppError {
  if (error instanceof AppError) return error
  const status = (error as { statusCode?: number }).statusCode
  if (status === 413) return new PayloadTooLargeError(messages.tooLarge)
  if (status === 406 || status === 415)
    return new UnsupportedMediaTypeError('Data harus dikirim sebagai multipart/form-data')
  return new ValidationError(messages.badForm)
}

export async function readUpload(
  request: FastifyRequest,
  fileField: string,
  textFields: readonly string[],
  messages: UploadMessages,
): Promise<Upload> {
  if (!request.isMultipart())
    throw new UnsupportedMediaTypeError('Data harus dikirim sebagai multipart/form-data')
  let upload: { fileName: string; content: Buffer } | null = null
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer()
        // Belt and braces (reliability-notes.md, 4): a file cut at the limit is never stored.
        if (part.file.truncated) throw new PayloadTooLargeError(messages.tooLarge)
        if (part.fieldname !== fileField || upload !== null) throw new ValidationError(messages.badForm)
        upload = { fileName: part.filename, content }
      } else if (textFields.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      } else {
        throw new ValidationError(messages.badForm)
      }
    }
  } catch (error) {
    throw clientFault(error, messages)
  }
  if (upload === null || upload.content.length === 0) throw new ValidationError(messages.required)
  return { ...upload, fields }
}
