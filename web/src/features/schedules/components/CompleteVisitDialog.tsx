import {
  HAMA_OPTIONS,
  SCHEDULE_MESSAGES,
  SCHEDULE_PHOTO_MAX_BYTES,
  SCHEDULE_PHOTO_MAX_COUNT,
  type Schedule,
} from '@services/modules/schedules/contract.ts'
import { useId, useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { type Completion, completeVisit, type Outcome } from '../completion-queue.ts'
import { PhotoUnreadableError, resizePhoto } from '../resize-photo.ts'

const NOTE_MAX = 2000

// 'Selesaikan': the technician's report in a few taps: what was done, the pests found, up to five
// photos from the phone's camera (made smaller here before they are sent). Without a connection
// the report waits on the phone and is sent when the connection returns.
export function CompleteVisitDialog({
  visit,
  onClose,
  onDone,
}: {
  visit: Schedule
  onClose: () => void
  onDone: (outcome: Outcome) => void
}) {
  const formId = useId()
  const [note, setNote] = useState('')
  const [pests, setPests] = useState<string[]>([])
  const [photos, setPhotos] = useState<File[]>([])
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  // One key per completion, kept across retries of this dialog: the server records it once.
  const key = useRef(crypto.randomUUID())

  function choosePhotos(chosen: FileList | null) {
    const files = [...(chosen ?? [])]
    setProblem(null)
    if (files.length > SCHEDULE_PHOTO_MAX_COUNT)
      return setProblem({ field: 'foto', message: SCHEDULE_MESSAGES.photoCount })
    if (files.some((file) => !file.type.startsWith('image/')))
      return setProblem({ field: 'foto', message: SCHEDULE_MESSAGES.photoType })
    setPhotos(files)
  }

  async function submit() {
    if (note.trim() === '')
      return setProblem({ field: 'catatan_teknisi', message: SCHEDULE_MESSAGES.technicianNoteRequired })
    if (note.length > NOTE_MAX)
      return setProblem({
        field: 'catatan_teknisi',
        message: `Catatan Teknisi paling banyak ${NOTE_MAX} karakter`,
      })
    setBusy(true)
    setProblem(null)
    try {
      const resized = await Promise.all(photos.map(resizePhoto))
      if (resized.some((photo) => photo.size > SCHEDULE_PHOTO_MAX_BYTES))
        return setProblem({ field: 'foto', message: SCHEDULE_MESSAGES.photoTooLarge })
      const completion: Completion = {
        idempotency_key: key.current,
        idpenjadwalan: visit.idpenjadwalan,
        version: visit.version,
        nama_pelanggan: visit.nama_pelanggan,
        catatan_teknisi: note.trim(),
        hama_ditemukan: pests,
        photos: resized,
        queuedAt: new Date().toISOString(),
      }
      onDone(await completeVisit(completion))
    } catch (error) {
      if (error instanceof PhotoUnreadableError) return setProblem({ field: 'foto', message: error.message })
      setProblem({ message: error instanceof Error ? error.message : 'Gagal menyimpan laporan' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title={`Selesaikan kunjungan ${visit.nama_pelanggan}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" form={formId} disabled={busy} busy={busy}>
            Tandai selesai
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <TextArea
          label="Catatan Teknisi"
          name="catatan_teknisi"
          required
          rows={4}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={problem?.field === 'catatan_teknisi' ? problem.message : undefined}
          hint="Apa yang dikerjakan dan yang perlu diketahui pelanggan"
        />
        <fieldset className="field technician-pests">
          <legend className="field__label">Hama Ditemukan</legend>
          {HAMA_OPTIONS.map((hama) => (
            <label key={hama} className="technician-pests__option">
              <input
                type="checkbox"
                name="hama_ditemukan"
                value={hama}
                checked={pests.includes(hama)}
                onChange={(event) =>
                  setPests(event.target.checked ? [...pests, hama] : pests.filter((p) => p !== hama))
                }
              />{' '}
              {hama}
            </label>
          ))}
        </fieldset>
        <TextField
          label="Foto"
          name="foto"
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          optional
          hint={`Paling banyak ${SCHEDULE_PHOTO_MAX_COUNT} foto; diperkecil sebelum dikirim`}
          error={problem?.field === 'foto' ? problem.message : undefined}
          onChange={(event) => choosePhotos(event.target.files)}
        />
        {photos.length > 0 ? <p className="muted">{photos.length} foto dipilih</p> : null}
        {problem && !problem.field ? <Alert tone="error">{problem.message}</Alert> : null}
      </form>
    </Dialog>
  )
}
