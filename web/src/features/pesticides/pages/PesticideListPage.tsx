import '../pesticides.css'
import { FORMULASI_OPTIONS, PESTICIDE_LABELS, type Pesticide } from '@services/modules/pesticides/contract.ts'
import { DialogListPage } from '../../../components/DialogListPage.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { createPesticide, downloadPesticideFile, updatePesticide } from '../api/pesticides-api.ts'
import { PesticideFormDialog } from '../components/PesticideFormDialog.tsx'

// Daftar Pestisida (/admin-home/pestisida, issue 39): the register of products with their Kementan
// registration (and whether it is still valid), restricted-use flag, label and SDS; search and
// filters in the address, cards on phones and a table on wide screens, add and edit dialogs, history.
export default function PesticideListPage() {
  const list = useListState('/pestisida/getData', { filters: ['formulasi', 'terbatas', 'registrasi'] })
  const result = useListPage<Pesticide>(list.key)
  const page = useDialogList<Pesticide>(() => result.mutate())
  const { setEditing, run } = page

  return (
    <DialogListPage
      page={page}
      title="Daftar Pestisida"
      export={{ path: '/pestisida/export', fallbackName: 'pestisida.csv' }}
      list={list}
      result={result}
      searchLabel="Cari pestisida"
      searchPlaceholder="Nama dagang, bahan aktif atau nomor registrasi"
      filters={[
        {
          name: 'formulasi',
          label: 'Formulasi',
          options: FORMULASI_OPTIONS,
          allLabel: 'Semua formulasi',
        },
        {
          name: 'terbatas',
          label: 'Pestisida Terbatas',
          options: [
            { value: 'true', label: 'Terbatas' },
            { value: 'false', label: 'Tidak terbatas' },
          ],
          allLabel: 'Semua',
        },
        {
          name: 'registrasi',
          label: 'Registrasi',
          options: [
            { value: 'berlaku', label: 'Berlaku' },
            { value: 'kedaluwarsa', label: 'Kedaluwarsa' },
          ],
          allLabel: 'Semua registrasi',
        },
      ]}
      caption="Daftar Pestisida"
      rowKey={(row) => row.idpestisida}
      emptyMessage="Data Pestisida Kosong"
      columns={[
        { key: 'nama', header: 'Nama Dagang', card: 'title', render: (row) => row.nama_dagang },
        {
          key: 'bahan',
          header: 'Bahan Aktif',
          card: 'lead',
          render: (row) => `${row.bahan_aktif} ${row.kadar} · ${row.formulasi}`,
        },
        { key: 'registrasi', header: 'Nomor Registrasi', render: (row) => row.nomor_registrasi },
        {
          key: 'berlaku',
          header: 'Berlaku Sampai',
          render: (row) =>
            `${formatDate(row.berlaku_sampai)}${row.registrasi_berlaku ? '' : ' (kedaluwarsa)'}`,
        },
        { key: 'terbatas', header: 'Terbatas', render: (row) => (row.terbatas ? 'Ya' : 'Tidak') },
        { key: 'satuan', header: 'Satuan', render: (row) => row.satuan },
        {
          key: 'file',
          header: 'Label / SDS',
          card: 'wide',
          render: (row) => [row.nama_file_label, row.nama_file_sds].filter(Boolean).join(' · ') || '-',
        },
        actionsColumn<Pesticide>(
          (row) => row.nama_dagang,
          (row) => [
            rowAction.edit(() => setEditing(row)),
            Boolean(row.file_label) &&
              rowAction.download(
                'label',
                'Unduh label',
                () => void run(() => downloadPesticideFile(row, 'label')),
              ),
            Boolean(row.file_sds) &&
              rowAction.download('sds', 'Unduh SDS', () => void run(() => downloadPesticideFile(row, 'sds'))),
            rowAction.history(() => page.setHistory(row)),
          ],
        ),
      ]}
      form={(editing, save) => (
        <PesticideFormDialog
          pesticide={editing}
          onClose={page.closeForm}
          error={page.saveError}
          onSave={(fields, files) =>
            save(() =>
              editing === null ? createPesticide(fields, files) : updatePesticide(editing, fields, files),
            )
          }
        />
      )}
      historyKey={(pesticide) => `/pestisida/history/${pesticide.idpestisida}`}
      history={(pesticide) => ({
        title: `Riwayat ${pesticide.nama_dagang}`,
        resource: 'pestisida',
        id: pesticide.idpestisida,
        fieldLabels: PESTICIDE_LABELS,
      })}
    />
  )
}
