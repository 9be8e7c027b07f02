import '../pesticides.css'
import type { Application } from '@services/modules/pesticides/contract.ts'
import { useCallback, useEffect, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { toast } from '../../../components/toast.tsx'
import { api } from '../../../lib/api-client.ts'
import { useOnline } from '../../../lib/offline-session.ts'
import type { VisitPanelProps } from '../../../lib/panels.tsx'
import { useSession } from '../../../lib/session-store.ts'
import { useRegister, useVisitApplications } from '../api/pesticides-api.ts'
import {
  forgetApplication,
  type QueuedApplication,
  queuedApplications,
  sendQueuedApplications,
} from '../application-queue.ts'
import { ApplicationForm } from './ApplicationForm.tsx'
import { ApplicationsList } from './ApplicationsTable.tsx'

// "Pestisida yang digunakan" on a visit's card on the technician's phone: what was recorded, what
// waits on the phone to be sent (offline), what the server refused after the connection returned
// (with why), and the form to record one more. Works offline as the visit's completion does.
export default function TechnicianPesticidesSection({ visit }: VisitPanelProps) {
  const signedIn = useSession().isAuthenticated
  // Opened offline, the page has no session until the guard renews it: it reads the phone's kept
  // copies while there is no connection, and asks the server only with a session (never a 401).
  const online = useOnline()
  const reads = signedIn || !online
  const recorded = useVisitApplications(visit.idpenjadwalan, reads)
  const register = useRegister(reads)
  const [waiting, setWaiting] = useState<QueuedApplication[]>([])
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Application | null>(null)

  const readQueue = useCallback(
    () =>
      queuedApplications().then(
        (all) => setWaiting(all.filter((entry) => entry.idpenjadwalan === visit.idpenjadwalan)),
        () => setWaiting([]),
      ),
    [visit.idpenjadwalan],
  )
  const { mutate } = recorded
  const flush = useCallback(async () => {
    const { sent, refused } = await sendQueuedApplications()
    await readQueue()
    if (sent + refused > 0) await mutate()
  }, [readQueue, mutate])
  useEffect(() => {
    void readQueue()
    if (!signedIn) return
    void flush()
    const reconnected = () => void flush()
    window.addEventListener('online', reconnected)
    return () => window.removeEventListener('online', reconnected)
  }, [flush, readQueue, signedIn])

  const headingId = `pestisida-${visit.idpenjadwalan}`
  const products = (register.data?.data ?? []).filter((product) => product.registrasi_berlaku)
  const pending = waiting.filter((entry) => !entry.refused)
  const refused = waiting.filter((entry) => entry.refused)
  return (
    <section className="pesticide-section" aria-labelledby={headingId}>
      <h4 id={headingId}>Pestisida yang digunakan</h4>
      {recorded.data && recorded.data.data.length > 0 ? (
        <ApplicationsList applications={recorded.data.data} onRemove={online ? setRemoving : undefined} />
      ) : recorded.data && pending.length === 0 ? (
        <p className="muted">Belum ada pestisida yang dicatat.</p>
      ) : null}
      {pending.length > 0 ? (
        <ul className="pesticide-applications">
          {pending.map((entry) => (
            <li
              key={entry.idempotency_key}
              className="pesticide-applications__item pesticide-section__waiting"
            >
              {entry.nama_dagang} · {String(entry.body.jumlah).replace('.', ',')} {entry.satuan} ·{' '}
              {entry.body.metode} (menunggu dikirim)
            </li>
          ))}
        </ul>
      ) : null}
      {refused.map((entry) => (
        <Alert key={entry.idempotency_key} tone="error" title={`${entry.nama_dagang} tidak diterima server`}>
          <p>{entry.refused}.</p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void forgetApplication(entry.idempotency_key).then(readQueue)}
          >
            Hapus dari ponsel
          </Button>
        </Alert>
      ))}
      <ConfirmDialog
        open={removing !== null}
        message={`Hapus pemakaian ${removing?.nama_dagang ?? ''} yang salah catat?`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing
          setRemoving(null)
          if (!target) return
          void api
            .delete(`/pemakaianPestisida/deleteData/${target.idpemakaian}?version=${target.version}`)
            .then(
              () => toast.success('Pemakaian pestisida berhasil Dihapus'),
              (error: Error) => toast.error(error.message),
            )
            .then(() => mutate())
        }}
      />
      {adding ? (
        <ApplicationForm
          visit={visit}
          products={products}
          onCancel={() => setAdding(false)}
          onDone={async (outcome) => {
            setAdding(false)
            if ('queued' in outcome)
              toast.success('Tidak ada koneksi: pemakaian disimpan dan menunggu dikirim')
            else toast.success(`Pemakaian ${outcome.sent.nama_dagang} dicatat`)
            await readQueue()
            await mutate()
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Catat pestisida
        </Button>
      )}
    </section>
  )
}
