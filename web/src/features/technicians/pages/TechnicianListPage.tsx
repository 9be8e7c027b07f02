import {
  STATUS_AKTIF_OPTIONS,
  TECHNICIAN_LABELS,
  type Technician,
} from '@services/modules/technicians/contract.ts'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { WhatsAppLink } from '../../../components/WhatsAppLink.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { useRecordActions } from '../../../lib/use-record-actions.ts'
import { type TechnicianAccess, TechnicianAccountDialog } from '../components/TechnicianAccountDialog.tsx'
import { TechnicianFormDialog } from '../components/TechnicianFormDialog.tsx'

// Data Teknisi (/admin-home/teknisi): search, filter, pages, add and edit dialogs, the history, the
// technician's account (username, one-time password, access link by WhatsApp), delete or
// deactivate.
export default function TechnicianListPage() {
  const list = useListState('/teknisi/getData', { filters: ['status_aktif'] })
  const result = useListPage<Technician>(list.key)
  const [editing, setEditing] = useState<Technician | null | undefined>(undefined)
  const {
    saveError,
    setSaveError,
    save: send,
    remove: removePath,
    run,
  } = useRecordActions(() => result.mutate())
  const [deleting, setDeleting] = useState<Technician | null>(null)
  const [history, setHistory] = useState<Technician | null>(null)
  const [access, setAccess] = useState<TechnicianAccess | null>(null)

  const closeForm = () => {
    setEditing(undefined)
    setSaveError(null)
  }

  const save = (values: Record<string, unknown>) =>
    send(
      () =>
        editing == null
          ? api.post<ApiSuccess<Technician>>('/teknisi/createData', values)
          : api.put<ApiSuccess<Technician>>(`/teknisi/updateData/${editing.idteknisi}`, values),
      closeForm,
      editing ? `/teknisi/history/${editing.idteknisi}` : undefined,
    )

  const remove = (technician: Technician) => {
    setDeleting(null)
    return removePath(`/teknisi/deleteData/${technician.idteknisi}`)
  }

  async function generate(technician: Technician) {
    const answer = await run(() =>
      api.put<ApiSuccess<Omit<TechnicianAccess, 'nama'>>>('/generateTeknisi', {
        idteknisi: technician.idteknisi,
      }),
    )
    if (!answer) return
    setAccess({ ...answer.data, nama: technician.nama_teknisi })
    await result.mutate()
  }

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Data Teknisi"
          add={{ onClick: () => setEditing(null) }}
          export={{ path: '/teknisi/export', fallbackName: 'teknisi.csv' }}
          list={list}
          result={result}
          searchLabel="Cari teknisi"
          searchPlaceholder="Nama, telepon atau alamat"
          filters={[
            {
              name: 'status_aktif',
              label: 'Status Aktif',
              options: STATUS_AKTIF_OPTIONS,
              allLabel: 'Semua status',
            },
          ]}
          caption="Data Teknisi"
          rowKey={(row) => row.idteknisi}
          emptyMessage="Data Teknisi Kosong"
          columns={[
            { key: 'nama', header: 'Nama Teknisi', render: (row) => row.nama_teknisi },
            { key: 'telp', header: 'No Telp', render: (row) => <WhatsAppLink phone={row.no_telp} /> },
            { key: 'alamat', header: 'Alamat', render: (row) => row.alamat || '-' },
            { key: 'status', header: 'Status', render: (row) => row.status_aktif },
            { key: 'akun', header: 'Akun', render: (row) => row.username ?? 'Belum ada' },
            actionsColumn<Technician>(
              (row) => row.nama_teknisi,
              (row) => [
                rowAction.edit(() => setEditing(row)),
                rowAction.history(() => setHistory(row)),
                {
                  id: 'akun',
                  label: row.username ? 'Tautan akses baru' : 'Buat akun',
                  icon: <KeyRound aria-hidden="true" size={16} />,
                  onAction: () => void generate(row),
                },
                rowAction.remove(() => setDeleting(row)),
              ],
            ),
          ]}
        >
          {editing !== undefined ? (
            <TechnicianFormDialog technician={editing} onClose={closeForm} onSave={save} error={saveError} />
          ) : null}
          {history ? (
            <Dialog open title={`Riwayat ${history.nama_teknisi}`} onClose={() => setHistory(null)} size="lg">
              <HistoryPanel
                resource="teknisi"
                id={history.idteknisi}
                fieldLabels={TECHNICIAN_LABELS}
                headingLevel={3}
              />
            </Dialog>
          ) : null}
          {access ? <TechnicianAccountDialog access={access} onClose={() => setAccess(null)} /> : null}
          <ConfirmDialog
            open={deleting !== null}
            message={`${DELETE_CONFIRMATION_MESSAGE} Teknisi yang masih dipakai tidak dapat dihapus: nonaktifkan saja.`}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting) void remove(deleting)
            }}
          />
        </ListScreen>
      </div>
    </main>
  )
}
