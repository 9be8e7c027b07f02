import { type RefObject, useId, useRef } from 'react'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'

type ConfirmDialogProps = {
  open: boolean
  // For catalogue, certificates and reports: 'Apakah Anda yakin ingin menghapus data ini?'
  message: string
  onConfirm: () => void
  onCancel: () => void
  title?: string
  confirmLabel?: string
  cancelLabel?: string
  busy?: boolean
  // 'danger' (red) for what removes or undoes; 'primary' for a confirmed step forward ("Tandai selesai").
  tone?: 'danger' | 'primary'
  // Where focus goes on closing when the confirmed action removed the control that opened it.
  returnFocusTo?: RefObject<HTMLElement | null>
}

export const DELETE_CONFIRMATION_MESSAGE = 'Apakah Anda yakin ingin menghapus data ini?'

// The reusable delete dialog (spec section 2): Batal gets the focus, so Enter never deletes by accident.
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Konfirmasi Penghapusan',
  confirmLabel = 'Hapus',
  cancelLabel = 'Batal',
  busy = false,
  tone = 'danger',
  returnFocusTo,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const messageId = useId()
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      initialFocus={cancelRef}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Dialog>
  )
}
