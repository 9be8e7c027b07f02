import './pickers.css'
import { ChevronDown } from 'lucide-react'
import {
  Button,
  Collection,
  ComboBox,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  useAsyncList,
} from 'react-aria-components'
import { AriaFieldLabel, AriaFieldNotes, ariaFieldClass } from './AriaFieldParts.tsx'
import type { FieldProps } from './Field.tsx'

export type ComboBoxOption = { id: string | number; label: string; description?: string }

// One page of options and the page that follows it (null after the last), for a loader that
// searches a paged list of the server.
export type OptionPage<T> = { items: T[]; next: number | null }

// The options matching what was typed ('' when nothing is), from the API; `signal` aborts a search
// that a newer key press replaced. A loader that pages answers `page` (0, then each `next`) and
// the list asks for the next page when it is scrolled to its end; a plain list is one page.
export type OptionLoader<T> = (
  search: string,
  signal: AbortSignal,
  page: number,
) => Promise<T[] | OptionPage<T>>

export type ComboBoxFieldProps<T extends ComboBoxOption> = FieldProps & {
  // Sent with a form as the chosen option's id.
  name?: string
  load: OptionLoader<T>
  value: T | null
  onChange: (option: T | null) => void
  placeholder?: string
  emptyText?: string
  isDisabled?: boolean
}

// The chosen option is kept in the list (React Aria reads its label from there) only while it
// matches what is typed: a search for 'xyz' lists what the server found for 'xyz', nothing else.
// When the field loses focus on such a search, React Aria puts the chosen label back.
function showsChosen(value: ComboBoxOption, typed: string): boolean {
  const search = typed.trim().toLocaleLowerCase('id-ID')
  return search === '' || value.label.toLocaleLowerCase('id-ID').includes(search)
}

// A searchable picker (customer, technician, contract, visit): the list follows what is typed and
// grows page by page as it is scrolled, arrows and Enter choose, Escape closes. React Aria's
// ComboBox in the look of TextField: the label is tied to the input, and the hint and error to it
// through aria-describedby.
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
  const list = useAsyncList<T, number>({
    initialFilterText: value?.label ?? '',
    async load({ signal, filterText, cursor, items: shown }) {
      const page = cursor ?? 0
      const answer = await load(filterText ?? '', signal, page)
      const { items, next } = Array.isArray(answer) ? { items: answer, next: null } : answer
      // A row that moved to the next page while paging is shown once.
      const seen = new Set(cursor === undefined ? [] : shown.map((item) => item.id))
      return { items: items.filter((item) => !seen.has(item.id)), cursor: next ?? undefined }
    },
  })
  const items =
    value && showsChosen(value, list.filterText) && !list.items.some((item) => item.id === value.id)
      ? [value, ...list.items]
      : list.items
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
          <Collection items={items}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className="picker__option">
                <span>{item.label}</span>
                {item.description ? <span className="picker__option-note">{item.description}</span> : null}
              </ListBoxItem>
            )}
          </Collection>
          <ListBoxLoadMoreItem
            className="picker__more"
            onLoadMore={list.loadMore}
            isLoading={list.loadingState === 'loadingMore'}
          >
            Memuat pilihan berikutnya...
          </ListBoxLoadMoreItem>
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
