import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import '../styles/calendar.css'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import idLocale from '@fullcalendar/react/locales/id'
import classicTheme from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import type { QueryValue } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { useCalendarVisits } from '../api/schedules-api.ts'
import { listReturnState } from '../back-to-list.ts'
import { modeOf, modeOfView, VIEW_OF_MODE, validDay, visibleRange } from '../calendar-range.ts'

// The Kalender tab: FullCalendar's week and month views (loaded only with this tab), reading
// GET /api/penjadwalan/kalender for the visible range with the list's customer, technician and
// status filters. The mode and the date shown stay in the address; a visit opens its edit page.
export default function ScheduleCalendar({ filters }: { filters: Record<string, QueryValue> }) {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const mode = modeOf(params.get('mode'))
  const [range, setRange] = useState<{ dari: string; sampai: string } | null>(null)
  // What the calendar shows, put in the address after its render (it reports during its own).
  const [shown, setShown] = useState<{ mode: string; tanggal: string } | null>(null)
  useEffect(() => {
    if (!shown || (params.get('mode') === shown.mode && params.get('tanggal') === shown.tanggal)) return
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set('mode', shown.mode)
        updated.set('tanggal', shown.tanggal)
        return updated
      },
      { replace: true, preventScrollReset: true },
    )
  }, [shown, params, setParams])
  const { data, error } = useCalendarVisits(range ? { ...range, ...filters } : null)
  const events = (data?.data ?? []).map((visit) => ({
    id: String(visit.idpenjadwalan),
    title: `${visit.nama_pelanggan} · ${visit.nama_teknisi}`,
    start: visit.jam ? `${visit.tanggal}T${visit.jam}` : visit.tanggal,
    allDay: visit.jam === null,
    url: paths.admin.editPenjadwalan(visit.idpenjadwalan),
    // Inline colours: open visits dark green, done ones green, white text readable on both.
    color: visit.status_penjadwalan === 'selesai' ? 'var(--color-success-700)' : 'var(--color-primary-800)',
    textColor: '#ffffff',
  }))
  return (
    <div className="schedule-calendar">
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <p className="list-screen__count" role="status">
        {data ? `${data.data.length} kunjungan pada rentang ini` : 'Memuat kalender...'}
      </p>
      <FullCalendar
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin]}
        locale={idLocale}
        initialView={VIEW_OF_MODE[mode]}
        initialDate={validDay(params.get('tanggal')) ?? undefined}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek' }}
        buttons={{
          today: { text: 'Hari ini', hint: 'Ke hari ini' },
          prev: { hint: 'Sebelumnya' },
          next: { hint: 'Berikutnya' },
          dayGridMonth: { text: 'Bulan', hint: 'Tampilan bulan' },
          timeGridWeek: { text: 'Minggu', hint: 'Tampilan minggu' },
        }}
        allDayText="Tanpa jam"
        height="auto"
        dayMaxEvents={3}
        // Every visit as a coloured block (not a dot and bare text), so its text keeps its contrast.
        eventDisplay="block"
        moreLinkText="lainnya"
        slotMinTime="06:00:00"
        slotMaxTime="20:00:00"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={events}
        datesSet={(info) => {
          const next = visibleRange(info.view.activeStart, info.view.activeEnd)
          setRange((current) =>
            current?.dari === next.dari && current.sampai === next.sampai ? current : next,
          )
          const viewMode = modeOfView(info.view.type)
          const tanggal = visibleRange(info.view.currentStart, info.view.currentEnd).dari
          setShown((current) =>
            current?.mode === viewMode && current.tanggal === tanggal ? current : { mode: viewMode, tanggal },
          )
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          navigate(paths.admin.editPenjadwalan(info.event.id), {
            state: listReturnState(window.location.search),
          })
        }}
      />
    </div>
  )
}
