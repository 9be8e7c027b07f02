import type { SelectHTMLAttributes } from 'react'
import { type FieldProps, FieldShell, useFieldIds } from './Field.tsx'

export type SelectOption = string | { value: string; label: string }

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    name: string
    options: readonly SelectOption[]
    // The first, empty choice ("Pilih ..."); leave out for a select that always has a value.
    placeholder?: string
  }

export function SelectField({
  label,
  error,
  hint,
  required,
  optional,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint)
  return (
    <FieldShell {...{ id, label, error, errorId, hint, hintId, required, optional, className }}>
      <select
        id={id}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {text}
            </option>
          )
        })}
      </select>
    </FieldShell>
  )
}
