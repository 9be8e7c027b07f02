import { REPORT_LABELS, type Report } from '@services/modules/reports/contract.ts'
import { Download } from 'lucide-react'
import { ListDialogs } from '../../../components/ListDialogs.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { yearOptions } from '../../../lib/year-options.ts'
import { createReport, downloadReportFile, updateReport } from '../api/reports-api.ts'
import { ReportFormDialog } from '../components/ReportFormDialog.tsx'

// Data Laporan (/admin-home/laporan, spec section 2): the certificates' pattern, filtered by the
// report's year: search, cards on phones and a table on wide screens, add and edit dialogs, the
// shared delete dialog and the file.
export default function ReportListPage() {
  const list = useListState('/laporan/getData', { filters: ['tanggal_laporan'] })
  const result = useListPage<Report>(list.key)
  const page = useDialogList<Report>(() => result.mutate())
  const { editing, setEditing, saveError, save, run, closeForm } = page

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Data Laporan"
          add={{ onClick: () => setEditing(null) }}
          export={{ path: '/laporan/export', fallbackName: 'laporan.csv' }}
          list={list}
          result={result}
          searchLabel="Cari laporan"
          searchPlaceholder="Id laporan, nama pelanggan atau catatan"
          filters={[
            {
              name: 'tanggal_laporan',
              label: 'Tahun Laporan',
              options: yearOptions(6, 0),
              allLabel: 'Semua tahun',
            },
          ]}
          caption="Data Laporan"
          rowKey={(row) => row.id_laporan}
          emptyMessage="Data Laporan Kosong"
          columns={[
            { key: 'id', header: 'ID Laporan', render: (row) => row.id_laporan },
            {
              key: 'pelanggan',
              header: 'Pelanggan',
              card: 'lead',
              render: (row) => `${row.nama_pelanggan} (${row.kode_pelanggan})`,
            },
            { key: 'alamat', header: 'Alamat', card: 'note', render: (row) => row.alamat },
            {
              key: 'tanggal',
              header: 'Tanggal Laporan',
              card: 'title',
              render: (row) => formatDate(row.tanggal_laporan),
            },
            { key: 'catatan', header: 'Catatan', card: 'wide', render: (row) => row.catatan || '-' },
            { key: 'file', header: 'File', render: (row) => row.nama_file_laporan },
            actionsColumn<Report>(
              (row) => `laporan ${row.id_laporan}`,
              (row) => [
                rowAction.edit(() => setEditing(row)),
                {
                  id: 'file',
                  label: 'Unduh laporan',
                  icon: <Download aria-hidden="true" size={16} />,
                  onAction: () => void run(() => downloadReportFile(row)),
                },
                rowAction.history(() => page.setHistory(row)),
                rowAction.remove(() => page.setDeleting(row)),
              ],
            ),
          ]}
        >
          {editing !== undefined ? (
            <ReportFormDialog
              report={editing}
              onClose={closeForm}
              error={saveError}
              onSave={(fields, file) =>
                save(
                  () => (editing === null ? createReport(fields, file) : updateReport(editing, fields, file)),
                  closeForm,
                  editing ? `/laporan/history/${editing.id_laporan}` : undefined,
                )
              }
            />
          ) : null}
          <ListDialogs
            page={page}
            history={(report) => ({
              title: `Riwayat laporan ${report.id_laporan}`,
              resource: 'laporan',
              id: report.id_laporan,
              fieldLabels: REPORT_LABELS,
            })}
            deletePath={(report) => `/laporan/deleteData/${report.id_laporan}`}
          />
        </ListScreen>
      </div>
    </main>
  )
}
