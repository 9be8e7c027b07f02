import { type InvoiceAmounts, PPH23_PERSEN, terbilang } from '@services/modules/invoices/amounts.ts'
import { formatRupiah } from '../../../lib/format.ts'

// The amounts of an invoice as it prints them: subtotal to the amount to pay and its words. The
// form shows it live from what is typed; the print page from the stored invoice.
export function InvoiceTotals({
  amounts,
  diskon,
  ppnPersen,
  potongPph23,
  words,
  title,
}: {
  amounts: InvoiceAmounts
  diskon: number
  ppnPersen: number
  potongPph23: boolean
  // The stored invoice's own words; computed from the amounts when left out.
  words?: string
  title?: string
}) {
  const spelled = words ?? (amounts.total >= 0 ? terbilang(amounts.total) : '')
  const row = (label: string, value: number, strong = false) => (
    <div className={strong ? 'invoice-totals__row invoice-totals__row--strong' : 'invoice-totals__row'}>
      <dt>{label}</dt>
      <dd>{formatRupiah(value)}</dd>
    </div>
  )
  return (
    <section className="invoice-totals" aria-label={title ?? 'Rincian jumlah'}>
      {title ? <h2 className="invoice-totals__title">{title}</h2> : null}
      <dl>
        {row('Subtotal', amounts.subtotal)}
        {row('Diskon', diskon)}
        {row('DPP', amounts.dpp)}
        {row(`PPN ${ppnPersen}%`, amounts.ppn)}
        {row('Total', amounts.total, true)}
        {potongPph23 ? row(`PPh 23 (${PPH23_PERSEN}%) dipotong pelanggan`, amounts.pph23) : null}
        {row('Jumlah dibayar', amounts.jumlah_dibayar, true)}
      </dl>
      {spelled ? (
        <p className="invoice-totals__words">
          Terbilang: <em>{spelled}</em>
        </p>
      ) : null}
    </section>
  )
}
