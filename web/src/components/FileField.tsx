import type { ChangeEvent } from 'react'
import { FILE_ACCEPT, FILE_HINT } from '../lib/file-choice.ts'
import { FilePreview } from './FilePreview.tsx'
import { TextField } from './TextField.tsx'

// A file input with its label, rules hint and message, and a preview of what will be saved: the
// file just chosen, or else the one already kept (read by the dialog).
export function FileField({
  label,
  name,
  required,
  optional,
  error,
  chosen,
  kept,
  onChoose,
  hint = FILE_HINT,
}: {
  label: string
  name: string
  required?: boolean
  optional?: boolean
  error?: string
  chosen: File | null
  kept?: { file: Blob; name: string } | null
  onChoose: (file: File | null) => void
  hint?: string
}) {
  const shown = chosen ? { file: chosen as Blob, name: chosen.name } : (kept ?? null)
  return (
    <div className="file-field">
      <TextField
        label={label}
        name={name}
        type="file"
        required={required}
        optional={optional}
        accept={FILE_ACCEPT}
        hint={hint}
        error={error}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.files?.[0] ?? null)}
      />
      {shown ? <FilePreview file={shown.file} name={shown.name} /> : null}
    </div>
  )
}
