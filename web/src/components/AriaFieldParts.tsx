import { FieldError, Label, Text } from 'react-aria-components'
import { FieldMarks, type FieldProps } from './Field.tsx'

// The parts a React Aria field (ComboBoxField, DatePickerField) shares with FieldShell's look:
// React Aria ties the label, the hint (slot description) and the error to the control itself.

export function ariaFieldClass({ error, className }: Pick<FieldProps, 'error' | 'className'>): string {
  return ['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')
}

export function AriaFieldLabel({
  label,
  required,
  optional,
}: Pick<FieldProps, 'label' | 'required' | 'optional'>) {
  return (
    <Label className="field__label">
      {label}
      <FieldMarks required={required} optional={optional} />
    </Label>
  )
}

// Shown while the field is invalid, which `isInvalid={Boolean(error)}` on the field decides.
export function AriaFieldNotes({ hint, error }: Pick<FieldProps, 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </>
  )
}
