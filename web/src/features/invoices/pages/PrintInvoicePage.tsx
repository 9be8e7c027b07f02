import '../invoices.css'
import { ArrowLeft, Download, Printer } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useCompanyProfile } from '../../../lib/company-profile.ts'
import { paths } from '../../../lib/paths.ts'
import { useInvoice } from '../api/invoices-api.ts'
import { PrintedInvoice } from '../components/PrintedInvoice.tsx'
import { useInvoiceActions } from '../use-invoice-actions.ts'

// /admin-home/tagihan/{idTagihan}/cetak: the invoice as it prints (letterhead from the company
// profile, items, totals, terbilang, bank account, signature place). The print stylesheet hides
// the site's frame and these buttons, so the browser's print gives the invoice alone.
export default function PrintInvoicePage() {
  const { idTagihan = '' } = useParams()
  const invoice = useInvoice(idTagihan)
  const company = useCompanyProfile()
  const actions = useInvoiceActions(async () => invoice.mutate())
  const error = invoice.error ?? company.error
  const tagihan = invoice.data?.data
  const profile = company.data?.data
  return (
    <main id="main" className="page print-page invoice-print-page">
      <div className="container">
        <div className="invoice-print__tools print-tools">
          <Link to={paths.admin.tagihan} className={buttonClass('ghost')}>
            <ArrowLeft aria-hidden="true" size={18} />
            Daftar tagihan
          </Link>
          {tagihan && profile ? (
            <>
              <Button icon={<Printer aria-hidden="true" size={18} />} onClick={() => window.print()}>
                Cetak
              </Button>
              <Button
                variant="secondary"
                icon={<Download aria-hidden="true" size={18} />}
                onClick={() => void actions.downloadPdf(tagihan)}
              >
                Unduh PDF
              </Button>
            </>
          ) : null}
        </div>
        {error && !(tagihan && profile) ? <Alert tone="error">{error.message}</Alert> : null}
        {!(tagihan && profile) && !error ? <Spinner size="lg" label="Memuat tagihan..." /> : null}
        {tagihan && profile ? <PrintedInvoice invoice={tagihan} company={profile} /> : null}
      </div>
    </main>
  )
}
