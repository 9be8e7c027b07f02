import {
  ACTION_MESSAGES,
  ACTION_PHOTO_MAX_BYTES,
  type CorrectiveAction,
} from '@services/modules/corrective-actions/contract.ts'
import { type FormEvent, useRef, useState } from 'react'
import { FilePreview } from '../../../components/FilePreview.tsx'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { sendVerification } from '../verification-queue.ts'

export const QUEUED_MESSAGE = 'Verifikasi disimpan di ponsel dan dikirim otomatis saat koneksi kembali'

function photoProblem(photo: File | null): string | undefined {
  if (!photo) return ACTION_MESSAGES.photoRequired
  if (!/^image\/(jpeg|png)$/.test(photo.type) && !/\.(jpe?g|png)$/i.test(photo.name))
    return ACTION_MESSAGES.photoType
  if (photo.size > ACTION_PHOTO_MAX_BYTES) return ACTION_MESSAGES.photoTooLarge
  return undefined
}

// The technician's verification at its visit: a note and a photo, both required; sent through the
// phone's outbox, so it is kept and sent later when there is no connection.
export function VerifyDialog({
  action,
  idpenjadwalan,
  onClose,
  onDone,
}: {
  action: CorrectiveAction
  idpenjadwalan: number
  onClose: () => void
  onDone: () => Promise<void>
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const key = useRef(`verifikasi-${action.idtindakan}-${crypto.randomUUID()}`)
  const [note, setNote] = useState('')
  const [photo, setPhoto] = useState<File | null>(null)
  const [errors, setErrors] = useState<{ catatan?: string; foto?: string }>({})
  const [saving, setSaving] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      ...(note.trim() === '' ? { catatan: 'Catatan Verifikasi tidak boleh kosong' } : {}),
      ...(photoProblem(photo) ? { foto: photoProblem(photo) } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length > 0 || !photo) return
    setSaving(true)
    try {
      const outcome = await sendVerification({
        action,
        idpenjadwalan,
        catatan: note.trim(),
        foto: { blob: photo, name: photo.name },
        key: key.current,
      })
      if ('queued' in outcome) toast.success(QUEUED_MESSAGE)
      else toast.success(outcome.sent.message ?? ACTION_MESSAGES.verified)
      await onDone()
    } catch (failure) {
      setErrors({ catatan: failure instanceof ApiError ? failure.message : 'Gagal menyimpan' })
    } finally {
      setSaving(false)
    }
  }
  return (
    <FormDialog
      title="Verifikasi Tindakan Korektif"
      formId="verifikasi-tindakan-korektif"
      formRef={formRef}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      submitLabel="Verifikasi"
    >
      <p>{action.temuan}</p>
      <TextArea
        name="catatan"
        label="Catatan Verifikasi"
        required
        value={note}
        error={errors.catatan}
        onChange={(event) => setNote(event.target.value)}
      />
      <TextField
        label="Foto Verifikasi"
        name="foto"
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        required
        hint="jpg atau png, maksimal 5 Mb"
        error={errors.foto}
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
      />
      {photo ? <FilePreview file={photo} name={photo.name} /> : null}
    </FormDialog>
  )
}
