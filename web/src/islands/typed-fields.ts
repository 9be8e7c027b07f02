// What a visitor typed, chose or ticked on a pre-rendered page before the app took it over (ADR
// 0049). React keeps such values while it hydrates but does not tell the form, and the form's
// first re-render then writes its own empty state over them. So the entry notes them just before
// it hydrates and sets them again afterwards, the way React notices a change: its value tracker
// still holds the old value while the element shows the new one, and an input (or click, for a
// box or a radio; change, for a list) event follows. Dependency-free.

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

export function typedFields(root: ParentNode): TypedField[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(changed)
    .map((field) => ({ field, value: field.value, checked: isBox(field) && field.checked }))
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
