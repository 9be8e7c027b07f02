import '../inspections.css'
import { INSPECTION_MESSAGES, type ReadingInput } from '@services/modules/inspections/contract.ts'
import type { VisitDevice } from '@services/modules/inspections/records.ts'
import { QrCode } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { toast } from '../../../components/toast.tsx'
import { forgetCall, sendQueuedCalls } from '../../../lib/call-outbox.ts'
import { useOfflineSession, useOnline } from '../../../lib/offline-session.ts'
import { paths } from '../../../lib/paths.ts'
import { useSession } from '../../../lib/session-store.ts'
import { correctReading, reloadVisitInspections, useVisitInspections } from '../api/inspections-api.ts'
import { DeviceRow } from '../components/DeviceRow.tsx'
import { ReadingForm } from '../components/ReadingForm.tsx'
import {
  photoCallKeys,
  saveReading,
  saveReadingPhotos,
  type WaitingReading,
  waitingReadings,
} from '../reading-queue.ts'
import { codeFromScan } from '../scan-code.ts'

const QrScanner = lazy(() => import('../components/QrScanner.tsx').then((m) => ({ default: m.QrScanner })))

// /teknisi/pemeriksaan/{idpenjadwalan}: the visit's site's devices, read one by one: scan the
// device's QR (or type the code under it), fill the reading, save. Without a connection each
// reading waits on the phone and is sent once when it returns.
export default function VisitInspectionsPage() {
  const id = Number.parseInt(useParams().idPenjadwalan ?? '', 10)
  const { data, error, mutate } = useVisitInspections(Number.isInteger(id) ? id : null)
  const [scanning, setScanning] = useState(false)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [reading, setReading] = useState<VisitDevice | null>(null)
  const [correcting, setCorrecting] = useState<VisitDevice | null>(null)
  const [waiting, setWaiting] = useState<WaitingReading[]>([])
  const signedIn = useSession().isAuthenticated
  const offlineSession = useOfflineSession()
  const online = useOnline()
  const offline = offlineSession || !online

  const readWaiting = useCallback(() => waitingReadings(id).then(setWaiting, () => setWaiting([])), [id])
  const flush = useCallback(async () => {
    const photosBefore = await photoCallKeys(id, false)
    const { sent: calls, refused } = await sendQueuedCalls()
    const left = await photoCallKeys(id, true)
    const photos = [...photosBefore].filter((key) => !left.has(key)).length
    const sent = calls - photos
    if (sent > 0) toast.success(`${sent} pemeriksaan yang menunggu telah terkirim`)
    if (photos > 0) toast.success(`Foto dari ${photos} pemeriksaan yang menunggu telah terkirim`)
    if (refused > 0) toast.error(`${refused} pemeriksaan yang menunggu tidak diterima server`)
    await readWaiting()
    if (sent + refused > 0) await reloadVisitInspections(id)
  }, [id, readWaiting])
  useEffect(() => {
    if (!signedIn) {
      void readWaiting()
      return
    }
    void flush()
    const reconnected = () => void flush()
    window.addEventListener('online', reconnected)
    return () => window.removeEventListener('online', reconnected)
  }, [flush, readWaiting, signedIn])

  const devices = data?.data.perangkat ?? []
  // ?perangkat={kode}: a device's QR opened by the phone's own camera app (/p/{kode}) opens its form
  // once the visit's devices are here; the parameter is then dropped so a reload does not reopen it.
  const [search, setSearch] = useSearchParams()
  const scanned = search.get('perangkat')
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per scanned code, when loaded
  useEffect(() => {
    if (scanned === null || data === undefined) return
    open(scanned)
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('perangkat')
        return next
      },
      { replace: true },
    )
  }, [scanned, data === undefined])
  const waitingFor = (device: VisitDevice) =>
    waiting.find((call) => call.body.pemeriksaan[0].kode === device.kode_pendek)

  // A code from the camera or typed: this site's device opens its form; anything else says why.
  function open(raw: string) {
    const code = codeFromScan(raw)
    setScanning(false)
    if (code === '') return setProblem('Kode perangkat tidak boleh kosong')
    const device = devices.find((d) => d.kode_pendek === code || d.kode_perangkat === code)
    if (device === undefined) return setProblem(INSPECTION_MESSAGES.notInVisit(code))
    if (device.pemeriksaan !== null || waitingFor(device))
      return setProblem(INSPECTION_MESSAGES.alreadyRead(device.kode_perangkat))
    setProblem(null)
    setTyped('')
    setReading(device)
  }

  async function save(device: VisitDevice, input: ReadingInput, photos: readonly File[]) {
    const outcome = await saveReading(id, device.kode_perangkat, input)
    setReading(null)
    // The photos follow their reading (and wait on the phone with it when it waits).
    const photoOutcome =
      photos.length === 0
        ? undefined
        : await saveReadingPhotos(
            id,
            device.kode_perangkat,
            input.idempotency_key,
            photos.map((photo) => ({ blob: photo, name: photo.name })),
            'queued' in outcome,
          ).catch((error: unknown) => {
            toast.error(error instanceof Error ? error.message : 'Foto pemeriksaan tidak tersimpan')
            return undefined
          })
    if (photoOutcome && 'sent' in photoOutcome)
      toast.success(`Foto pemeriksaan ${device.kode_perangkat} tersimpan`)
    else if (photoOutcome && !('queued' in outcome))
      toast.success(
        `Tidak ada koneksi: foto ${device.kode_perangkat} disimpan di ponsel dan dikirim otomatis`,
      )
    if ('queued' in outcome)
      toast.success(
        `Tidak ada koneksi: pemeriksaan ${device.kode_perangkat} disimpan di ponsel dan dikirim otomatis`,
      )
    else toast.success(`Pemeriksaan ${device.kode_perangkat} tersimpan`)
    await readWaiting()
    await mutate()
  }

  const read = devices.filter((d) => d.pemeriksaan !== null || waitingFor(d)).length
  return (
    <main id="main" className="page">
      <div className="container inspections">
        <p>
          <Link to={paths.teknisi.penjadwalan}>← Jadwal Teknisi</Link>
          {' · '}
          {/* The site's open corrective actions, verified at this visit (issue 40). */}
          <Link to={paths.teknisi.tindakanKorektif(id)}>Tindakan korektif lokasi ini</Link>
        </p>
        <h1>Pemeriksaan perangkat</h1>
        {offline ? (
          <Alert tone="warning" title="Anda sedang offline">
            Pemeriksaan disimpan di ponsel dan dikirim otomatis saat koneksi kembali.
          </Alert>
        ) : null}
        {error && !data ? (
          <Alert tone="error">
            <p>{error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              Coba lagi
            </Button>
          </Alert>
        ) : !data ? (
          <Spinner size="lg" label="Memuat perangkat..." />
        ) : data.data.idlokasi === null ? (
          <p className="muted">{INSPECTION_MESSAGES.visitWithoutSite}</p>
        ) : (
          <>
            <p className="inspections__progress" aria-live="polite">
              {read} dari {devices.length} perangkat diperiksa
              {waiting.length > 0 ? ` · ${waiting.filter((w) => !w.refused).length} menunggu dikirim` : ''}
            </p>
            <div className="inspections__find">
              {scanning ? (
                <Suspense fallback={<Spinner label="Membuka kamera..." />}>
                  <QrScanner onCode={open} onClose={() => setScanning(false)} />
                </Suspense>
              ) : (
                <Button icon={<QrCode aria-hidden="true" size={20} />} onClick={() => setScanning(true)}>
                  Pindai QR
                </Button>
              )}
              <form
                className="inspections__code"
                onSubmit={(event) => {
                  event.preventDefault()
                  open(typed)
                }}
              >
                <TextField
                  label="Kode perangkat"
                  name="kode"
                  value={typed}
                  autoComplete="off"
                  autoCapitalize="characters"
                  hint="Kode 6 huruf di bawah QR, atau nomor perangkat"
                  error={problem ?? undefined}
                  onChange={(event) => setTyped(event.target.value)}
                />
                <Button type="submit" variant="secondary">
                  Buka perangkat
                </Button>
              </form>
            </div>
            <ul className="inspections__devices" aria-label="Perangkat lokasi">
              {devices.map((device) => (
                <DeviceRow
                  key={device.idperangkat}
                  device={device}
                  waiting={waitingFor(device)}
                  onRead={() => open(device.kode_pendek)}
                  onCorrect={data.data.selesai ? undefined : () => setCorrecting(device)}
                  onForget={(key) => void forgetCall(key).then(readWaiting)}
                />
              ))}
            </ul>
          </>
        )}
        {correcting?.pemeriksaan ? (
          <ReadingForm
            device={correcting}
            correcting={correcting.pemeriksaan}
            onClose={() => setCorrecting(null)}
            onSave={async (values, alasan) => {
              const answer = await correctReading(correcting.pemeriksaan!, values, alasan)
              setCorrecting(null)
              toast.success(
                answer.message ?? `Hasil pemeriksaan ${correcting.kode_perangkat} berhasil dikoreksi`,
              )
            }}
          />
        ) : null}
        {reading ? (
          <ReadingForm
            device={reading}
            onClose={() => setReading(null)}
            onSave={(input, _alasan, photos) => save(reading, input, photos)}
          />
        ) : null}
      </div>
    </main>
  )
}
