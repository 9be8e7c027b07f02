import type { Report } from '@services/modules/reports/contract.ts'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { downloadReportFile } from '../api/reports-api.ts'

// Laporan in the customer area (/pelanggan/laporan): the customer's own reports, newest first (the
// server keeps a customer to its own rows), each with its file. Search and page stay in the address.
export default function CustomerReportsPage() {
  const list = useListState('/laporan/getData')
  const result = useListPage<Report>(list.key)
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Laporan"
          lead="Laporan hasil pekerjaan di lokasi Anda yang dapat Anda unduh."
          list={list}
          result={result}
          searchLabel="Cari laporan"
          searchPlaceholder="Id laporan atau catatan"
          caption="Laporan Anda"
          rowKey={(row) => row.id_laporan}
          emptyMessage="Data Laporan Kosong"
          columns={[
            {
              key: 'tanggal',
              header: 'Tanggal Laporan',
              card: 'title',
              render: (row) => formatDate(row.tanggal_laporan),
            },
            { key: 'catatan', header: 'Keterangan', card: 'lead', render: (row) => row.catatan || '-' },
            { key: 'nama', header: 'Nama File', card: 'wide', render: (row) => row.nama_file_laporan },
            {
              key: 'file',
              header: 'File',
              card: 'action',
              render: (row) => (
                <DownloadButton
                  label="Unduh laporan"
                  name={`${formatDate(row.tanggal_laporan)} (${row.id_laporan})`}
                  download={() => downloadReportFile(row)}
                />
              ),
            },
          ]}
        />
      </div>
    </main>
  )
}
