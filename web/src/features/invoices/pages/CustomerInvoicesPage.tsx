import '../invoices.css'
import { type Invoice, STATUS_PEMBAYARAN_OPTIONS } from '@services/modules/invoices/contract.ts'
import { DownloadButton } from '../../../components/DownloadButton.tsx'
import { ListScreen } from '../../../components/ListScreen.tsx'
import { formatDate, formatRupiah } from '../../../lib/format.ts'
import { useListPage, useListState } from '../../../lib/use-list-state.ts'
import { amountDue, downloadInvoicePdf, type InvoiceListAnswer } from '../api/invoices-api.ts'
import { InvoiceStatus } from '../components/InvoiceStatus.tsx'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

// Tagihan in the customer area (/pelanggan/tagihan): the customer's own invoices, newest first
// (the server keeps a customer to its own rows and totals), with their status, the amount still due
// and the PDF. Search, the payment filter and the page stay in the address.
export default function CustomerInvoicesPage() {
  const list = useListState('/tagihan/getData', { filters: ['status_pembayaran'] })
  const result = useListPage<Invoice>(list.key)
  const unpaid = (result.data as InvoiceListAnswer | undefined)?.ringkasan
  return (
    <main id="main" className="page">
      <div className="container">
        <ListScreen
          title="Tagihan"
          lead="Tagihan layanan Anda, status pembayarannya, dan PDF untuk diunduh."
          list={list}
          result={result}
          searchLabel="Cari tagihan"
          searchPlaceholder="Nomor tagihan"
          filters={[
            {
              name: 'status_pembayaran',
              label: 'Pembayaran',
              options: STATUS_PEMBAYARAN_OPTIONS.map((value) => ({ value, label: capitalised(value) })),
              allLabel: 'Semua pembayaran',
            },
          ]}
          summary={
            unpaid && unpaid.total_belum_lunas > 0 ? (
              <p className="customer-due">
                Total tagihan belum lunas: <strong>{formatRupiah(unpaid.total_belum_lunas)}</strong>
              </p>
            ) : null
          }
          caption="Tagihan Anda"
          rowKey={(row) => row.idtagihan}
          emptyMessage="Data Tagihan Kosong"
          columns={[
            { key: 'nomor', header: 'Nomor Tagihan', card: 'title', render: (row) => row.nomor_tagihan },
            { key: 'tanggal', header: 'Tanggal', render: (row) => formatDate(row.tanggal_tagihan) },
            { key: 'jatuh', header: 'Jatuh Tempo', render: (row) => formatDate(row.jatuh_tempo) },
            { key: 'total', header: 'Total', align: 'end', render: (row) => formatRupiah(row.total) },
            {
              key: 'sisa',
              header: 'Harus Dibayar',
              align: 'end',
              render: (row) => formatRupiah(amountDue(row)),
            },
            {
              key: 'status',
              header: 'Status',
              card: 'badge',
              render: (row) => <InvoiceStatus invoice={row} />,
            },
            {
              key: 'pdf',
              header: 'PDF',
              card: 'action',
              render: (row) => (
                <DownloadButton
                  label="Unduh PDF"
                  name={row.nomor_tagihan}
                  download={() => downloadInvoicePdf(row)}
                />
              ),
            },
          ]}
        />
      </div>
    </main>
  )
}
