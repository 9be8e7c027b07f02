import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUSES,
  type Incident,
  type IncidentDetail,
} from '@services/modules/incidents/contract.ts'
import { useState } from 'react'
import { ListDialogs } from '../../../components/ListDialogs.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { DeadlineBadge } from '../components/DeadlineBadge.tsx'
import { IncidentFormDialog } from '../components/IncidentFormDialog.tsx'

// Insiden Data Pribadi (/admin-home/insiden): the breach register (UU 27/2022): each incident with
// its 3 × 24-hour notification deadline; opening one reads it with whom to notify.
export default function IncidentListPage() {
  const list = useListState('/insiden/getData', { filters: ['status'] })
  const result = useListPage<Incident>(list.key)
  const page = useDialogList<IncidentDetail>(() => result.mutate())
  const { editing, setEditing, saveError, setSaveError, save: send } = page
  const [formKey, setFormKey] = useState(0)

  const open = async (row: Incident) => {
    const answer = await api.get<ApiSuccess<IncidentDetail>>(`/insiden/getData/${row.idinsiden}`)
    setSaveError(null)
    setEditing(answer.data)
    setFormKey((key) => key + 1)
  }

  const save = (values: Record<string, unknown>) =>
    send(
      () =>
        editing == null
          ? api.post<ApiSuccess<IncidentDetail>>('/insiden/createData', values)
          : api.put<ApiSuccess<IncidentDetail>>(`/insiden/updateData/${editing.idinsiden}`, {
              ...values,
              version: editing.version,
            }),
      page.closeForm,
      editing ? `/insiden/history/${editing.idinsiden}` : undefined,
    )

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Insiden Data Pribadi"
          add={{ onClick: () => setEditing(null), label: 'Catat Insiden' }}
          export={{ path: '/insiden/export', fallbackName: 'insiden.csv' }}
          list={list}
          result={result}
          searchLabel="Cari insiden"
          searchPlaceholder="Judul, kejadian, jenis subjek atau data"
          filters={[
            {
              name: 'status',
              label: 'Status',
              options: INCIDENT_STATUSES.map((value) => ({ value, label: INCIDENT_STATUS_LABELS[value] })),
              allLabel: 'Semua status',
            },
          ]}
          caption="Insiden Data Pribadi"
          rowKey={(row) => row.idinsiden}
          emptyMessage="Belum ada insiden tercatat"
          columns={[
            { key: 'judul', header: 'Judul', render: (row) => row.judul },
            { key: 'ditemukan', header: 'Ditemukan', render: (row) => formatDateTime(row.ditemukan_pada) },
            {
              key: 'batas',
              header: 'Batas Pemberitahuan',
              render: (row) => <DeadlineBadge batas={row.batas_pemberitahuan} status={row.status} />,
            },
            { key: 'status', header: 'Status', render: (row) => INCIDENT_STATUS_LABELS[row.status] },
            actionsColumn<Incident>(
              (row) => row.judul,
              (row) => [rowAction.edit(() => void open(row))],
            ),
          ]}
        >
          {editing !== undefined ? (
            <IncidentFormDialog
              key={formKey}
              incident={editing}
              onClose={page.closeForm}
              onSave={save}
              onReload={() => editing && void open(editing)}
              error={saveError}
            />
          ) : null}
          <ListDialogs page={page} deletePath={() => ''} />
        </ListScreen>
      </div>
    </main>
  )
}
