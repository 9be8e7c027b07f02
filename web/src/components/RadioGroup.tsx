import type { ChangeEvent } from 'react'
import { FieldMarks, FieldNotes, type FieldProps, useFieldIds } from './Field.tsx'
import { optionParts, type SelectOption } from './SelectField.tsx'

type RadioGroupProps = FieldProps & {
  name: string
  value: string
  options: readonly SelectOption[]
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  disabled?: boolean
}

export function RadioGroup({
  label,
  error,
  hint,
  required,
  optional,
  className,
  name,
  value,
  options,
  onChange,
  disabled,
}: RadioGroupProps) {
  const { errorId, hintId, describedBy } = useFieldIds(error, hint)
  return (
    <fieldset
      className={['field', 'field--radios', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy}
    >
      <legend className="field__label">
        {label}
        <FieldMarks required={required} optional={optional} />
      </legend>
      <div className="field__radios">
        {options.map((option) => {
          const { value: optionValue, label: text } = optionParts(option)
          return (
            <label key={optionValue} className="radio">
              <input
                type="radio"
                name={name}
                value={optionValue}
                checked={value === optionValue}
                onChange={onChange}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
              <span>{text}</span>
            </label>
          )
        })}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  )
}
