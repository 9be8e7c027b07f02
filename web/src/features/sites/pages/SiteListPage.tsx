import { SITE_LABELS, type Site, STATUS_LOKASI_OPTIONS } from '@services/modules/sites/contract.ts'
import { MapPinned } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router'
import { ListDialogs } from '../../../components/ListDialogs.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { paths } from '../../../lib/paths.ts'
import { useDialogList } from '../../../lib/use-dialog-list.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { createSite, updateSite } from '../api/sites-api.ts'
import { SiteFormDialog } from '../components/SiteFormDialog.tsx'

// Lokasi (/admin-home/lokasi): the customers' sites (factories, warehouses, hotels), searched and
// filtered in the address; ?idpelanggan= shows one customer's (the customer's page links here).
export default function SiteListPage() {
  const list = useListState('/lokasi/getData', { filters: ['status_aktif', 'idpelanggan'] })
  const result = useListPage<Site>(list.key)
  const page = useDialogList<Site>(() => result.mutate())
  const { editing, setEditing, saveError, save, closeForm } = page
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const oneCustomer = params.get('idpelanggan')
  const first = result.data?.data[0]
  const customer =
    oneCustomer && first
      ? { id: first.idpelanggan, label: first.nama_pelanggan, description: first.kode_pelanggan }
      : null

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title={customer ? `Lokasi ${customer.label}` : 'Lokasi Pelanggan'}
          lead="Pabrik, gudang atau gedung pelanggan: areanya, denahnya dan perangkat monitoring di atasnya."
          add={{ label: 'Tambah Lokasi', onClick: () => setEditing(null) }}
          export={{ path: '/lokasi/export', fallbackName: 'lokasi.csv' }}
          list={list}
          result={result}
          searchLabel="Cari lokasi"
          searchPlaceholder="Kode, nama atau alamat lokasi"
          filters={[
            {
              name: 'status_aktif',
              label: 'Status',
              options: STATUS_LOKASI_OPTIONS,
              allLabel: 'Semua status',
            },
          ]}
          caption="Lokasi pelanggan"
          rowKey={(row) => row.idlokasi}
          emptyMessage="Data Lokasi Kosong"
          columns={[
            { key: 'kode', header: 'Kode', card: 'title', render: (row) => row.kode_lokasi },
            { key: 'nama', header: 'Nama Lokasi', card: 'lead', render: (row) => row.nama_lokasi },
            {
              key: 'pelanggan',
              header: 'Pelanggan',
              render: (row) => `${row.nama_pelanggan} (${row.kode_pelanggan})`,
            },
            { key: 'alamat', header: 'Alamat', card: 'note', render: (row) => row.alamat },
            { key: 'area', header: 'Area', render: (row) => row.jumlah_area },
            { key: 'status', header: 'Status', render: (row) => row.status_aktif },
            actionsColumn<Site>(
              (row) => `lokasi ${row.kode_lokasi}`,
              (row) => [
                {
                  id: 'detail',
                  label: 'Buka lokasi',
                  icon: <MapPinned aria-hidden="true" size={16} />,
                  onAction: () => navigate(paths.admin.lokasiDetail(row.idlokasi)),
                },
                rowAction.edit(() => setEditing(row)),
                rowAction.history(() => page.setHistory(row)),
                rowAction.remove(() => page.setDeleting(row)),
              ],
            ),
          ]}
        >
          {editing !== undefined ? (
            <SiteFormDialog
              site={editing}
              customer={editing === null ? customer : null}
              onClose={closeForm}
              error={saveError}
              onSave={(fields) =>
                save(
                  () => (editing === null ? createSite(fields) : updateSite(editing, fields)),
                  closeForm,
                  editing ? `/lokasi/history/${editing.idlokasi}` : undefined,
                )
              }
            />
          ) : null}
          <ListDialogs
            page={page}
            history={(site) => ({
              title: `Riwayat lokasi ${site.kode_lokasi}`,
              resource: 'lokasi',
              id: site.idlokasi,
              fieldLabels: SITE_LABELS,
            })}
            deletePath={(site) => `/lokasi/deleteData/${site.idlokasi}`}
          />
        </ListScreen>
      </div>
    </main>
  )
}
