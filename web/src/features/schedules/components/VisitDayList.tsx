import type { Schedule } from '@services/modules/schedules/contract.ts'
import { useId } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { type Column, ResponsiveTable } from '../../../components/ResponsiveTable.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { paths } from '../../../lib/paths.ts'
import { groupByDate, type VisitDay } from '../visit-days.ts'

type Actions = {
  edit: (visit: Schedule, hash?: string) => void
  remove: (visit: Schedule) => void
}

export const visitStatusClass = (visit: Schedule) =>
  `visit-status visit-status--${visit.status_penjadwalan === 'selesai' ? 'done' : 'open'}`

function columns({ edit, remove }: Actions): Column<Schedule>[] {
  return [
    { key: 'jam', header: 'Jam', render: (row) => row.jam ?? 'Belum ditentukan' },
    {
      key: 'pelanggan',
      header: 'Pelanggan',
      render: (row) => (
        <>
          <strong>{row.nama_pelanggan}</strong>
          <span className="visit-row__note">{row.lokasi}</span>
          {row.idlokasi ? (
            <Link className="visit-row__note" to={paths.admin.pemeriksaan(row.idpenjadwalan)}>
              Pemeriksaan perangkat
            </Link>
          ) : null}
        </>
      ),
    },
    { key: 'teknisi', header: 'Teknisi', render: (row) => row.nama_teknisi },
    { key: 'jenis', header: 'Jenis Pekerjaan', render: (row) => row.jenis_pekerjaan },
    { key: 'kunjungan', header: 'Kunjungan', render: (row) => `ke-${row.jumlah_kunjungan}` },
    { key: 'kontrak', header: 'Kontrak', render: (row) => row.nomor_kontrak ?? 'Tanpa kontrak' },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <span className={visitStatusClass(row)}>{row.status_penjadwalan}</span>,
    },
    actionsColumn(
      (row) => `${row.nama_pelanggan} ${row.tanggal}${row.jam ? ` ${row.jam}` : ''}`,
      (row) => [
        rowAction.edit(() => edit(row)),
        rowAction.history(() => edit(row, '#riwayat')),
        rowAction.remove(() => remove(row)),
      ],
    ),
  ]
}

// One page of visits grouped by date under day headings; today's group is highlighted and says
// 'Hari ini'. Each group is a table on wide screens and cards on phones (ResponsiveTable).
export function VisitDayList({
  visits,
  today,
  actions,
}: {
  visits: readonly Schedule[]
  today: string
  actions: Actions
}) {
  if (visits.length === 0) return <EmptyState message="Data Penjadwalan Kosong" />
  const cols = columns(actions)
  return (
    <div className="visit-days">
      {groupByDate(visits, today).map((day) => (
        <VisitDayGroup key={day.date} day={day} columns={cols} />
      ))}
    </div>
  )
}

function VisitDayGroup({ day, columns: cols }: { day: VisitDay<Schedule>; columns: Column<Schedule>[] }) {
  const headingId = useId()
  return (
    <section
      className={`visit-day${day.isToday ? ' visit-day--today' : ''}`}
      aria-labelledby={headingId}
      aria-current={day.isToday ? 'date' : undefined}
    >
      <h2 id={headingId} className="visit-day__heading">
        {day.heading}
        {day.isToday ? <span className="visit-day__today">Hari ini</span> : null}
      </h2>
      <ResponsiveTable
        caption={`Kunjungan ${day.heading}`}
        columns={cols}
        rows={day.visits}
        rowKey={(row) => row.idpenjadwalan}
      />
    </section>
  )
}
