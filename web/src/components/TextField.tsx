import type { InputHTMLAttributes } from 'react'
import { type FieldProps, FieldShell, useFieldIds } from './Field.tsx'

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { name: string }

export function TextField({
  label,
  error,
  hint,
  required,
  optional,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint)
  return (
    <FieldShell {...{ id, label, error, errorId, hint, hintId, required, optional, className }}>
      <input
        id={id}
        type={type}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FieldShell>
  )
}
