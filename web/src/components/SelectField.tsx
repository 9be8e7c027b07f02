import type { SelectHTMLAttributes } from 'react'
import { type FieldProps, FieldShell, useField } from './Field.tsx'

export type SelectOption = string | { value: string; label: string }

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    name: string
    options: readonly SelectOption[]
    // The first, empty choice ("Pilih ..."); leave out for a select that always has a value.
    placeholder?: string
  }

// A choice given as one string is its own value and label.
export function optionParts(option: SelectOption): { value: string; label: string } {
  return typeof option === 'string' ? { value: option, label: option } : option
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { shell, control, rest } = useField(props)
  return (
    <FieldShell {...shell}>
      <select {...control} className="field__control field__control--select" {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label } = optionParts(option)
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </select>
    </FieldShell>
  )
}
