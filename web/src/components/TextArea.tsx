import type { TextareaHTMLAttributes } from 'react'
import { type FieldProps, FieldShell, useFieldIds } from './Field.tsx'

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { name: string }

export function TextArea({
  label,
  error,
  hint,
  required,
  optional,
  className,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint)
  return (
    <FieldShell {...{ id, label, error, errorId, hint, hintId, required, optional, className }}>
      <textarea
        id={id}
        rows={rows}
        className="field__control field__control--textarea"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
    </FieldShell>
  )
}
