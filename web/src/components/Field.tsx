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
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="field__optional"> (opsional)</span> : null}
      </label>
      {children}
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
    </div>
  )
}
