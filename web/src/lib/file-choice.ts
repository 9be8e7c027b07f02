// The rules a chosen upload is checked by before it is sent (spec sections 5 and 9); the server
// checks them again, and the content too, with the same messages.
export type FileRules = {
  maxBytes: number
  tooLarge: string
  type: string
  // The message when no file is chosen; an optional file has none.
  required?: string
}

const ALLOWED_NAMES = /\.(jpe?g|png|pdf)$/i

export function fileProblem(file: File | null, rules: FileRules): string | undefined {
  if (!file) return rules.required
  if (!ALLOWED_NAMES.test(file.name)) return rules.type
  if (file.size > rules.maxBytes) return rules.tooLarge
  return undefined
}

export const FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf'
export const FILE_HINT = 'jpg, jpeg, png atau pdf, maksimal 5 Mb'

export const isPdf = (blob: Blob, name: string) => blob.type === 'application/pdf' || /\.pdf$/i.test(name)
export const isImage = (blob: Blob, name: string) =>
  blob.type.startsWith('image/') || /\.(jpe?g|png)$/i.test(name)
