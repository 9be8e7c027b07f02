import type { ContactRequest } from '@services/modules/contact/contract.ts'
import {
  PROSPECT_STATUS_OPTIONS,
  type Prospect,
  SUMBER_OPTIONS,
} from '@services/modules/prospects/contract.ts'
import { Mail, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { ListDialogs } from '../../../components/ListDialogs.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { WhatsAppLink } from '../../../components/WhatsAppLink.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { formatDate } from '../../../lib/format.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { ContactRequestDialog } from '../components/ContactRequestDialog.tsx'
import { ConversionDialog } from '../components/ConversionDialog.tsx'
import { ProspectFormDialog } from '../components/ProspectFormDialog.tsx'

// Prospek Pelanggan (/admin-home/pemesanan): website contact requests arrive here by themselves
// (sumber Website, status baru); the admin adds calls and walk-ins, moves the status, converts a
// prospect into a customer, and deletes.
export default function ProspectListPage() {
  const list = useListState('/pemesanan/getData', { filters: ['status', 'sumber'] })
  const result = useListPage<Prospect>(list.key)
  const page = useDialogList<Prospect>(() => result.mutate())
  const { editing, setEditing, saveError, setSaveError, save: send } = page
  const [formKey, setFormKey] = useState(0)
  const [converting, setConverting] = useState<Prospect | null>(null)
  const [contact, setContact] = useState<ContactRequest | null>(null)

  // The website request the prospect came from, read by its id (logged in the access log).
  async function openContact(id: string) {
    const answer = await page.run(() => api.get<ApiSuccess<ContactRequest>>(`/kontak/getData/${id}`))
    if (answer) setContact(answer.data)
  }

  const closeForm = () => {
    page.closeForm()
    setConverting(null)
  }

  const save = (values: Record<string, unknown>) =>
    send(
      () =>
        editing == null
          ? api.post<ApiSuccess<Prospect>>('/pemesanan/addData', values)
          : api.put<ApiSuccess<Prospect>>(`/pemesanan/editData/${editing.idpemesanan}`, values),
      closeForm,
      editing ? `/pemesanan/history/${editing.idpemesanan}` : undefined,
    )

  // After a 409 the record is read again; the form opens afresh on the current version.
  async function reload() {
    if (!editing) return
    const answer = await api.get<ApiSuccess<Prospect>>(`/pemesanan/getData/${editing.idpemesanan}`)
    setSaveError(null)
    setEditing(answer.data)
    setFormKey((key) => key + 1)
    await result.mutate()
  }

  const convert = (prospect: Prospect, values: Record<string, unknown>) =>
    send(
      () => api.post<ApiSuccess<unknown>>(`/pemesanan/konversi/${prospect.idpemesanan}`, values),
      closeForm,
    )

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Prospek Pelanggan"
          add={{ onClick: () => setEditing(null) }}
          export={{ path: '/pemesanan/export', fallbackName: 'prospek-pelanggan.csv' }}
          list={list}
          result={result}
          searchLabel="Cari prospek"
          searchPlaceholder="Nama, telepon, email atau alamat"
          filters={[
            { name: 'status', label: 'Status', options: PROSPECT_STATUS_OPTIONS, allLabel: 'Semua status' },
            { name: 'sumber', label: 'Sumber', options: SUMBER_OPTIONS, allLabel: 'Semua sumber' },
          ]}
          caption="Prospek Pelanggan"
          rowKey={(row) => row.idpemesanan}
          emptyMessage="Data Prospek Pelanggan Kosong"
          columns={[
            { key: 'tanggal', header: 'Tanggal', render: (row) => formatDate(new Date(row.created_at)) },
            { key: 'nama', header: 'Nama', render: (row) => row.nama },
            { key: 'telp', header: 'No Telp', render: (row) => <WhatsAppLink phone={row.no_telp} /> },
            { key: 'masalah', header: 'Permasalahan', render: (row) => row.permasalahan || '-' },
            { key: 'sumber', header: 'Sumber', render: (row) => row.sumber },
            { key: 'status', header: 'Status', render: (row) => row.status },
            actionsColumn<Prospect>(
              (row) => row.nama,
              (row) => [
                rowAction.edit(() => void page.openEditing(`/pemesanan/getData/${row.idpemesanan}`)),
                row.id_permintaan_kontak !== null && {
                  id: 'kontak',
                  label: 'Permintaan kontak',
                  icon: <Mail aria-hidden="true" size={16} />,
                  onAction: () => void openContact(row.id_permintaan_kontak!),
                },
                row.status !== 'deal' &&
                  row.status !== 'batal' && {
                    id: 'konversi',
                    label: 'Jadikan Pelanggan',
                    icon: <UserPlus aria-hidden="true" size={16} />,
                    onAction: () => setConverting(row),
                  },
                rowAction.remove(() => page.setDeleting(row)),
              ],
            ),
          ]}
        >
          {editing !== undefined ? (
            <ProspectFormDialog
              key={formKey}
              prospect={editing}
              onClose={closeForm}
              onSave={save}
              onReload={() => void reload()}
              error={saveError}
            />
          ) : null}
          {contact ? (
            <ContactRequestDialog
              request={contact}
              // The list is read again once the record is closed (as for an account's record).
              onClose={() => {
                setContact(null)
                void result.mutate()
              }}
              onErased={() => void openContact(contact.id)}
            />
          ) : null}
          {converting ? (
            <ConversionDialog
              prospect={converting}
              onClose={closeForm}
              onConvert={(values) => convert(converting, values)}
              error={saveError}
            />
          ) : null}
          <ListDialogs
            page={page}
            deletePath={(prospect) => `/pemesanan/deleteData/${prospect.idpemesanan}`}
          />
        </ListScreen>
      </div>
    </main>
  )
}
