import { ChevronDown } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'

type NavDropdownProps = {
  label: ReactNode
  // For a toggle that shows only an icon (the person icon of the signed-in areas).
  ariaLabel?: string
  // The <li> items of the menu.
  children: ReactNode
  active?: boolean
  align?: 'start' | 'end'
  className?: string
}

// A disclosure menu of links: the button says whether it is open (aria-expanded), Escape closes
// it and puts focus back on the button, and it closes when focus or a click goes elsewhere.
export function NavDropdown({
  label,
  ariaLabel,
  children,
  active = false,
  align = 'start',
  className,
}: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    const root = rootRef.current
    if (!open || !root) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Only this menu closes; a phone menu around it stays open.
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    root.addEventListener('keydown', closeOnEscape)
    root.addEventListener('focusout', closeWhenFocusLeaves)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      root.removeEventListener('keydown', closeOnEscape)
      root.removeEventListener('focusout', closeWhenFocusLeaves)
    }
  }, [open])

  return (
    <div
      ref={rootRef}
      className={`dropdown${open ? ' dropdown--open' : ''}${align === 'end' ? ' dropdown--end' : ''}${className ? ` ${className}` : ''}`}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link dropdown__toggle${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDown className="dropdown__chevron" aria-hidden="true" size={16} />
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {children}
      </ul>
    </div>
  )
}
