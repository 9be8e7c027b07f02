import type { FormEvent, ReactNode, RefObject } from 'react'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'

// An add or edit form in a dialog: Batal and the submit button in the footer, the form given its
// id so the footer's button submits it. `onSubmit` is the form hook's handleSubmit(...).
export function FormDialog({
  title,
  formId,
  formRef,
  onClose,
  onSubmit,
  saving,
  submitLabel = 'Simpan',
  size,
  children,
  after,
}: {
  title: string
  formId: string
  formRef: RefObject<HTMLFormElement | null>
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  saving: boolean
  submitLabel?: string
  size?: 'sm' | 'md' | 'lg'
  children: ReactNode
  // Below the form, inside the dialog (a history panel).
  after?: ReactNode
}) {
  return (
    <Dialog
      open
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
      {after}
    </Dialog>
  )
}

// A save that failed is shown by the dialog (SaveError) and keeps what was typed: the form's
// submit handler swallows the rejection after the page has recorded it.
export const keepTyped =
  <V,>(save: (value: V) => Promise<void>) =>
  async (value: V) => {
    try {
      await save(value)
    } catch {
      // Shown by SaveError.
    }
  }
