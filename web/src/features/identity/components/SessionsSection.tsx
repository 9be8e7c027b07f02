import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useRef, useState } from 'react'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { endSession, type OpenSession, useOpenSessions } from '../api/sessions.ts'

// "Sesi Aktif" on every profile: where the account is signed in (device, address, started, last
// use), and "Keluar dari sesi ini" for any other one, after a confirmation.
export function SessionsSection() {
  const { data, error, mutate } = useOpenSessions()
  const [ending, setEnding] = useState<OpenSession | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const sessions = data?.data

  async function confirmEnd() {
    if (!ending) return
    setBusy(true)
    try {
      const answer = await endSession(ending.id)
      setResult(`${ending.perangkat}: ${answer.message}`)
      toast.success(answer.message)
      await mutate()
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Gagal mengakhiri sesi')
      await mutate()
    } finally {
      setBusy(false)
      setEnding(null)
    }
  }

  return (
    <section className="panel sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title" ref={headingRef} tabIndex={-1}>
        Sesi Aktif
      </h2>
      <p className="muted">Perangkat tempat akun Anda sedang login. Akhiri sesi yang tidak Anda kenali.</p>
      {result ? <Alert tone="success">{result}</Alert> : null}
      {sessions ? (
        <ul className="sessions__list">
          {sessions.map((session) => (
            <li key={session.id} className="sessions__item">
              <MonitorSmartphone className="sessions__icon" aria-hidden="true" size={24} />
              <div className="sessions__details">
                <p className="sessions__device">
                  {session.perangkat}
                  {session.sesi_ini ? <span className="badge badge--success">Sesi ini</span> : null}
                </p>
                <dl className="sessions__facts">
                  <div>
                    <dt>Alamat</dt>
                    <dd>{session.alamat || '-'}</dd>
                  </div>
                  <div>
                    <dt>Dimulai</dt>
                    <dd>{formatDateTime(session.dimulai)}</dd>
                  </div>
                  <div>
                    <dt>Terakhir dipakai</dt>
                    <dd>{formatDateTime(session.terakhir_dipakai)}</dd>
                  </div>
                </dl>
              </div>
              {session.sesi_ini ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<LogOut aria-hidden="true" size={16} />}
                  aria-label={`Keluar dari sesi ini: ${session.perangkat}, ${session.alamat}`}
                  onClick={() => setEnding(session)}
                >
                  Keluar dari sesi ini
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : error ? (
        <Alert>{error.message}</Alert>
      ) : (
        <Spinner label="Memuat sesi..." />
      )}
      <ConfirmDialog
        open={ending !== null}
        title="Akhiri Sesi"
        message={
          ending
            ? `Akhiri sesi di ${ending.perangkat} (${ending.alamat})? Perangkat itu harus login kembali.`
            : ''
        }
        confirmLabel="Keluar dari sesi ini"
        busy={busy}
        returnFocusTo={headingRef}
        onCancel={() => setEnding(null)}
        onConfirm={() => void confirmEnd()}
      />
    </section>
  )
}
