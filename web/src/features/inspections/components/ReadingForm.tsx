import {
  AKTIVITAS_OPTIONS,
  ALASAN_KOREKSI_MAX,
  CATATAN_MAX,
  type JenisPerangkat,
  KONDISI_OPTIONS,
  type Kondisi,
  type ReadingInput,
  readingContract,
  TANGKAPAN_FORM_HAMA,
  UMPAN_DIMAKAN_OPTIONS,
} from '@services/modules/inspections/contract.ts'
import { checkReadingShape, isReadable } from '@services/modules/inspections/reading-shape.ts'
import type { Inspection, VisitDevice } from '@services/modules/inspections/records.ts'
import { useId, useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { RadioGroup } from '../../../components/RadioGroup.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { photosProblem, ReadingPhotosField } from './ReadingPhotosField.tsx'

type Draft = {
  kondisi: Kondisi
  umpan_dimakan: string
  aktivitas: string
  umpan_diganti: boolean
  counts: Record<string, string>
  lem_diganti: boolean
  lampu_diganti: boolean
  aktivitas_rayap: string
  catatan: string
}

// What the form starts from: a device with nothing to report is saved with one tap.
const fresh = (jenis: JenisPerangkat): Draft => ({
  kondisi: 'baik',
  umpan_dimakan: '0',
  aktivitas: 'tidak ada',
  umpan_diganti: false,
  counts: Object.fromEntries(
    (TANGKAPAN_FORM_HAMA[jenis as keyof typeof TANGKAPAN_FORM_HAMA] ?? []).map((h) => [h, '0']),
  ),
  lem_diganti: false,
  lampu_diganti: false,
  aktivitas_rayap: 'tidak',
  catatan: '',
})

// A recorded reading back in the form (a correction starts from what was recorded).
const recorded = (jenis: JenisPerangkat, r: Inspection): Draft => ({
  ...fresh(jenis),
  kondisi: r.kondisi,
  umpan_dimakan: String(r.umpan_dimakan ?? 0),
  aktivitas: r.aktivitas ?? 'tidak ada',
  umpan_diganti: r.umpan_diganti ?? false,
  counts: {
    ...fresh(jenis).counts,
    ...Object.fromEntries(r.tangkapan.map((t) => [t.hama, String(t.jumlah)])),
  },
  lem_diganti: r.lem_diganti ?? false,
  lampu_diganti: r.lampu_diganti ?? false,
  aktivitas_rayap: r.aktivitas_rayap ? 'ya' : 'tidak',
  catatan: r.catatan,
})

// The reading as sent, with only the fields of the device's type (and none but kondisi and the
// note for a device that could not be read).
function readingOf(device: VisitDevice, draft: Draft, key: string): Partial<ReadingInput> {
  const jenis = device.jenis_perangkat as JenisPerangkat
  const base = {
    idempotency_key: key,
    kode: device.kode_pendek,
    waktu: new Date().toISOString(),
    kondisi: draft.kondisi,
    ...(draft.catatan.trim() ? { catatan: draft.catatan.trim() } : {}),
  }
  if (!isReadable(draft.kondisi)) return base
  if (jenis === 'bait station')
    return {
      ...base,
      umpan_dimakan: Number(draft.umpan_dimakan),
      aktivitas: draft.aktivitas as ReadingInput['aktivitas'],
      umpan_diganti: draft.umpan_diganti,
    }
  if (jenis === 'termite station')
    return { ...base, aktivitas_rayap: draft.aktivitas_rayap === 'ya', umpan_diganti: draft.umpan_diganti }
  const tangkapan = Object.entries(draft.counts).map(([hama, jumlah]) => ({
    hama: hama as NonNullable<ReadingInput['tangkapan']>[number]['hama'],
    jumlah: Number(jumlah),
  }))
  if (jenis === 'insect light trap')
    return { ...base, tangkapan, lem_diganti: draft.lem_diganti, lampu_diganti: draft.lampu_diganti }
  return { ...base, tangkapan }
}

// The reading of one device: its type's fields, its condition and a note; checked with the
// server's own rules (contract.ts) before it goes to the outbox. Given `correcting` (the recorded
// reading), it starts from it and asks why it is corrected (`onSave`'s second argument).
export function ReadingForm({
  device,
  correcting,
  onClose,
  onSave,
}: {
  device: VisitDevice
  correcting?: Inspection
  onClose: () => void
  // A new reading's photos come with it (a correction changes no photo).
  onSave: (reading: ReadingInput, alasan: string, photos: File[]) => Promise<void>
}) {
  const formId = useId()
  const jenis = device.jenis_perangkat as JenisPerangkat
  const [draft, setDraft] = useState<Draft>(() => (correcting ? recorded(jenis, correcting) : fresh(jenis)))
  const [alasan, setAlasan] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // One key per reading, kept across retries of this form: the server records it once.
  const key = useRef(crypto.randomUUID())
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const readable = isReadable(draft.kondisi)

  async function submit() {
    const reading = readingOf(device, draft, key.current)
    const errors = readingContract.validate(reading as Record<string, unknown>)
    const first = Object.values(errors)[0]
    if (first !== undefined) return setProblem(first)
    const shape = checkReadingShape(jenis, reading)
    if ('message' in shape) return setProblem(shape.message)
    if (correcting && alasan.trim() === '') return setProblem('Alasan koreksi tidak boleh kosong')
    const photoProblem = photosProblem(photos)
    if (photoProblem) return setProblem(photoProblem)
    setBusy(true)
    setProblem(null)
    try {
      await onSave(readingContract.parse(reading), alasan.trim(), photos)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Gagal menyimpan pemeriksaan')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      title={`${correcting ? 'Koreksi' : 'Periksa'} ${device.kode_perangkat}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" form={formId} disabled={busy} busy={busy}>
            {correcting ? 'Simpan koreksi' : 'Simpan pemeriksaan'}
          </Button>
        </>
      }
    >
      <p className="muted">
        {device.jenis_perangkat} · {device.nama_area} · kode {device.kode_pendek}
      </p>
      <form
        id={formId}
        className="form inspection-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <RadioGroup
          label="Kondisi"
          name="kondisi"
          required
          value={draft.kondisi}
          options={KONDISI_OPTIONS}
          onChange={(event) => change({ kondisi: event.target.value as Kondisi })}
          hint={readable ? undefined : 'Tidak ada hasil yang dicatat; tulis alasannya di catatan'}
        />
        {readable && jenis === 'bait station' ? (
          <>
            <RadioGroup
              label="Umpan dimakan (%)"
              name="umpan_dimakan"
              required
              value={draft.umpan_dimakan}
              options={UMPAN_DIMAKAN_OPTIONS.map((value) => ({ value: String(value), label: `${value} %` }))}
              onChange={(event) => change({ umpan_dimakan: event.target.value })}
            />
            <RadioGroup
              label="Aktivitas tikus"
              name="aktivitas"
              required
              value={draft.aktivitas}
              options={AKTIVITAS_OPTIONS}
              onChange={(event) => change({ aktivitas: event.target.value })}
            />
          </>
        ) : null}
        {readable && jenis === 'termite station' ? (
          <RadioGroup
            label="Aktivitas rayap"
            name="aktivitas_rayap"
            required
            value={draft.aktivitas_rayap}
            options={['tidak', 'ya']}
            onChange={(event) => change({ aktivitas_rayap: event.target.value })}
          />
        ) : null}
        {readable && Object.keys(draft.counts).length > 0 ? (
          <fieldset className="field inspection-form__counts">
            <legend className="field__label">Tangkapan</legend>
            {Object.entries(draft.counts).map(([hama, jumlah]) => (
              <TextField
                key={hama}
                label={hama}
                name={`tangkapan-${hama}`}
                type="number"
                inputMode="numeric"
                min={0}
                value={jumlah}
                onChange={(event) => change({ counts: { ...draft.counts, [hama]: event.target.value } })}
              />
            ))}
          </fieldset>
        ) : null}
        {readable && (jenis === 'bait station' || jenis === 'termite station') ? (
          <label className="checkbox">
            <input
              type="checkbox"
              name="umpan_diganti"
              checked={draft.umpan_diganti}
              onChange={(event) => change({ umpan_diganti: event.target.checked })}
            />{' '}
            Umpan diganti
          </label>
        ) : null}
        {readable && jenis === 'insect light trap' ? (
          <>
            <label className="checkbox">
              <input
                type="checkbox"
                name="lem_diganti"
                checked={draft.lem_diganti}
                onChange={(event) => change({ lem_diganti: event.target.checked })}
              />{' '}
              Lem diganti
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                name="lampu_diganti"
                checked={draft.lampu_diganti}
                onChange={(event) => change({ lampu_diganti: event.target.checked })}
              />{' '}
              Lampu diganti
            </label>
          </>
        ) : null}
        <TextArea
          label="Catatan"
          name="catatan"
          optional
          rows={2}
          maxLength={CATATAN_MAX}
          value={draft.catatan}
          onChange={(event) => change({ catatan: event.target.value })}
        />
        {correcting ? null : <ReadingPhotosField photos={photos} onChoose={setPhotos} />}
        {correcting ? (
          <TextField
            label="Alasan koreksi"
            name="alasan_koreksi"
            required
            maxLength={ALASAN_KOREKSI_MAX}
            value={alasan}
            onChange={(event) => setAlasan(event.target.value)}
          />
        ) : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </form>
    </Dialog>
  )
}
