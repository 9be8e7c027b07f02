import { type ReactNode, useId } from 'react'

export type FieldProps = {
  label: string
  error?: string
  hint?: string
  // Marks the label with * (required) or "(opsional)"; neither for forms without client checks.
  required?: boolean
  optional?: boolean
  className?: string
}

// Label, hint and error text around one control, wired with ids so that a screen reader reads the
// error together with the field (aria-describedby) and knows it is invalid (aria-invalid).
export function useFieldIds(error?: string, hint?: string) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return { id, errorId, hintId, describedBy }
}

// What a field with one control (input, textarea, select) needs: the shell's props, the control's
// id and ARIA wiring, and the rest of the props, which go to the control as they are.
export function useField<P extends FieldProps>({
  label,
  error,
  hint,
  required,
  optional,
  className,
  ...rest
}: P) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint)
  return {
    shell: { id, label, error, errorId, hint, hintId, required, optional, className },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy,
    },
    rest,
  }
}

// After the label: * for a required field, "(opsional)" for an optional one.
export function FieldMarks({ required, optional }: Pick<FieldProps, 'required' | 'optional'>) {
  return (
    <>
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
      {optional ? <span className="field__optional"> (opsional)</span> : null}
    </>
  )
}

// Under the control: the hint and the error, with the ids the control's aria-describedby names.
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: Pick<FieldProps, 'hint' | 'error'> & { hintId: string; errorId: string }) {
  return (
    <>
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
    </>
  )
}

export function FieldShell({
  id,
  label,
  required,
  optional,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: FieldProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        <FieldMarks required={required} optional={optional} />
      </label>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
