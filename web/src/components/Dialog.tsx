import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react'
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria'
import { Button } from './Button.tsx'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

type DialogProps = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  // The control that gets focus on opening; the first focusable one otherwise.
  initialFocus?: RefObject<HTMLElement | null>
  size?: 'sm' | 'md' | 'lg'
  role?: 'dialog' | 'alertdialog'
  describedBy?: string
  // Where focus goes on closing, in place of the control that opened the dialog: set it when the
  // dialog's action removes that control (a deleted row's Hapus button).
  returnFocusTo?: RefObject<HTMLElement | null>
}

// A modal on the native <dialog>: the page behind is inert, Escape closes, Tab stays inside, and
// focus returns to where it was when the dialog opened. The <dialog> sits in the browser's top
// layer, above everything portaled to <body>: the pickers' lists, calendars and menus opened inside
// it are portaled into the <dialog> itself (React Aria's portal container), so they show above the
// panel and take clicks (ADR 0046).
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  initialFocus,
  size = 'md',
  role = 'dialog',
  describedBy,
  returnFocusTo,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, initialFocus])

  useEffect(
    () => () => {
      returnFocus.current?.focus()
    },
    [],
  )

  function restoreFocus() {
    const opener = returnFocus.current
    returnFocus.current = null
    const target = returnFocusTo?.current ?? opener
    if (target?.isConnected) target.focus()
  }

  // Tab within the panel; an open calendar (portaled beside the panel) keeps focus itself.
  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    const panel = panelRef.current
    if (event.key !== 'Tab' || !panel || !panel.contains(event.target as Node)) return
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // Escape in an open list or calendar closes that alone: the browser would also cancel the
  // <dialog>, so the cancel that follows such a key press is ignored. Popovers are the
  // <dialog>'s children beside the panel (the portal container above).
  const escapeClosesPopover = useRef(false)
  function notePopoverEscape(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = ref.current
    if (event.key !== 'Escape' || !dialog) return
    escapeClosesPopover.current = [...dialog.children].some((child) => child !== panelRef.current)
  }

  // A click on the backdrop lands on the <dialog> element itself, outside its panel.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === ref.current) onClose()
  }

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // A dialog opened inside this one (a confirmation, portaled into it) sends its own cancel and
      // close events up the React tree: they are that dialog's, not this one's.
      onCancel={(event) => {
        if (event.target !== ref.current) return
        event.preventDefault()
        if (escapeClosesPopover.current) escapeClosesPopover.current = false
        else onClose()
      }}
      onKeyDownCapture={notePopoverEscape}
      onClose={(event) => {
        if (event.target !== ref.current) return
        if (open) onClose()
        restoreFocus()
      }}
      onKeyDown={trapTab}
      onClick={closeOnBackdrop}
    >
      <PortalProvider getContainer={() => ref.current}>
        <div className="dialog__panel" ref={panelRef}>
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          <div className="dialog__footer">
            {footer ?? (
              // A dialog that only shows (a history) still closes with a tap: a phone has no Escape.
              <Button variant="secondary" onClick={onClose}>
                Tutup
              </Button>
            )}
          </div>
        </div>
      </PortalProvider>
    </dialog>
  )
}
