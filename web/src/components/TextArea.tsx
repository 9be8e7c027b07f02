import type { TextareaHTMLAttributes } from 'react'
import { type FieldProps, FieldShell, useField } from './Field.tsx'

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { name: string }

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { shell, control, rest } = useField(props)
  return (
    <FieldShell {...shell}>
      <textarea {...control} rows={rows} className="field__control field__control--textarea" {...rest} />
    </FieldShell>
  )
}
