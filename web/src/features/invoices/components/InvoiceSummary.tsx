import { formatNumber, formatRupiah } from '../../../lib/format.ts'
import type { InvoiceListAnswer } from '../api/invoices-api.ts'

// The figures of every filtered invoice (not only the page shown), as the API sums them.
export function InvoiceSummary({ ringkasan }: { ringkasan: InvoiceListAnswer['ringkasan'] }) {
  if (!ringkasan) return null
  return (
    <section className="invoice-summary" aria-label="Ringkasan tagihan yang ditampilkan">
      <dl className="invoice-summary__list">
        <div className="invoice-summary__item">
          <dt>Belum lunas</dt>
          <dd>{formatRupiah(ringkasan.total_belum_lunas)}</dd>
        </div>
        <div className="invoice-summary__item">
          <dt>Lunas</dt>
          <dd>{formatRupiah(ringkasan.total_lunas)}</dd>
        </div>
        <div className="invoice-summary__item invoice-summary__item--late">
          <dt>Terlambat</dt>
          <dd>{formatNumber(ringkasan.jumlah_terlambat)} tagihan</dd>
        </div>
      </dl>
    </section>
  )
}
