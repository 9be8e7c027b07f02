import { type ChangeEvent, useId } from 'react'
import type { FieldProps } from './Field.tsx'
import type { SelectOption } from './SelectField.tsx'

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
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      className={['field', 'field--radios', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={describedBy}
    >
      <legend className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="field__optional"> (opsional)</span> : null}
      </legend>
      <div className="field__radios">
        {options.map((option) => {
          const { value: optionValue, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
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
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
