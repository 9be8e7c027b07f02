import type { Report } from '@services/modules/reports/contract.ts'
import { CustomerListPage, fileColumn } from '../../../components/CustomerListPage.tsx'
import { formatDate } from '../../../lib/format.ts'
import { downloadReportFile } from '../api/reports-api.ts'

// Laporan in the customer area (/pelanggan/laporan): the customer's own reports, newest first (the
// server keeps a customer to its own rows), each with its file. Search and page stay in the address.
export default function CustomerReportsPage() {
  return (
    <CustomerListPage<Report>
      path="/laporan/getData"
      title="Laporan"
      lead="Laporan hasil pekerjaan di lokasi Anda yang dapat Anda unduh."
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
        fileColumn(
          'Unduh laporan',
          (row) => `${formatDate(row.tanggal_laporan)} (${row.id_laporan})`,
          downloadReportFile,
        ),
      ]}
    />
  )
}
