import type { CompanyProfile } from '@services/modules/company-profile/contract.ts'
import type { Invoice } from '@services/modules/invoices/contract.ts'
import { formatDate, formatRupiah } from '../../../lib/format.ts'
import { InvoiceTotals } from './InvoiceTotals.tsx'

const quantity = (n: number) => String(n).replace('.', ',')

// One invoice on paper: the company's letterhead, the invoice's number and dates, the customer,
// the items, the stored totals and their words, where to pay and the place for the signature.
export function PrintedInvoice({ invoice, company }: { invoice: Invoice; company: CompanyProfile }) {
  return (
    <article className="invoice-print" aria-labelledby="invoice-title">
      <header className="invoice-print__letterhead">
        <p className="invoice-print__company">{company.nama_perusahaan}</p>
        <p>{company.alamat}</p>
        <p>NPWP {company.npwp}</p>
      </header>
      <div className="document__heading invoice-print__heading">
        <h1 id="invoice-title">Tagihan {invoice.nomor_tagihan}</h1>
        {invoice.status === 'batal' ? (
          <p className="invoice-print__stamp invoice-print__stamp--cancelled">DIBATALKAN</p>
        ) : invoice.status_pembayaran === 'lunas' ? (
          <p className="invoice-print__stamp">
            LUNAS{invoice.tanggal_bayar ? ` ${formatDate(invoice.tanggal_bayar)}` : ''}
          </p>
        ) : null}
      </div>
      <div className="invoice-print__parties">
        <dl className="invoice-print__facts">
          <div>
            <dt>Tanggal</dt>
            <dd>{formatDate(invoice.tanggal_tagihan)}</dd>
          </div>
          <div>
            <dt>Jatuh tempo</dt>
            <dd>
              {formatDate(invoice.jatuh_tempo)}
              {invoice.terlambat ? ' (Terlambat)' : ''}
            </dd>
          </div>
          {invoice.nomor_kontrak ? (
            <div>
              <dt>Kontrak</dt>
              <dd>{invoice.nomor_kontrak}</dd>
            </div>
          ) : null}
        </dl>
        <div className="invoice-print__customer">
          <p className="invoice-print__label">Kepada</p>
          <p className="invoice-print__customer-name">{invoice.nama_pelanggan}</p>
          <p>{invoice.alamat_pelanggan}</p>
        </div>
      </div>
      {/* Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1) */}
      <section className="invoice-print__table-wrap" aria-label="Item tagihan" tabIndex={0}>
        <table className="invoice-print__items">
          <caption className="visually-hidden">Item tagihan {invoice.nomor_tagihan}</caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Deskripsi</th>
              <th scope="col" className="num">
                Jumlah
              </th>
              <th scope="col" className="num">
                Harga Satuan
              </th>
              <th scope="col" className="num">
                Jumlah Harga
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored invoice's rows never move
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{item.deskripsi}</td>
                <td className="num">
                  {quantity(item.jumlah)} {item.satuan}
                </td>
                <td className="num">{formatRupiah(item.harga_satuan)}</td>
                <td className="num">{formatRupiah(item.jumlah_harga)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <InvoiceTotals
        amounts={invoice}
        diskon={invoice.diskon}
        ppnPersen={invoice.ppn_persen}
        potongPph23={invoice.potong_pph23}
        words={invoice.terbilang}
      />
      {invoice.catatan ? <p className="invoice-print__note">Catatan: {invoice.catatan}</p> : null}
      <footer className="invoice-print__footer">
        <div className="invoice-print__bank">
          <p className="invoice-print__label">Pembayaran ditransfer ke</p>
          <p>{company.nama_bank}</p>
          <p>No. rekening {company.nomor_rekening}</p>
          <p>a.n. {company.atas_nama_rekening}</p>
        </div>
        <div className="invoice-print__signature">
          <p>Hormat kami,</p>
          <div className="invoice-print__sign-space" aria-hidden="true" />
          <p className="invoice-print__signer">{company.penandatangan_nama}</p>
          <p>{company.penandatangan_jabatan}</p>
        </div>
      </footer>
    </article>
  )
}
