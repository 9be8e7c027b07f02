import {
  STATUS_AKTIF_OPTIONS,
  TECHNICIAN_LABELS,
  type Technician,
} from '@services/modules/technicians/contract.ts'
import { BadgeCheck, KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { ListDialogs } from '../../../components/ListDialogs.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { WhatsAppLink } from '../../../components/WhatsAppLink.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { type TechnicianAccess, TechnicianAccountDialog } from '../components/TechnicianAccountDialog.tsx'
import { TechnicianFormDialog } from '../components/TechnicianFormDialog.tsx'

// Data Teknisi (/admin-home/teknisi): search, filter, pages, add and edit dialogs, the history, the
// technician's account (username, one-time password, access link by WhatsApp), delete or
// deactivate.
export default function TechnicianListPage() {
  const list = useListState('/teknisi/getData', { filters: ['status_aktif'] })
  const result = useListPage<Technician>(list.key)
  const page = useDialogList<Technician>(() => result.mutate())
  const { editing, setEditing, saveError, save: send, run, closeForm } = page
  const [access, setAccess] = useState<TechnicianAccess | null>(null)
  const navigate = useNavigate()

  const save = (values: Record<string, unknown>) =>
    send(
      () =>
        editing == null
          ? api.post<ApiSuccess<Technician>>('/teknisi/createData', values)
          : api.put<ApiSuccess<Technician>>(`/teknisi/updateData/${editing.idteknisi}`, values),
      closeForm,
      editing ? `/teknisi/history/${editing.idteknisi}` : undefined,
    )

  // After an erasure the record is read again and its form opened afresh on the erased values.
  const [formKey, setFormKey] = useState(0)
  async function erased() {
    if (!editing) return
    const answer = await api.get<ApiSuccess<Technician>>(`/teknisi/getData/${editing.idteknisi}`)
    setEditing(answer.data)
    setFormKey((key) => key + 1)
    await result.mutate()
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
                rowAction.edit(() => void page.openEditing(`/teknisi/getData/${row.idteknisi}`)),
                rowAction.history(() => page.setHistory(row)),
                {
                  id: 'akun',
                  label: row.username ? 'Tautan akses baru' : 'Buat akun',
                  icon: <KeyRound aria-hidden="true" size={16} />,
                  onAction: () => void generate(row),
                },
                {
                  id: 'lisensi',
                  label: 'Lisensi',
                  icon: <BadgeCheck aria-hidden="true" size={16} />,
                  onAction: () => void navigate(paths.admin.lisensiTeknisi(row.idteknisi)),
                },
                rowAction.remove(() => page.setDeleting(row)),
              ],
            ),
          ]}
        >
          {editing !== undefined ? (
            <TechnicianFormDialog
              key={formKey}
              technician={editing}
              onClose={closeForm}
              onSave={save}
              onErased={() => void erased()}
              error={saveError}
            />
          ) : null}
          {access ? <TechnicianAccountDialog access={access} onClose={() => setAccess(null)} /> : null}
          <ListDialogs
            page={page}
            history={(technician) => ({
              title: `Riwayat ${technician.nama_teknisi}`,
              resource: 'teknisi',
              id: technician.idteknisi,
              fieldLabels: TECHNICIAN_LABELS,
            })}
            deletePath={(technician) => `/teknisi/deleteData/${technician.idteknisi}`}
            deleteMessage={`${DELETE_CONFIRMATION_MESSAGE} Teknisi yang masih dipakai tidak dapat dihapus: nonaktifkan saja.`}
          />
        </ListScreen>
      </div>
    </main>
  )
}
