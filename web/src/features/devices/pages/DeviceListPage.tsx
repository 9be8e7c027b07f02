import '../devices.css'
import {
  type Device,
  JENIS_PERANGKAT_OPTIONS,
  STATUS_PERANGKAT_OPTIONS,
} from '@services/modules/devices/contract.ts'
import { Link } from 'react-router'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'

// Perangkat (/admin-home/perangkat): the device register, searched, filtered and paged in the
// address (?idlokasi= for one site, from its page and map); each row opens the device.
export default function DeviceListPage() {
  const list = useListState('/perangkat/getData', {
    filters: ['jenis_perangkat', 'status_perangkat', 'idlokasi', 'idarea'],
  })
  const result = useListPage<Device>(list.key)
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Perangkat Monitoring"
          lead="Perangkat di denah lokasi pelanggan. Pasang dan pindahkan perangkat dari peta lokasinya."
          export={{ path: '/perangkat/export', fallbackName: 'perangkat.csv' }}
          list={list}
          result={result}
          searchLabel="Cari perangkat"
          searchPlaceholder="Nomor perangkat, kode pendek, jenis atau catatan"
          filters={[
            {
              name: 'jenis_perangkat',
              label: 'Jenis',
              options: JENIS_PERANGKAT_OPTIONS,
              allLabel: 'Semua jenis',
            },
            {
              name: 'status_perangkat',
              label: 'Status',
              options: STATUS_PERANGKAT_OPTIONS,
              allLabel: 'Semua status',
            },
          ]}
          caption="Perangkat monitoring"
          rowKey={(row) => row.idperangkat}
          emptyMessage="Data Perangkat Kosong"
          columns={[
            {
              key: 'nomor',
              header: 'Nomor',
              card: 'title',
              render: (row) => (
                <Link to={paths.admin.perangkatDetail(row.idperangkat)}>{row.kode_perangkat}</Link>
              ),
            },
            { key: 'kode', header: 'Kode Pendek', render: (row) => row.kode_pendek },
            { key: 'jenis', header: 'Jenis', card: 'lead', render: (row) => row.jenis_perangkat },
            {
              key: 'lokasi',
              header: 'Lokasi · Area',
              card: 'wide',
              render: (row) => `${row.nama_lokasi} · ${row.nama_area}`,
            },
            { key: 'pasang', header: 'Tanggal Pasang', render: (row) => formatDate(row.tanggal_pasang) },
            { key: 'status', header: 'Status', render: (row) => row.status_perangkat },
          ]}
        />
      </div>
    </main>
  )
}
