import '../customers.css'
import {
  CUSTOMER_MESSAGES,
  type Customer,
  JENIS_PEKERJAAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
} from '@services/modules/customers/contract.ts'
import { MapPinned, Power } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog, DELETE_CONFIRMATION_MESSAGE } from '../../../components/ConfirmDialog.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import type { Column } from '../../../components/ResponsiveTable.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { toast } from '../../../components/toast.tsx'
import { WhatsAppLink } from '../../../components/WhatsAppLink.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { deleteCustomer, LIST_PATH, reloadCustomerLists, setCustomerStatus } from '../api/customers.ts'

// A delete refused because the customer is still in use: the dialog then offers to deactivate.
type Pending = { customer: Customer; inUse?: string }

// /admin-home/pelanggan: search, filters, pages, export; per row Edit, Riwayat, (Non)aktifkan, Hapus.
export default function CustomerListPage() {
  const navigate = useNavigate()
  const list = useListState(LIST_PATH, { filters: ['jenis_pekerjaan', 'status_aktif'] })
  const result = useListPage<Customer>(list.key)
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)

  async function toggle(customer: Customer, next: Customer['status_aktif']) {
    try {
      const answer = await setCustomerStatus(customer.idpelanggan, next, customer.version)
      toast.success(answer.message ?? CUSTOMER_MESSAGES.statusChanged)
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Gagal mengubah status pelanggan')
    }
    await reloadCustomerLists()
  }

  async function confirm() {
    if (!pending) return
    setBusy(true)
    try {
      if (pending.inUse) {
        await toggle(pending.customer, 'tidak aktif')
        setPending(null)
        return
      }
      const answer = await deleteCustomer(pending.customer.idpelanggan)
      toast.success(answer.message ?? CUSTOMER_MESSAGES.deleted)
      setPending(null)
      await reloadCustomerLists()
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        failure.status === 409 &&
        failure.message.startsWith('Data masih dipakai')
      ) {
        setPending({ customer: pending.customer, inUse: failure.message })
      } else {
        toast.error(failure instanceof Error ? failure.message : 'Gagal menghapus data pelanggan')
        setPending(null)
      }
    } finally {
      setBusy(false)
    }
  }

  const columns: Column<Customer>[] = [
    { key: 'kode', header: 'Kode', render: (row) => row.kode_pelanggan },
    {
      key: 'nama',
      header: 'Nama Pelanggan',
      render: (row) => (
        <>
          {row.nama_pelanggan}
          {row.nama_kontak ? <span className="customer-name__contact">{row.nama_kontak}</span> : null}
        </>
      ),
    },
    { key: 'alamat', header: 'Alamat', render: (row) => row.alamat },
    { key: 'telp', header: 'No Telp', render: (row) => <WhatsAppLink phone={row.no_telp} /> },
    { key: 'jenis', header: 'Jenis Pekerjaan', render: (row) => row.jenis_pekerjaan },
    { key: 'periode', header: 'Periode Kunjungan', render: (row) => row.periode_kunjungan },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <span className={`customer-status${row.status_aktif === 'aktif' ? '' : ' customer-status--off'}`}>
          {row.status_aktif}
        </span>
      ),
    },
    actionsColumn(
      (row) => row.nama_pelanggan,
      (row) => [
        rowAction.edit(() => navigate(paths.admin.editPelanggan(row.idpelanggan))),
        rowAction.history(() => navigate(`${paths.admin.editPelanggan(row.idpelanggan)}#riwayat`)),
        // The customer's sites, their areas and devices (issue 39).
        {
          id: 'lokasi',
          label: 'Lokasi',
          icon: <MapPinned aria-hidden="true" size={16} />,
          onAction: () => navigate(`${paths.admin.lokasi}?idpelanggan=${row.idpelanggan}`),
        },
        {
          id: 'status',
          label: row.status_aktif === 'aktif' ? 'Nonaktifkan' : 'Aktifkan',
          icon: <Power aria-hidden="true" size={16} />,
          onAction: () => toggle(row, row.status_aktif === 'aktif' ? 'tidak aktif' : 'aktif'),
        },
        rowAction.remove(() => setPending({ customer: row })),
      ],
    ),
  ]

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Data Pelanggan"
          add={{ to: paths.admin.addPelanggan }}
          export={{ path: '/pelanggan/export', fallbackName: 'pelanggan.csv' }}
          list={list}
          result={result}
          searchLabel="Cari pelanggan"
          searchPlaceholder="Nama, kode, alamat atau no telp"
          filters={[
            {
              name: 'jenis_pekerjaan',
              label: 'Jenis Pekerjaan',
              options: JENIS_PEKERJAAN_OPTIONS,
              allLabel: 'Semua jenis pekerjaan',
            },
            {
              name: 'status_aktif',
              label: 'Status',
              options: STATUS_AKTIF_OPTIONS,
              allLabel: 'Semua status',
            },
          ]}
          caption="Data Pelanggan"
          columns={columns}
          rowKey={(row) => row.idpelanggan}
          emptyMessage="Data Pelanggan Kosong"
        >
          <ConfirmDialog
            open={pending !== null}
            title={pending?.inUse ? 'Data Masih Dipakai' : undefined}
            message={pending?.inUse ?? DELETE_CONFIRMATION_MESSAGE}
            confirmLabel={pending?.inUse ? 'Nonaktifkan' : 'Hapus'}
            busy={busy}
            onCancel={() => setPending(null)}
            onConfirm={confirm}
          />
        </ListScreen>
      </div>
    </main>
  )
}
