import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import type { VisitInspections } from '@services/modules/inspections/records.ts'
import { useCallback, useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { mutate } from 'swr'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import type { ApiSuccess } from '../../../lib/api-client.ts'
import { forgetCall, type QueuedCall, sendQueuedCalls } from '../../../lib/call-outbox.ts'
import { useOfflineSession, useOnline } from '../../../lib/offline-session.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useApi } from '../../../lib/use-api.ts'
import { ActionList } from '../components/ActionList.tsx'
import { actionOfCall, waitingVerifications } from '../verification-queue.ts'

type Answer = ApiSuccess<{ terbuka: number; tindakan: CorrectiveAction[] }>

// /teknisi/tindakan-korektif/{idpenjadwalan}: the open corrective actions of the visit's site, each
// verified at this visit with a note and a photo; without a connection the verification waits on
// the phone (shown here) and is sent when it returns.
export default function VisitActionsPage() {
  const id = Number.parseInt(useParams().idPenjadwalan ?? '', 10)
  const visit = useApi<ApiSuccess<VisitInspections>>(Number.isInteger(id) ? `/pemeriksaan/${id}` : null)
  const idlokasi = visit.data?.data.idlokasi ?? null
  const key = idlokasi === null ? null : `/tindakanKorektif/lokasi/${idlokasi}`
  const actions = useApi<Answer>(key)
  const error = visit.error ?? actions.error
  const [waiting, setWaiting] = useState<QueuedCall[]>([])
  const signedIn = useSession().isAuthenticated
  const offlineSession = useOfflineSession()
  const online = useOnline()
  const offline = offlineSession || !online

  const readWaiting = useCallback(() => waitingVerifications(id).then(setWaiting, () => setWaiting([])), [id])
  const flush = useCallback(async () => {
    const { sent, refused } = await sendQueuedCalls()
    if (sent > 0) toast.success(`${sent} kiriman yang menunggu telah terkirim`)
    if (refused > 0) toast.error(`${refused} kiriman yang menunggu tidak diterima server`)
    await readWaiting()
    if (sent + refused > 0 && key) await mutate(key)
  }, [key, readWaiting])
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

  const pending = new Set(waiting.filter((call) => !call.refused).map(actionOfCall))
  const open = (actions.data?.data.tindakan ?? []).filter(
    (a) => (a.status === 'terbuka' || a.status === 'ditanggapi') && !pending.has(a.idtindakan),
  )
  return (
    <section className="page">
      <h1>Tindakan Korektif Lokasi</h1>
      {offline ? (
        <Alert tone="warning" title="Anda sedang offline">
          Verifikasi disimpan di ponsel dan dikirim otomatis saat koneksi kembali.
        </Alert>
      ) : null}
      {waiting.length > 0 ? (
        <ul className="corrective-actions" aria-label="Verifikasi yang menunggu dikirim">
          {waiting.map((call) => (
            <li key={call.key} className="corrective-actions__item">
              <p>
                {call.label}: {call.refused ? `ditolak server: ${call.refused}` : 'menunggu dikirim'}
              </p>
              {call.refused ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void forgetCall(call.key).then(readWaiting)}
                >
                  Hapus dari antrean
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {actions.data && key ? (
        <ActionList actions={open} actor="teknisi" idpenjadwalan={id} reload={key} onVerified={readWaiting} />
      ) : error ? null : (
        <Spinner />
      )}
    </section>
  )
}
