import { useReloadedRecord } from '../../../lib/use-edited-record.ts'
import '../invoices.css'
import { INVOICE_MESSAGES } from '@services/modules/invoices/contract.ts'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Alert } from '../../../components/Alert.tsx'
import { buttonClass } from '../../../components/Button.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { useVisitOption } from '../../../components/pickers/VisitPicker.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/toast.tsx'
import { paths } from '../../../lib/paths.ts'
import { saveInvoice, useInvoice } from '../api/invoices-api.ts'
import { InvoiceForm } from '../components/InvoiceForm.tsx'
import { valuesOf } from '../form-values.ts'
import { INVOICE_FIELD_LABELS, invoiceHistoryValue } from '../history-labels.ts'
import { newIdempotencyKey } from '../idempotency-key.ts'
import { reportSaveFailure } from '../save-failure.ts'

// /admin-home/editTagihan/{idTagihan}: an unpaid, issued invoice's every field, at the PPN rate it
// was issued with. A paid or cancelled one is shown with the reason it cannot be changed.
export default function EditInvoicePage() {
  const { idTagihan = '' } = useParams()
  const navigate = useNavigate()
  const answer = useInvoice(idTagihan)
  const { error } = answer
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const {
    loaded,
    saveError,
    setSaveError,
    reload,
    generation: formKey,
  } = useReloadedRecord(answer, () => setIdempotencyKey(newIdempotencyKey()))
  // The invoice names its visit by id: the picker shows the visit's date and job once read.
  const visit = useVisitOption(loaded?.idpenjadwalan ?? null)

  const locked =
    loaded?.status === 'batal'
      ? INVOICE_MESSAGES.cancelledNoEdit
      : loaded?.status_pembayaran === 'lunas'
        ? INVOICE_MESSAGES.paidNoEdit
        : null

  return (
    <main id="main" className="page">
      <div className="container invoice-page">
        <h1>Ubah Tagihan {loaded?.nomor_tagihan ?? ''}</h1>
        {error && !loaded ? <Alert tone="error">{error.message}</Alert> : null}
        {(!loaded && !error) || (loaded && visit === undefined) ? (
          <Spinner size="lg" label="Memuat data tagihan..." />
        ) : null}
        {loaded && visit !== undefined ? (
          <>
            <p>
              Versi {loaded.version} · {loaded.status} · {loaded.status_pembayaran} · PPN {loaded.ppn_persen}%
            </p>
            {locked ? (
              <Alert tone="warning">
                <p>{locked}</p>
                <p>
                  <Link
                    to={paths.admin.cetakTagihan(loaded.idtagihan)}
                    className={buttonClass('secondary', 'sm')}
                  >
                    Lihat tagihan
                  </Link>
                </p>
              </Alert>
            ) : (
              <InvoiceForm
                key={formKey}
                initial={valuesOf(loaded)}
                customer={{ id: loaded.idpelanggan, label: loaded.nama_pelanggan }}
                contract={
                  loaded.idkontrak === null
                    ? null
                    : { id: loaded.idkontrak, label: loaded.nomor_kontrak ?? '' }
                }
                visit={visit}
                ppnPersen={loaded.ppn_persen}
                submitLabel="Simpan Perubahan"
                saveError={saveError}
                onReload={() => void reload()}
                onSubmit={async (body) => {
                  setSaveError(null)
                  try {
                    const saved = await saveInvoice(loaded.idtagihan, {
                      ...body,
                      version: loaded.version,
                      idempotency_key: idempotencyKey,
                    })
                    toast.success(saved.message ?? `Tagihan ${saved.data.nomor_tagihan} diubah`)
                    navigate(`${paths.admin.tagihan}?q=${encodeURIComponent(saved.data.nomor_tagihan)}`)
                  } catch (failure) {
                    reportSaveFailure(failure, setSaveError, 'Gagal mengubah tagihan')
                    throw failure
                  }
                }}
              />
            )}
            <section id="riwayat">
              <HistoryPanel
                resource="tagihan"
                id={loaded.idtagihan}
                fieldLabels={INVOICE_FIELD_LABELS}
                formatValue={invoiceHistoryValue}
              />
            </section>
          </>
        ) : null}
      </div>
    </main>
  )
}
