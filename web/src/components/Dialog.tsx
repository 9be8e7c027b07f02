import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react'

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
// focus returns to where it was when the dialog opened.
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

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
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
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClose={() => {
        if (open) onClose()
        restoreFocus()
      }}
      onKeyDown={trapTab}
      onClick={closeOnBackdrop}
    >
      <div className="dialog__panel">
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  )
}
