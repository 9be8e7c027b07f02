import { type FieldErrors, type Rules, validate } from '@services/core/validation.ts'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export type RulesFormOptions<V extends Record<string, string>> = {
  rules: Rules
  initialValues: V | (() => V)
  // For a form with checks beyond the rules (a confirmation field, digits-only numbers).
  validate?: (rules: Rules, values: V) => FieldErrors
  // The fields in the order they stand on the form; the rules' order when left out.
  fields?: readonly string[]
  // Refuses every submit while true (a form that stays done after it was sent).
  locked?: boolean
}

// The state of a form checked with the shared rules, so it shows the API's own messages: nothing
// is shown before the first submit, after it the messages follow the input, a submit with errors
// puts the focus on the first invalid field, and a second submit while saving is ignored.
export function useRulesForm<V extends Record<string, string>>({
  rules,
  initialValues,
  validate: check = validate,
  fields = Object.keys(rules),
  locked = false,
}: RulesFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  function focusField(field: string) {
    const control = formRef.current?.elements.namedItem(field)
    if (control instanceof HTMLElement) control.focus()
    // A radio group is found as a list of its radios; the first one takes the focus.
    else if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus()
  }

  function change(event: ChangeEvent<Control>) {
    const next = { ...values, [event.target.name]: event.target.value }
    setValues(next)
    // After a first attempt the messages follow the input, so a corrected field clears at once.
    if (attempted) setErrors(check(rules, next))
  }

  // The form's onSubmit: `save` runs with the values once they pass; the form says why it failed.
  function handleSubmit(save: (values: V) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (saving || locked) return
      const found = check(rules, values)
      setErrors(found)
      setAttempted(true)
      const firstInvalid = fields.find((field) => found[field])
      if (firstInvalid) {
        focusField(firstInvalid)
        return
      }
      setSaving(true)
      try {
        await save(values)
      } finally {
        setSaving(false)
      }
    }
  }

  // A fresh form showing `next`, as after a successful save that empties it.
  function reset(next: V) {
    setValues(next)
    setErrors({})
    setAttempted(false)
  }

  return { values, setValues, errors, setErrors, saving, formRef, change, handleSubmit, focusField, reset }
}
