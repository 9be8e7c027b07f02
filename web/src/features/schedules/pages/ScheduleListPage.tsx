import '../../../components/back-office-kit.css'
import '../schedules.css'
import { SCHEDULE_MESSAGES, type Schedule } from '@services/modules/schedules/contract.ts'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { buttonClass } from '../../../components/Button.tsx'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { ExportButton } from '../../../components/ExportButton.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import { useListState } from '../../../lib/use-list-state.ts'
import { deleteSchedule, LIST_PATH, reloadScheduleLists } from '../api/schedules-api.ts'
import { listReturnState } from '../back-to-list.ts'
import { SCHEDULE_FILTERS, ScheduleFilters } from '../components/ScheduleFilters.tsx'
import { ScheduleList } from '../components/ScheduleList.tsx'
import { jakartaToday } from '../visit-days.ts'

// The calendar library is large: it is fetched only when the Kalender tab opens.
const ScheduleCalendar = lazy(() => import('../components/ScheduleCalendar.tsx'))

type TabKey = 'daftar' | 'kalender'

// /admin-home/penjadwalan: the visits as a list grouped by date (today highlighted) or as a week or
// month calendar. Search, filters, page, tab and the calendar's view stay in the address.
export default function ScheduleListPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const list = useListState(LIST_PATH, { filters: SCHEDULE_FILTERS, searchParam: 'nama_pelanggan' })
  const tab: TabKey = params.get('tampilan') === 'kalender' ? 'kalender' : 'daftar'
  const today = jakartaToday()
  const currentYear = Number(today.slice(0, 4))
  const [deleting, setDeleting] = useState<Schedule | null>(null)
  const [busy, setBusy] = useState(false)

  // Opened plainly (from the menu), the list shows this month's work, today included.
  const empty = location.search === ''
  useEffect(() => {
    if (!empty) return
    const month = String(Number(today.slice(5, 7)))
    setParams(
      { startYear: String(currentYear), endYear: String(currentYear), bulan: month },
      { replace: true },
    )
  }, [empty, today, currentYear, setParams])

  const { startYear: _s, endYear: _e, bulan: _b, ...calendarFilters } = list.exportQuery

  const edit = (visit: Schedule, hash = '') =>
    navigate(`${paths.admin.editPenjadwalan(visit.idpenjadwalan)}${hash}`, {
      state: listReturnState(location.search),
    })

  async function remove() {
    const target = deleting
    if (!target) return
    setBusy(true)
    try {
      const answer = await deleteSchedule(target.idpenjadwalan, target.version)
      toast.success(answer.message ?? SCHEDULE_MESSAGES.deleted)
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Gagal menghapus data penjadwalan')
    } finally {
      setBusy(false)
      setDeleting(null)
    }
    await reloadScheduleLists()
  }

  return (
    <main id="main" className="page">
      <div className="container list-screen">
        <header className="list-screen__header">
          <div>
            <h1 className="list-screen__title">Penjadwalan</h1>
            <p className="list-screen__lead">Jadwal kunjungan teknisi ke pelanggan.</p>
          </div>
          <div className="list-screen__actions">
            <ExportButton
              path="/penjadwalan/export"
              query={list.exportQuery}
              fallbackName="penjadwalan.csv"
            />
            <Link
              to={paths.admin.addPenjadwalan}
              state={listReturnState(location.search)}
              className={buttonClass('primary')}
            >
              <Plus aria-hidden="true" size={18} />
              Tambah Data
            </Link>
          </div>
        </header>
        <ScheduleFilters list={list} withPeriod={tab === 'daftar'} currentYear={currentYear} />
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current)
                if (key === 'kalender') next.set('tampilan', 'kalender')
                else next.delete('tampilan')
                return next
              },
              { preventScrollReset: true },
            )
          }
          className="schedule-tabs"
        >
          <TabList aria-label="Tampilan penjadwalan" className="schedule-tabs__list">
            <Tab id="daftar" className="schedule-tabs__tab">
              Daftar
            </Tab>
            <Tab id="kalender" className="schedule-tabs__tab">
              Kalender
            </Tab>
          </TabList>
          <TabPanel id="daftar" className="schedule-tabs__panel">
            <ScheduleList list={list} today={today} actions={{ edit, remove: setDeleting }} />
          </TabPanel>
          <TabPanel id="kalender" className="schedule-tabs__panel">
            <Suspense fallback={<Spinner size="lg" label="Memuat kalender..." />}>
              <ScheduleCalendar filters={calendarFilters} />
            </Suspense>
          </TabPanel>
        </Tabs>
        <ConfirmDialog
          open={deleting !== null}
          message={DELETE_CONFIRMATION_MESSAGE}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={remove}
        />
      </div>
    </main>
  )
}
