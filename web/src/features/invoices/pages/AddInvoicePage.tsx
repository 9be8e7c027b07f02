import '../invoices.css'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { useCompanyProfile } from '../../../lib/company-profile.ts'
import { paths } from '../../../lib/paths.ts'
import { saveInvoice } from '../api/invoices-api.ts'
import { InvoiceForm } from '../components/InvoiceForm.tsx'
import { emptyInvoice } from '../form-values.ts'
import { newIdempotencyKey } from '../idempotency-key.ts'
import { reportSaveFailure } from '../save-failure.ts'

// /admin-home/addTagihan: a new invoice; the server gives its number INV/{tahun}/{nnnn} and takes
// the PPN rate from the company profile, the rate the live totals use here.
export default function AddInvoicePage() {
  const navigate = useNavigate()
  const company = useCompanyProfile()
  const [saveError, setSaveError] = useState<unknown>(null)
  // One key per opening of the form: a second click or a retry never issues a second invoice.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [initial] = useState(() => emptyInvoice())
  const profile = company.data?.data
  return (
    <main id="main" className="page">
      <div className="container invoice-page">
        <h1>Terbitkan Tagihan</h1>
        <p>Nomor tagihan diberikan otomatis saat diterbitkan. Tarif PPN mengikuti Profil Perusahaan.</p>
        {company.error && !profile ? (
          <Alert tone="error">
            {company.error.message}
            {/* A new company has no profile yet: the way out is one click away. */}
            {company.error.status === 404 ? (
              <>
                {' '}
                <Link to={paths.admin.pengaturan}>Isi Profil Perusahaan</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        {!profile && !company.error ? <Spinner size="lg" label="Memuat profil perusahaan..." /> : null}
        {profile ? (
          <InvoiceForm
            initial={initial}
            customer={null}
            contract={null}
            visit={null}
            ppnPersen={profile.ppn_persen}
            submitLabel="Terbitkan Tagihan"
            saveError={saveError}
            onReload={() => setSaveError(null)}
            onSubmit={async (body) => {
              setSaveError(null)
              try {
                const saved = await saveInvoice(null, { ...body, idempotency_key: idempotencyKey })
                toast.success(`Tagihan ${saved.data.nomor_tagihan} diterbitkan`)
                navigate(`${paths.admin.tagihan}?q=${encodeURIComponent(saved.data.nomor_tagihan)}`)
              } catch (failure) {
                reportSaveFailure(failure, setSaveError, 'Gagal menerbitkan tagihan')
                throw failure
              }
            }}
          />
        ) : null}
      </div>
    </main>
  )
}
