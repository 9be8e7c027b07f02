import { Search } from 'lucide-react'
import { useId } from 'react'

// A list's labelled search box (its text kept by useListState until the form is sent).
export function ListSearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string
  placeholder?: string | undefined
  value: string
  onChange: (text: string) => void
}) {
  const id = useId()
  return (
    <div className="field list-screen__search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="list-screen__search-box">
        <Search className="list-screen__search-icon" aria-hidden="true" size={18} />
        <input
          id={id}
          type="search"
          name="q"
          className="field__control list-screen__search-input"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
    </div>
  )
}
