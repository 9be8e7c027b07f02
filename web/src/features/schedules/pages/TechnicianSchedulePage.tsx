import '../styles/technician.css'
import { todayJakarta } from '@services/core/jakarta-time.ts'
import type { Schedule } from '@services/modules/schedules/contract.ts'
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { mutate as revalidate } from 'swr'
import { Alert } from '../../../components/Alert.tsx'
import { Button } from '../../../components/Button.tsx'
import { toast } from '../../../components/toast.tsx'
import { useFrameRender } from '../../../lib/boot-frame.ts'
import { formatDate } from '../../../lib/format.ts'
import { registerOfflineWorker } from '../../../lib/offline-copies.ts'
import { useOfflineSession, useOnline } from '../../../lib/offline-session.ts'
import { useSession } from '../../../lib/session-store.ts'
import { reloadScheduleLists, useCalendarVisits } from '../api/schedules-api.ts'
import { type Completion, forgetCompletion, queuedCompletions, sendQueued } from '../completion-queue.ts'
import { CompleteVisitDialog } from '../components/CompleteVisitDialog.tsx'
import { RefusedNotice, TechnicianVisitCard } from '../components/TechnicianVisitCard.tsx'
import { VisitsWaiting } from '../components/VisitsWaiting.tsx'
import { technicianWindow } from '../technician-window.ts'

// /teknisi/penjadwalan: the signed-in technician's own visits, today's first, then the coming
// ones, then the recent ones; each is completed with a report in a few taps, also offline.
export default function TechnicianSchedulePage() {
  const [params, setParams] = useSearchParams()
  const shift = Number.parseInt(params.get('geser') ?? '0', 10) || 0
  const today = todayJakarta()
  // Three weeks at a time (technician-window.ts).
  const { dari: from, sampai: to } = technicianWindow(today, shift)
  const { data, error, mutate } = useCalendarVisits({ dari: from, sampai: to })
  const [completing, setCompleting] = useState<Schedule | null>(null)
  const [waiting, setWaiting] = useState<Completion[]>([])
  const signedIn = useSession().isAuthenticated
  const offlineSession = useOfflineSession()
  const online = useOnline()
  // Drawn at build time for the HTML (ADR 0121): today is not known then.
  const frame = useFrameRender()

  const readQueue = useCallback(() => queuedCompletions().then(setWaiting, () => setWaiting([])), [])
  const flush = useCallback(async () => {
    const { sent, refused } = await sendQueued()
    if (sent > 0) toast.success(`${sent} laporan yang menunggu telah terkirim`)
    if (refused > 0) toast.error(`${refused} laporan yang menunggu tidak diterima server`)
    await readQueue()
    if (sent + refused > 0) await reloadScheduleLists()
  }, [readQueue])
  // What waits is sent with a session only: opened offline, the page sends nothing until the
  // guard has renewed the session (then this runs again), so no call goes out without a token.
  useEffect(() => {
    if (!signedIn) {
      void readQueue()
      return
    }
    void flush()
    const reconnected = () => void flush()
    window.addEventListener('online', reconnected)
    return () => window.removeEventListener('online', reconnected)
  }, [flush, readQueue, signedIn])

  // The service worker (ADR 0040) is registered once the schedule is on screen, so that what it
  // keeps for offline use (about half a megabyte) never shares a slow connection with the
  // schedule itself. When it first takes the page, every screen showing reads again, through it,
  // to be kept.
  const shown = data !== undefined
  useEffect(() => {
    if (shown) void registerOfflineWorker(() => void revalidate(() => true))
  }, [shown])

  const visits = data?.data ?? []
  const waitingFor = (visit: Schedule) => waiting.find((item) => item.idpenjadwalan === visit.idpenjadwalan)
  const forget = (key: string) => void forgetCompletion(key).then(readQueue)
  // A refused report whose visit is not listed (reassigned, deleted): shown on its own, with why.
  const listed = new Set(visits.map((visit) => visit.idpenjadwalan))
  const unlisted = data ? waiting.filter((item) => item.refused && !listed.has(item.idpenjadwalan)) : []
  const sections =
    shift === 0
      ? [
          { title: 'Hari ini', rows: visits.filter((v) => v.tanggal === today) },
          { title: 'Akan datang', rows: visits.filter((v) => v.tanggal > today) },
          { title: 'Terakhir', rows: visits.filter((v) => v.tanggal < today).reverse() },
        ]
      : [{ title: `${formatDate(from)} – ${formatDate(to)}`, rows: visits }]
  const move = (by: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (shift + by === 0) next.delete('geser')
      else next.set('geser', String(shift + by))
      return next
    })

  return (
    <main id="main" className="page">
      <div className="container technician-schedule">
        <h1>Jadwal Teknisi</h1>
        <p className="technician-schedule__lead">
          Kunjungan Anda hari ini, yang akan datang, dan yang terakhir. Tekan Selesai setelah pekerjaan beres;
          tanpa koneksi, laporan disimpan di ponsel dan dikirim otomatis.
        </p>
        <p className="muted">
          {frame ? (
            <span className="technician-schedule__dates-waiting">&nbsp;</span>
          ) : (
            `${formatDate(from)} – ${formatDate(to)}`
          )}
        </p>
        {/* Above the list, so the visits arriving never move it (no layout shift under the thumb). */}
        <nav className="technician-schedule__pager" aria-label="Rentang jadwal">
          <Button variant="secondary" onClick={() => move(-1)}>
            Sebelumnya
          </Button>
          {shift !== 0 ? (
            <Button variant="secondary" onClick={() => move(-shift)}>
              Hari ini
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => move(1)}>
            Berikutnya
          </Button>
        </nav>
        {offlineSession || !online ? (
          <Alert tone="warning" title="Anda sedang offline">
            Jadwal ini salinan terakhir yang tersimpan di ponsel. Laporan yang Anda selesaikan disimpan dan
            dikirim otomatis saat koneksi kembali.
          </Alert>
        ) : null}
        {waiting.some((item) => !item.refused) ? (
          <Alert tone="info">
            {waiting.filter((item) => !item.refused).length} laporan menunggu dikirim; terkirim otomatis saat
            koneksi kembali.
          </Alert>
        ) : null}
        {unlisted.length > 0 ? (
          <section className="technician-schedule__section" aria-label="Laporan tidak diterima">
            <h2>Laporan tidak diterima</h2>
            {unlisted.map((item) => (
              <article
                key={item.idempotency_key}
                className="technician-visit"
                aria-label={`Laporan ${item.nama_pelanggan}`}
              >
                <h3 className="technician-visit__name">{item.nama_pelanggan}</h3>
                <RefusedNotice completion={item} onForget={forget} />
              </article>
            ))}
          </section>
        ) : null}
        {error && !data ? (
          <Alert tone="error">
            <p>{error.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void mutate()}>
              Coba lagi
            </Button>
          </Alert>
        ) : !data ? (
          <VisitsWaiting title={sections[0]!.title} />
        ) : (
          sections.map((section) => (
            <section key={section.title} className="technician-schedule__section" aria-label={section.title}>
              <h2>{section.title}</h2>
              {section.rows.length === 0 ? (
                <p className="muted">Tidak ada kunjungan</p>
              ) : (
                section.rows.map((visit) => (
                  <TechnicianVisitCard
                    key={visit.idpenjadwalan}
                    visit={visit}
                    waiting={waitingFor(visit)}
                    onComplete={() => setCompleting(visit)}
                    onForget={forget}
                  />
                ))
              )}
            </section>
          ))
        )}
        {completing ? (
          <CompleteVisitDialog
            visit={completing}
            onClose={() => setCompleting(null)}
            onDone={async (outcome) => {
              setCompleting(null)
              if ('queued' in outcome)
                toast.success('Tidak ada koneksi: laporan disimpan dan menunggu dikirim')
              else toast.success('Kunjungan ditandai selesai')
              await readQueue()
              await reloadScheduleLists()
            }}
          />
        ) : null}
      </div>
    </main>
  )
}
