// What a visitor typed, chose or ticked on a pre-rendered page before the app took it over (ADR
// 0052). React keeps such values while it hydrates but does not tell the form, and the form's
// first re-render then writes its own empty state over them. So the entry notes them from just
// before it hydrates until it is done, and sets again those the render changed, the way React
// notices a change: its value tracker still holds the old value while the element shows the new
// one, and an input (or click, for a box or a radio; change, for a list) event follows.
// Dependency-free.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
export type TypedField = { field: Field; value: string; checked: boolean }

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
  }
  if (isBox(field)) return field.checked !== field.defaultChecked
  if (field instanceof HTMLInputElement && field.type === 'file') return false
  return field.value !== field.defaultValue
}

const noted = (field: Field): TypedField => ({
  field,
  value: field.value,
  checked: isBox(field) && field.checked,
})

// What was typed before hydration starts, and every change made while React hydrates (which takes a
// while on a slow phone): the returned call stops listening and gives the last value of each field.
export function watchTypedFields(root: HTMLElement): () => TypedField[] {
  const typed = new Map<Field, TypedField>()
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (changed(field)) typed.set(field, noted(field))
  }
  const note = (event: Event) => {
    const field = event.target
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      typed.set(field, noted(field))
  }
  root.addEventListener('input', note, true)
  root.addEventListener('change', note, true)
  return () => {
    root.removeEventListener('input', note, true)
    root.removeEventListener('change', note, true)
    return [...typed.values()]
  }
}

function setNatively(
  field: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  value: unknown,
) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(field, value)
}

// Every noted field is set again, also one that still shows what the visitor left: a field changed
// while React hydrated it (a tick landing as the form hydrates, which React then hydrates from the
// page and never reports) shows the visitor's value while the form's state holds its empty one,
// and the form's next render (its own 'hydrated' one, at once) would write that over it.
export function restoreTypedFields(typed: TypedField[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue
    if (field instanceof HTMLSelectElement) {
      field.value = value
      field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (isBox(field)) {
      // A plain Event, not a MouseEvent: it does not tick the box again.
      field.checked = !checked
      setNatively(field, 'checked', checked)
      field.dispatchEvent(new Event('click', { bubbles: true }))
    } else {
      field.value = value === '' ? ' ' : ''
      setNatively(field, 'value', value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}
