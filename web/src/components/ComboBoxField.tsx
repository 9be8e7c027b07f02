import './pickers.css'
import { ChevronDown } from 'lucide-react'
import {
  Button,
  ComboBox,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  useAsyncList,
} from 'react-aria-components'
import { AriaFieldLabel, AriaFieldNotes, ariaFieldClass } from './AriaFieldParts.tsx'
import type { FieldProps } from './Field.tsx'

export type ComboBoxOption = { id: string | number; label: string; description?: string }

type ComboBoxFieldProps<T extends ComboBoxOption> = FieldProps & {
  // Sent with a form as the chosen option's id.
  name?: string
  // The options matching what was typed ('' when nothing is), from the API; `signal` aborts a
  // search that a newer key press replaced.
  load: (search: string, signal: AbortSignal) => Promise<T[]>
  value: T | null
  onChange: (option: T | null) => void
  placeholder?: string
  emptyText?: string
  isDisabled?: boolean
}

// A searchable picker (customer, technician, schedule): the list follows what is typed, arrows and
// Enter choose, Escape closes. React Aria's ComboBox in the look of TextField: the label is tied to
// the input, and the hint and error to it through aria-describedby.
export function ComboBoxField<T extends ComboBoxOption>({
  name,
  load,
  value,
  onChange,
  placeholder,
  emptyText = 'Tidak ada yang cocok',
  isDisabled,
  ...field
}: ComboBoxFieldProps<T>) {
  const { label, error, required } = field
  const list = useAsyncList<T>({
    initialFilterText: value?.label ?? '',
    async load({ signal, filterText }) {
      return { items: await load(filterText ?? '', signal) }
    },
  })
  const items =
    value && !list.items.some((item) => item.id === value.id) ? [value, ...list.items] : list.items
  return (
    <ComboBox
      className={ariaFieldClass(field)}
      items={items}
      // The text stays React Aria's (it shows the chosen option's label after a choice, and
      // clearing it clears the choice); every change asks the loader again.
      defaultInputValue={value?.label ?? ''}
      onInputChange={list.setFilterText}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key: Key | null) => onChange(items.find((item) => item.id === key) ?? null)}
      isInvalid={Boolean(error)}
      isRequired={required}
      isDisabled={isDisabled}
      validationBehavior="aria"
      allowsEmptyCollection
      menuTrigger="input"
      name={name}
      formValue="key"
    >
      <AriaFieldLabel {...field} />
      <div className="picker">
        <Input className="field__control picker__input" placeholder={placeholder} />
        <Button className="picker__button" aria-label={`Tampilkan pilihan ${label}`}>
          <ChevronDown aria-hidden="true" size={18} />
        </Button>
      </div>
      <AriaFieldNotes {...field} />
      <Popover className="picker__popover" offset={4}>
        <ListBox<T>
          className="picker__listbox"
          renderEmptyState={() => (
            <p className="picker__empty">{list.isLoading ? 'Mencari...' : emptyText}</p>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="picker__option">
              <span>{item.label}</span>
              {item.description ? <span className="picker__option-note">{item.description}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
