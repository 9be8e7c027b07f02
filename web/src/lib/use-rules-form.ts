import type { FieldErrors, FormValues, Rules } from '@services/core/validation.ts'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// The fields of a form's values that hold text (a form may also hold lists and checkboxes).
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

// The wiring every field of a form repeats, written once: `<TextField label="Nama" {...bind('nama')} />`
// gives the control its name (which the focus after a refused submit looks for), its value, its
// message and its change handler. `bind` suits the native controls (TextField, SelectField,
// TextArea, RadioGroup); `bindValue` the React Aria ones that hand over a value (DatePickerField).
// `prefix` names the fields of one row of a list within the form's names and messages ('items.0.').
export function fieldBinders<V extends object>(
  values: V,
  errors: FieldErrors,
  setField: (name: TextKey<V>, value: string) => void,
  prefix = '',
) {
  const common = <K extends TextKey<V>>(name: K) => ({
    name: `${prefix}${name}`,
    value: values[name] as string,
    error: errors[`${prefix}${name}`],
  })
  return {
    bind: <K extends TextKey<V>>(name: K) => ({
      ...common(name),
      onChange: (event: ChangeEvent<Control>) => setField(name, event.target.value),
    }),
    bindValue: <K extends TextKey<V>>(name: K) => ({
      ...common(name),
      onChange: (value: string) => setField(name, value),
    }),
  }
}

// What a form needs of a module's contract (services/core/contract.ts).
export type FormContract<Value> = {
  rules: Rules
  validate(values: FormValues): FieldErrors
  parse(values: unknown): Value
}

export type RulesFormOptions<Value, V extends Record<string, string>> = {
  contract: FormContract<Value>
  initialValues: V | (() => V)
  // For a form with checks beyond the contract (a confirmation field).
  validate?: (values: V) => FieldErrors
  // The fields in the order they stand on the form; the rules' order when left out.
  fields?: readonly string[]
  // Refuses every submit while true (a form that stays done after it was sent).
  locked?: boolean
}

// The state of a form checked with the module's contract, so it shows the API's own messages:
// nothing is shown before the first submit, after it the messages follow the input, a submit with
// errors puts the focus on the first invalid field, and a second submit while saving is ignored.
// `save` receives the contract's cleaned value, exactly the body the API expects.
export function useRulesForm<Value, V extends Record<string, string>>({
  contract,
  initialValues,
  validate: extra,
  fields = Object.keys(contract.rules),
  locked = false,
}: RulesFormOptions<Value, V>) {
  const check = (next: V): FieldErrors => ({ ...contract.validate(next), ...extra?.(next) })
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

  function setField(name: string, value: string) {
    const next = { ...values, [name]: value }
    setValues(next)
    // After a first attempt the messages follow the input, so a corrected field clears at once.
    if (attempted) setErrors(check(next))
  }

  const change = (event: ChangeEvent<Control>) => setField(event.target.name, event.target.value)

  // The form's onSubmit: `save` runs with the values once they pass; the form says why it failed.
  function handleSubmit(save: (cleaned: Value, values: V) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (saving || locked) return
      const found = check(values)
      setErrors(found)
      setAttempted(true)
      const firstInvalid = fields.find((field) => found[field])
      if (firstInvalid) {
        focusField(firstInvalid)
        return
      }
      setSaving(true)
      try {
        await save(contract.parse(values), values)
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

  return {
    values,
    setValues,
    errors,
    setErrors,
    saving,
    formRef,
    change,
    setField,
    ...fieldBinders(values, errors, setField),
    handleSubmit,
    focusField,
    reset,
  }
}
