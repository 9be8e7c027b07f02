import '../schedules.css'
import { type Schedule, STATUS_PENJADWALAN_OPTIONS } from '@services/modules/schedules/contract.ts'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { formatDate } from '../../../lib/format.ts'
import type { ListKey } from '../../../lib/list-query.ts'
import { Panels } from '../../../lib/panels.tsx'
import { paths } from '../../../lib/paths.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { visitStatusClass } from '../components/VisitDayList.tsx'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// Jadwal Layanan in the customer area (/pelanggan/penjadwalan): the customer's own visits (the
// server keeps a customer to its own rows, without the admin's notes), upcoming first, nearest
// first, then past ones, latest first (`urutan=mendatang`), a page at a time from the server. The
// status filter and the page stay in the address.
export default function CustomerVisitsPage() {
  const list = useListState('/penjadwalan/getData', { filters: ['status_penjadwalan'] })
  const [path, query] = list.key
  const key = useMemo((): ListKey => [path, { ...query, urutan: 'mendatang' }], [path, query])
  const result = useListPage<Schedule>(key)
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Jadwal Layanan"
          lead="Kunjungan teknisi ke lokasi Anda: yang akan datang lebih dulu, lalu yang sudah lewat."
          list={list}
          result={result}
          filters={[
            {
              name: 'status_penjadwalan',
              label: 'Status',
              options: STATUS_PENJADWALAN_OPTIONS.map((value) => ({ value, label: capitalised(value) })),
              allLabel: 'Semua status',
            },
          ]}
          caption="Jadwal kunjungan Anda"
          rowKey={(row) => row.idpenjadwalan}
          emptyMessage="Data Jadwal Kosong"
          columns={[
            {
              key: 'tanggal',
              header: 'Tanggal',
              render: (row) => `${formatDate(row.tanggal)}${row.jam ? `, ${row.jam}` : ''}`,
            },
            { key: 'teknisi', header: 'Teknisi', render: (row) => row.nama_teknisi || '-' },
            { key: 'jenis', header: 'Jenis Pekerjaan', render: (row) => row.jenis_pekerjaan },
            { key: 'lokasi', header: 'Lokasi', render: (row) => row.lokasi || '-' },
            {
              key: 'status',
              header: 'Status',
              render: (row) => <span className={visitStatusClass(row)}>{row.status_penjadwalan}</span>,
            },
            // What other modules show of a finished visit (the pesticides applied, lib/panels.tsx).
            {
              key: 'rincian',
              header: 'Rincian',
              card: 'wide',
              render: (row) =>
                row.status_penjadwalan === 'selesai' ? (
                  <Panels slot="kunjungan" visit={row} area="pelanggan" />
                ) : (
                  '-'
                ),
            },
            {
              key: 'perangkat',
              header: 'Perangkat',
              render: (row) =>
                row.idlokasi ? (
                  <Link to={paths.pelanggan.pemeriksaan(row.idpenjadwalan)}>Hasil pemeriksaan</Link>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </div>
    </main>
  )
}
