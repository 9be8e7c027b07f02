import type { Invoice } from '@services/modules/invoices/contract.ts'
import { ReadSummaryPanel } from '../../../components/SummaryPanel.tsx'
import { formatDate, formatRupiah } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { amountDue, type InvoiceListAnswer } from '../api/invoices-api.ts'

const SHOWN = 3

// The customer home's unpaid invoices: how much is still to be paid in all, and the newest few.
export function UnpaidInvoicesPanel() {
  return (
    <ReadSummaryPanel<InvoiceListAnswer>
      read={['/tagihan/getData', { status: 'terbit', status_pembayaran: 'belum lunas', limit: 100 }]}
      title="Tagihan Belum Lunas"
      link={paths.pelanggan.tagihan}
      linkLabel="Lihat semua tagihan"
    >
      {(data) => {
        const rows: Invoice[] = data?.data ?? []
        const due = rows.reduce((sum, invoice) => sum + amountDue(invoice), 0)
        return rows.length === 0 ? (
          <p className="summary-panel__empty">Tidak ada tagihan yang belum lunas.</p>
        ) : (
          <>
            <p>
              {data?.totalRows} tagihan, harus dibayar{' '}
              <span className="summary-panel__figure">{formatRupiah(due)}</span>
            </p>
            <ul>
              {rows.slice(0, SHOWN).map((invoice) => (
                <li key={invoice.idtagihan}>
                  {invoice.nomor_tagihan}: {formatRupiah(amountDue(invoice))}, jatuh tempo{' '}
                  {formatDate(invoice.jatuh_tempo)}
                  {invoice.terlambat ? ' (terlambat)' : ''}
                </li>
              ))}
            </ul>
          </>
        )
      }}
    </ReadSummaryPanel>
  )
}
