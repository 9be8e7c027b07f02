import { REPORT_LABELS, type Report } from '@services/modules/reports/contract.ts'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { useRecordActions } from '../../../lib/use-record-actions.ts'
import { yearOptions } from '../../../lib/year-options.ts'
import { createReport, downloadReportFile, updateReport } from '../api/reports-api.ts'
import { ReportFormDialog } from '../components/ReportFormDialog.tsx'

// Data Laporan (/admin-home/laporan, spec section 2): the certificates' pattern, filtered by the
// report's year: search, cards on phones and a table on wide screens, add and edit dialogs, the
// shared delete dialog and the file.
export default function ReportListPage() {
  const list = useListState('/laporan/getData', { filters: ['tanggal_laporan'] })
  const result = useListPage<Report>(list.key)
  const { saveError, setSaveError, save, remove, run } = useRecordActions(() => result.mutate())
  const [editing, setEditing] = useState<Report | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<Report | null>(null)
  const [history, setHistory] = useState<Report | null>(null)

  const closeForm = () => {
    setEditing(undefined)
    setSaveError(null)
  }

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
                rowAction.history(() => setHistory(row)),
                rowAction.remove(() => setDeleting(row)),
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
          {history ? (
            <Dialog
              open
              title={`Riwayat laporan ${history.id_laporan}`}
              onClose={() => setHistory(null)}
              size="lg"
            >
              <HistoryPanel
                resource="laporan"
                id={history.id_laporan}
                fieldLabels={REPORT_LABELS}
                headingLevel={3}
              />
            </Dialog>
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            message={DELETE_CONFIRMATION_MESSAGE}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              const target = deleting
              setDeleting(null)
              if (target) void remove(`/laporan/deleteData/${target.id_laporan}`)
            }}
          />
        </ListScreen>
      </div>
    </main>
  )
}
