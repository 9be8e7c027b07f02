import './back-office-kit.css'
import {
  ERASURE_MESSAGES,
  type ErasureResult,
  type ExportFormat,
  PERSON_LABELS,
  type PersonKind,
} from '@services/modules/personal-data/contract.ts'
import { Download, ShieldX } from 'lucide-react'
import { useId, useState } from 'react'
import { type ApiSuccess, api } from '../lib/api-client.ts'
import { downloadFile } from '../lib/download.ts'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { SelectField } from './SelectField.tsx'
import { toast } from './toast.tsx'

type Answer = ApiSuccess<ErasureResult & { sudah_dihapus: boolean }>
type Done = { message: string; result: ErasureResult }

// The export's formats as the admin chooses them: the ZIP holds the other two and the files.
const FORMAT_OPTIONS: { value: ExportFormat; label: string; says: string }[] = [
  { value: 'zip', label: 'ZIP (JSON, PDF dan berkas)', says: 'JSON, PDF dan berkasnya' },
  { value: 'json', label: 'JSON', says: 'JSON' },
  { value: 'pdf', label: 'PDF yang mudah dibaca', says: 'PDF' },
]

// The erasures this page made, by person: the record screen reads the erased record again and may
// open its form afresh (a new panel), which still shows what the erasure did.
const doneHere = new Map<string, Done>()

// What the confirmation states before an erasure: what goes, what stays, and that it is final.
export const ERASURE_CONSEQUENCES =
  "Nama, nomor telepon, email, alamat dan catatan orang ini akan diganti '[dihapus]' di semua data, daftar, pencarian, CSV dan riwayat, dan berkas serta fotonya dihapus. Tagihan beserta nama pembelinya tetap disimpan 10 tahun sesuai UU KUP. Penghapusan tidak dapat dibatalkan."

// A person's data on request (UU 27/2022), on the record screen of a contact request, prospect,
// customer, technician or user: the export of everything the product holds about them (a ZIP with
// the JSON, a readable PDF and their files) and its erasure after a confirmation, then what was
// erased and what was kept, and why.
export function PersonalDataPanel({
  jenis,
  id,
  onErased,
  headingLevel = 2,
}: {
  jenis: PersonKind
  id: string | number
  onErased?: () => void
  headingLevel?: 2 | 3
}) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<'ekspor' | 'hapus' | null>(null)
  const [done, setDone] = useState<Done | null>(() => doneHere.get(`${jenis}:${id}`) ?? null)
  const [exported, setExported] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [format, setFormat] = useState<ExportFormat>('zip')
  const path = (action: 'ekspor' | 'hapus') => `/dataPribadi/${action}/${jenis}/${id}`

  async function exportData() {
    setBusy('ekspor')
    setError(null)
    setExported(null)
    try {
      const name = await downloadFile(path('ekspor'), {
        query: { format },
        fallbackName: `data-pribadi-${jenis}-${id}.${format}`,
      })
      const says = FORMAT_OPTIONS.find((option) => option.value === format)!.says
      setExported(`Data pribadi diekspor: ${name} (${says})`)
      toast.success(`Data pribadi diekspor: ${name}`)
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Gagal mengekspor data pribadi'
      setError(message)
      toast.error(message)
    } finally {
      setBusy(null)
    }
  }

  async function erase() {
    setBusy('hapus')
    setError(null)
    try {
      const answer = await api.post<Answer>(path('hapus'))
      const outcome = { message: answer.message ?? ERASURE_MESSAGES.erased, result: answer.data }
      doneHere.set(`${jenis}:${id}`, outcome)
      setDone(outcome)
      setConfirming(false)
      toast.success(outcome.message)
      onErased?.()
    } catch (failure) {
      setConfirming(false)
      const message = failure instanceof Error ? failure.message : 'Gagal menghapus data pribadi'
      setError(message)
      toast.error(message)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="panel personal-data" aria-labelledby={headingId}>
      <Heading id={headingId}>Data pribadi</Heading>
      <p>
        Atas permintaan {PERSON_LABELS[jenis]} ini (UU 27/2022): ekspor semua datanya (JSON, PDF yang mudah
        dibaca, atau ZIP berisi keduanya dan berkasnya), atau hapus data pribadinya.
      </p>
      <SelectField
        label="Format ekspor"
        name={`format-${jenis}`}
        value={format}
        onChange={(event) => setFormat(event.target.value as ExportFormat)}
        options={FORMAT_OPTIONS}
      />
      <div className="personal-data__actions">
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" size={16} />}
          busy={busy === 'ekspor'}
          disabled={busy !== null}
          onClick={() => void exportData()}
        >
          Ekspor data pribadi
        </Button>
        <Button
          variant="danger"
          icon={<ShieldX aria-hidden="true" size={16} />}
          disabled={busy !== null}
          onClick={() => setConfirming(true)}
        >
          Hapus data pribadi
        </Button>
      </div>
      {exported ? <Alert tone="success">{exported}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? <ErasureReport message={done.message} result={done.result} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Hapus data pribadi?"
        message={ERASURE_CONSEQUENCES}
        confirmLabel="Ya, hapus data pribadi"
        busy={busy === 'hapus'}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}

// What the erasure did: each kind of record erased, each kept with the reason, the files removed.
function ErasureReport({ message, result }: { message: string; result: ErasureResult }) {
  return (
    <Alert tone="success" title={message}>
      {result.dihapus.length > 0 ? (
        <>
          <p>Dihapus:</p>
          <ul>
            {result.dihapus.map((entry) => (
              <li key={entry.label}>
                {entry.label} ({entry.jumlah})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>Berkas dihapus: {result.berkas_dihapus}</p>
      {result.disimpan.length > 0 ? (
        <>
          <p>Disimpan:</p>
          <ul>
            {result.disimpan.map((entry) => (
              <li key={entry.label}>
                {entry.label} ({entry.jumlah}): {entry.alasan}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Tidak ada data yang wajib disimpan.</p>
      )}
    </Alert>
  )
}
