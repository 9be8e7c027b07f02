import '../invoices.css'
import type { Invoice } from '@services/modules/invoices/contract.ts'
import { STATUS_PEMBAYARAN_OPTIONS, STATUS_TAGIHAN_OPTIONS } from '@services/modules/invoices/contract.ts'
import { Ban, CircleDollarSign, Download, Eye, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { actionsColumn, rowAction } from '../../../components/RowActionsMenu.tsx'
import { formatDate, formatRupiah, MONTH_NAMES } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import type { InvoiceListAnswer } from '../api/invoices-api.ts'
import { InvoiceStatus } from '../components/InvoiceStatus.tsx'
import { InvoiceSummary } from '../components/InvoiceSummary.tsx'
import { PaymentDialog } from '../components/PaymentDialog.tsx'
import { todayInJakarta } from '../form-values.ts'
import { INVOICE_FIELD_LABELS, invoiceHistoryValue } from '../history-labels.ts'
import { useInvoiceActions } from '../use-invoice-actions.ts'

const FILTERS = ['status_pembayaran', 'status', 'tahun', 'bulan', 'terlambat'] as const
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const thisYear = Number(todayInJakarta().slice(0, 4))
const YEARS = Array.from({ length: 7 }, (_, n) => String(thisYear + 1 - n))
const MONTHS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))

// /admin-home/tagihan: the invoices, newest first, searchable by number and customer, filtered by
// payment, status, period and lateness (all in the address), with the totals of the filtered rows.
export default function InvoiceListPage() {
  const navigate = useNavigate()
  const list = useListState('/tagihan/getData', { filters: FILTERS })
  const result = useListPage<Invoice>(list.key)
  const answer = result.data as InvoiceListAnswer | undefined
  const actions = useInvoiceActions(() => result.mutate())
  const [history, setHistory] = useState<Invoice | null>(null)

  function rowActions(row: Invoice) {
    const issued = row.status === 'terbit'
    const unpaid = row.status_pembayaran === 'belum lunas'
    return [
      {
        id: 'lihat',
        label: 'Lihat / Cetak',
        icon: <Eye aria-hidden="true" size={16} />,
        onAction: () => navigate(paths.admin.cetakTagihan(row.idtagihan)),
      },
      issued && unpaid && rowAction.edit(() => navigate(paths.admin.editTagihan(row.idtagihan)), 'Ubah'),
      issued &&
        unpaid && {
          id: 'bayar',
          label: 'Catat pembayaran',
          icon: <CircleDollarSign aria-hidden="true" size={16} />,
          onAction: () => actions.startPayment(row),
        },
      issued &&
        !unpaid && {
          id: 'balik',
          label: 'Batalkan pembayaran',
          icon: <Undo2 aria-hidden="true" size={16} />,
          onAction: () => actions.setReversing(row),
        },
      {
        id: 'pdf',
        label: 'Unduh PDF',
        icon: <Download aria-hidden="true" size={16} />,
        onAction: () => void actions.downloadPdf(row),
      },
      rowAction.history(() => setHistory(row)),
      issued && {
        id: 'batal',
        label: 'Batalkan tagihan',
        danger: true,
        icon: <Ban aria-hidden="true" size={16} />,
        onAction: () => actions.setCancelling(row),
      },
    ]
  }

  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Data Tagihan"
          add={{ to: paths.admin.addTagihan, label: 'Terbitkan Tagihan' }}
          export={{ path: '/tagihan/export', fallbackName: 'tagihan.csv' }}
          list={list}
          result={result}
          searchLabel="Cari tagihan"
          searchPlaceholder="Nomor tagihan atau nama pelanggan"
          filters={[
            {
              name: 'status_pembayaran',
              label: 'Pembayaran',
              options: STATUS_PEMBAYARAN_OPTIONS.map((value) => ({ value, label: capitalised(value) })),
              allLabel: 'Semua pembayaran',
            },
            {
              name: 'status',
              label: 'Status',
              options: STATUS_TAGIHAN_OPTIONS.map((value) => ({ value, label: capitalised(value) })),
              allLabel: 'Semua status',
            },
            { name: 'tahun', label: 'Tahun', options: YEARS, allLabel: 'Semua tahun' },
            { name: 'bulan', label: 'Bulan', options: MONTHS, allLabel: 'Semua bulan' },
            {
              name: 'terlambat',
              label: 'Jatuh Tempo',
              options: [{ value: 'true', label: 'Terlambat' }],
              allLabel: 'Semua',
            },
          ]}
          summary={<InvoiceSummary ringkasan={answer?.ringkasan} />}
          caption="Data Tagihan"
          rowKey={(row) => row.idtagihan}
          emptyMessage="Data Tagihan Kosong"
          columns={[
            { key: 'nomor', header: 'Nomor Tagihan', card: 'title', render: (row) => row.nomor_tagihan },
            { key: 'pelanggan', header: 'Pelanggan', card: 'lead', render: (row) => row.nama_pelanggan },
            { key: 'tanggal', header: 'Tanggal', render: (row) => formatDate(row.tanggal_tagihan) },
            { key: 'tempo', header: 'Jatuh Tempo', render: (row) => formatDate(row.jatuh_tempo) },
            {
              key: 'total',
              // The total the summary above adds up (before any PPh 23 the customer withholds).
              header: 'Total',
              align: 'end',
              render: (row) => formatRupiah(row.total),
            },
            {
              key: 'status',
              header: 'Status',
              card: 'badge',
              render: (row) => <InvoiceStatus invoice={row} />,
            },
            actionsColumn((row) => row.nomor_tagihan, rowActions),
          ]}
        >
          {actions.paying ? (
            <PaymentDialog
              invoice={actions.paying}
              onClose={actions.closePayment}
              onSubmit={actions.recordPayment}
              saveError={actions.payError}
              onReload={() => void actions.reloadPayment()}
            />
          ) : null}
          <ConfirmDialog
            open={actions.reversing !== null}
            title="Batalkan Pembayaran"
            message={`Pembayaran tagihan ${actions.reversing?.nomor_tagihan ?? ''} dibatalkan dan tagihan kembali belum lunas. Lanjutkan?`}
            confirmLabel="Batalkan Pembayaran"
            cancelLabel="Kembali"
            busy={actions.busy}
            onCancel={() => actions.setReversing(null)}
            onConfirm={() => void actions.reversePayment()}
          />
          <ConfirmDialog
            open={actions.cancelling !== null}
            title="Batalkan Tagihan"
            message={`Tagihan ${actions.cancelling?.nomor_tagihan ?? ''} dibatalkan. Nomornya tetap tercatat dan tidak dipakai lagi. Lanjutkan?`}
            confirmLabel="Batalkan Tagihan"
            cancelLabel="Kembali"
            busy={actions.busy}
            onCancel={() => actions.setCancelling(null)}
            onConfirm={() => void actions.cancelInvoice()}
          />
          <Dialog
            open={history !== null}
            title={`Riwayat ${history?.nomor_tagihan ?? ''}`}
            onClose={() => setHistory(null)}
            size="lg"
          >
            {history ? (
              <HistoryPanel
                resource="tagihan"
                id={history.idtagihan}
                title="Riwayat Perubahan"
                headingLevel={3}
                fieldLabels={INVOICE_FIELD_LABELS}
                formatValue={invoiceHistoryValue}
              />
            ) : null}
          </Dialog>
        </ListScreen>
      </div>
    </main>
  )
}
