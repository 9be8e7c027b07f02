import { Link } from 'react-router'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { MONTH_NAMES } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useListState } from '../../../lib/use-list-state.ts'
import { yearOptions } from '../../../lib/year-options.ts'
import { type MonthlyCustomer, useMonthlyCustomers } from '../api/monthly-report.ts'

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))

// Laporan Bulanan Treatment (/admin-home/laporanBulananTreatment): the customers with visits in a
// month (this month unless chosen), searched by name or code, with how many visits and how many
// are done; each opens its report.
export default function MonthlyReportIndexPage() {
  const list = useListState('/penjadwalan/getLaporanTreatmentBulanan', { filters: ['bulan', 'tahun'] })
  const now = new Date()
  const bulan = Number(list.state.filters.bulan) || now.getMonth() + 1
  const tahun = Number(list.state.filters.tahun) || now.getFullYear()
  const result = useMonthlyCustomers({
    tahun,
    bulan,
    search_query: list.state.search,
    page: list.state.page,
    limit: 10,
  })
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen<MonthlyCustomer, 'bulan' | 'tahun'>
          title="Laporan Bulanan Treatment"
          lead={`Kunjungan bulan ${MONTH_NAMES[bulan - 1]} ${tahun}`}
          list={list}
          result={result}
          searchLabel="Cari pelanggan"
          searchPlaceholder="Nama atau kode pelanggan"
          filters={[
            { name: 'bulan', label: 'Bulan', options: MONTH_OPTIONS, allLabel: 'Bulan ini' },
            { name: 'tahun', label: 'Tahun', options: yearOptions(5, 1), allLabel: 'Tahun ini' },
          ]}
          caption={`Pelanggan dengan kunjungan bulan ${MONTH_NAMES[bulan - 1]} ${tahun}`}
          rowKey={(row) => row.idpelanggan}
          emptyMessage="Data Treatment Laporan Kosong"
          columns={[
            {
              key: 'pelanggan',
              header: 'Pelanggan',
              render: (row) => `${row.nama_pelanggan} (${row.kode_pelanggan})`,
            },
            {
              key: 'jumlah',
              header: 'Jumlah Kunjungan',
              render: (row) => row.jumlah_kunjungan,
              align: 'end',
            },
            { key: 'selesai', header: 'Selesai', render: (row) => row.selesai, align: 'end' },
            {
              key: 'laporan',
              header: 'Laporan',
              render: (row) => (
                <Link to={paths.admin.laporanBulananTreatmentDetail(row.idpelanggan, bulan, tahun)}>
                  Lihat laporan {row.nama_pelanggan}
                </Link>
              ),
            },
          ]}
        />
      </div>
    </main>
  )
}
