import type { InputHTMLAttributes } from 'react'
import { type FieldProps, FieldShell, useField } from './Field.tsx'

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { name: string }

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { shell, control, rest } = useField(props)
  return (
    <FieldShell {...shell}>
      <input {...control} type={type} className="field__control" {...rest} />
    </FieldShell>
  )
}
