import { Menu, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { BrandMark } from './BrandMark.tsx'

type TopBarProps = {
  homePath: string
  navLabel: string
  // The <li> items of the menu for this area.
  children: ReactNode
}

// The top bar of every layout. On phones the menu folds behind a button that says whether it is
// open; Escape closes it and returns focus to the button; a navigation closes it.
export function TopBar({ homePath, navLabel, children }: TopBarProps) {
  const [open, setOpen] = useState(false)
  const navId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    const header = headerRef.current
    if (!open || !header) return
    const closeOutside = (event: PointerEvent) => {
      if (!header.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', closeOutside)
    header.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      header.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <header ref={headerRef} className="topbar">
      <div className="container topbar__inner">
        <Link to={homePath} className="brand">
          <BrandMark />
          <span className="brand__text">
            TTSG <span className="brand__accent">Pest Control</span>
          </span>
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="topbar__menu-button"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? 'Tutup menu' : 'Buka menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
        </button>
        <nav id={navId} className={`topbar__nav${open ? ' is-open' : ''}`} aria-label={navLabel}>
          <ul className="nav-list">{children}</ul>
        </nav>
      </div>
    </header>
  )
}
