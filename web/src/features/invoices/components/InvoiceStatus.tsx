import type { Invoice } from '@services/modules/invoices/contract.ts'

// The invoice's state in words (never by colour alone): Batal, Lunas, Belum lunas, and Terlambat
// when an issued, unpaid invoice is past its due date.
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'batal') return <span className="badge invoice-badge--cancelled">Batal</span>
  return (
    <span className="invoice-status">
      {invoice.status_pembayaran === 'lunas' ? (
        <span className="badge badge--success">Lunas</span>
      ) : (
        <span className="badge">Belum lunas</span>
      )}
      {invoice.terlambat ? <span className="badge badge--danger invoice-badge--late">Terlambat</span> : null}
    </span>
  )
}
