import { ROLES } from '@services/core/access.ts'
import { type AccountData, ROLE_LABELS } from '@services/modules/identity/contract.ts'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { PersonRecordDialog } from '../../../components/PersonRecordDialog.tsx'
import { actionsColumn } from '../../../components/RowActionsMenu.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { useRecordActions } from '../../../lib/use-record-actions.ts'

// Akun Pengguna (/admin-home/pengguna), not in the specification: every account (admins, customers'
// and technicians' sign-ins) with search, role filter and pages, and each account's record, read by
// its id when opened (logged), where the user's data is exported or erased on request (issue 38).
export default function AccountListPage() {
  const list = useListState('/pengguna/getData', { filters: ['role'] })
  const result = useListPage<AccountData>(list.key)
  const { run } = useRecordActions(() => result.mutate())
  const [opened, setOpened] = useState<AccountData | null>(null)

  async function open(id: string) {
    const answer = await run(() => api.get<ApiSuccess<AccountData>>(`/pengguna/getData/${id}`))
    if (answer) setOpened(answer.data)
  }

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Akun Pengguna"
          list={list}
          result={result}
          searchLabel="Cari akun"
          searchPlaceholder="Nama, username atau email"
          filters={[
            {
              name: 'role',
              label: 'Peran',
              options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
              allLabel: 'Semua peran',
            },
          ]}
          caption="Akun Pengguna"
          rowKey={(row) => row.id}
          emptyMessage="Data Akun Pengguna Kosong"
          columns={[
            { key: 'nama', header: 'Nama', render: (row) => row.nama },
            { key: 'username', header: 'Username', render: (row) => row.username ?? '-' },
            { key: 'peran', header: 'Peran', render: (row) => row.nama_jabatan },
            { key: 'aktif', header: 'Status', render: (row) => (row.aktif ? 'aktif' : 'nonaktif') },
            actionsColumn<AccountData>(
              (row) => row.nama,
              (row) => [
                {
                  id: 'buka',
                  label: 'Buka data',
                  icon: <FileText aria-hidden="true" size={16} />,
                  onAction: () => void open(row.id),
                },
              ],
            ),
          ]}
        >
          {opened ? (
            <PersonRecordDialog
              title={`Akun ${opened.nama}`}
              jenis="pengguna"
              id={opened.id}
              // The list is read again once the record is closed: an erased account leaves a search
              // by its name, and its row must not go while its record is open.
              onClose={() => {
                setOpened(null)
                void result.mutate()
              }}
              onErased={() => void open(opened.id)}
              fields={[
                { label: 'Nama', value: opened.nama },
                { label: 'Username', value: opened.username ?? '' },
                { label: 'Email', value: opened.email },
                { label: 'No Telp', value: opened.no_telp },
                { label: 'Peran', value: opened.nama_jabatan },
                { label: 'Status', value: opened.aktif ? 'aktif' : 'nonaktif' },
              ]}
            />
          ) : null}
        </ListScreen>
      </div>
    </main>
  )
}
