// A multipart body as the upload calls take it (spec section 7): the text fields first (absent
// ones left out), then the files chosen, each under its field's name.
export function multipartForm(
  fields: Record<string, unknown>,
  files: Record<string, File | Blob | null | undefined> = {},
): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) form.append(name, String(value))
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file)
  return form
}
