import { JENIS_LISENSI_OPTIONS, type Licence } from '@services/modules/pesticides/contract.ts'
import { Download } from 'lucide-react'
import { Link } from 'react-router'
import { ListDialogs } from '../../../components/ListDialogs.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { useTechnicianOption } from '../../../components/pickers/TechnicianPicker.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { formatDate } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { createLicence, downloadLicenceFile, updateLicence } from '../api/pesticides-api.ts'
import { LicenceFormDialog } from '../components/LicenceFormDialog.tsx'

const LICENCE_LABELS: Record<string, string> = {
  idteknisi: 'Teknisi',
  jenis_lisensi: 'Jenis Lisensi',
  nomor: 'Nomor',
  berlaku_sampai: 'Berlaku Sampai',
  nama_file: 'File',
}

// Lisensi Teknisi (/admin-home/teknisi/lisensi?idteknisi=N, opened from the technician's row on
// Data Teknisi): the technician's licences, soonest expiry first, with add, edit, history, delete.
// Without a technician in the address it lists every technician's.
export default function LicencesPage() {
  const list = useListState('/lisensiTeknisi/getData', { filters: ['idteknisi', 'jenis_lisensi'] })
  const result = useListPage<Licence>(list.key)
  const page = useDialogList<Licence>(() => result.mutate())
  const { editing, setEditing, saveError, save, run, closeForm } = page
  const technician = useTechnicianOption(list.state.filters.idteknisi ?? '')

  return (
    <main id="main" className="page">
      <div className="container">
        <p>
          <Link to={paths.admin.teknisi}>Kembali ke Data Teknisi</Link>
        </p>
        <ListScreen
          title={technician ? `Lisensi ${technician.label}` : 'Lisensi Teknisi'}
          lead="Lisensi pengguna pestisida terbatas dan fumigator: tanpa lisensi yang berlaku pada tanggal kunjungan, teknisi tidak dapat mencatat pestisida terbatas atau fumigasi."
          add={{ onClick: () => setEditing(null) }}
          export={{ path: '/lisensiTeknisi/export', fallbackName: 'lisensi-teknisi.csv' }}
          list={list}
          result={result}
          filters={[
            {
              name: 'jenis_lisensi',
              label: 'Jenis Lisensi',
              options: JENIS_LISENSI_OPTIONS,
              allLabel: 'Semua jenis',
            },
          ]}
          caption="Lisensi Teknisi"
          rowKey={(row) => row.idlisensi}
          emptyMessage="Data Lisensi Kosong"
          columns={[
            { key: 'teknisi', header: 'Teknisi', card: 'lead', render: (row) => row.nama_teknisi },
            { key: 'jenis', header: 'Jenis Lisensi', card: 'title', render: (row) => row.jenis_lisensi },
            { key: 'nomor', header: 'Nomor', render: (row) => row.nomor },
            {
              key: 'berlaku',
              header: 'Berlaku Sampai',
              render: (row) => `${formatDate(row.berlaku_sampai)}${row.berlaku ? '' : ' (tidak berlaku)'}`,
            },
            { key: 'file', header: 'File', render: (row) => row.nama_file ?? '-' },
            actionsColumn<Licence>(
              (row) => `lisensi ${row.nomor}`,
              (row) => [
                rowAction.edit(() => setEditing(row)),
                ...(row.file
                  ? [
                      {
                        id: 'file',
                        label: 'Unduh lisensi',
                        icon: <Download aria-hidden="true" size={16} />,
                        onAction: () => void run(() => downloadLicenceFile(row)),
                      },
                    ]
                  : []),
                rowAction.history(() => page.setHistory(row)),
                rowAction.remove(() => page.setDeleting(row)),
              ],
            ),
          ]}
        >
          {editing !== undefined ? (
            <LicenceFormDialog
              licence={editing}
              technician={technician ?? null}
              onClose={closeForm}
              error={saveError}
              onSave={(fields, file) =>
                save(
                  () =>
                    editing === null ? createLicence(fields, file) : updateLicence(editing, fields, file),
                  closeForm,
                  editing ? `/lisensiTeknisi/history/${editing.idlisensi}` : undefined,
                )
              }
            />
          ) : null}
          <ListDialogs
            page={page}
            history={(licence) => ({
              title: `Riwayat lisensi ${licence.nomor}`,
              resource: 'lisensiTeknisi',
              id: licence.idlisensi,
              fieldLabels: LICENCE_LABELS,
            })}
            deletePath={(licence) => `/lisensiTeknisi/deleteData/${licence.idlisensi}`}
          />
        </ListScreen>
      </div>
    </main>
  )
}
