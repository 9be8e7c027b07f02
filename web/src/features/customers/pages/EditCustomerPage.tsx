import { CUSTOMER_FIELD_LABELS, CUSTOMER_MESSAGES } from '@services/modules/customers/contract.ts'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { AccessHistoryPanel } from '../../../components/AccessHistoryPanel.tsx'
import { Alert } from '../../../components/Alert.tsx'
import { buttonClass } from '../../../components/Button.tsx'
import { HistoryPanel } from '../../../components/HistoryPanel.tsx'
import { PersonalDataPanel } from '../../../components/PersonalDataPanel.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { paths } from '../../../lib/paths.ts'
import { useEditedRecord } from '../../../lib/use-edited-record.ts'
import { readCustomer, updateCustomer, useCustomer } from '../api/customers.ts'
import { CustomerForm } from '../components/CustomerForm.tsx'
import { CustomerFormPage } from '../components/CustomerFormPage.tsx'
import { customerValues } from '../form-values.ts'
import { saveCustomer } from '../save.ts'

// /admin-home/editPelanggan/{idPelanggan}: the record as read now, saved with the version it was
// read at. Someone else's save in between answers 409: the form keeps what was typed and Muat ulang
// reads the record again, so the next save carries the new version. The history follows the form.
export default function EditCustomerPage() {
  const { idPelanggan = '' } = useParams()
  const navigate = useNavigate()
  const answer = useCustomer(idPelanggan)
  const { error } = answer
  const {
    record: customer,
    saveError,
    setSaveError,
    reloading,
    reload,
    generation: historyKey,
  } = useEditedRecord(idPelanggan, answer, (record) => record.idpelanggan, readCustomer)
  // An erasure changes the record under the form: the form opens afresh on the erased values, so
  // no save can write the old ones back.
  const [erasures, setErasures] = useState(0)
  const erased = async () => {
    await reload()
    setErasures((count) => count + 1)
  }

  async function save(body: Record<string, unknown>) {
    if (!customer) return undefined
    const { idpelanggan, version } = customer
    return saveCustomer(() => updateCustomer(idpelanggan, { ...body, version }), CUSTOMER_MESSAGES.updated, {
      done: () => navigate(paths.admin.pelanggan),
      onError: setSaveError,
    })
  }

  if (error && !customer) {
    return (
      <CustomerFormPage title="Edit Pelanggan">
        <Alert tone="error">{error.message}</Alert>
        <p>
          <Link to={paths.admin.pelanggan} className={buttonClass('secondary')}>
            Kembali ke Data Pelanggan
          </Link>
        </p>
      </CustomerFormPage>
    )
  }
  return (
    <CustomerFormPage
      title="Edit Pelanggan"
      after={
        customer ? (
          <>
            <div className="panel" id="riwayat">
              <HistoryPanel
                key={historyKey}
                resource="pelanggan"
                id={customer.idpelanggan}
                fieldLabels={CUSTOMER_FIELD_LABELS}
              />
              {customer.persetujuan_email_laporan_pada ? (
                <p className="muted">
                  Persetujuan email laporan {customer.persetujuan_email_laporan ? 'diberikan' : 'ditarik'}{' '}
                  {formatDateTime(customer.persetujuan_email_laporan_pada)}
                </p>
              ) : null}
              <AccessHistoryPanel
                key={`akses-${historyKey}`}
                resource="pelanggan"
                id={customer.idpelanggan}
              />
            </div>
            <PersonalDataPanel jenis="pelanggan" id={customer.idpelanggan} onErased={() => void erased()} />
          </>
        ) : null
      }
    >
      {customer ? (
        <CustomerForm
          key={`${customer.idpelanggan}-${erasures}`}
          initialValues={customerValues(customer)}
          pickKode={false}
          submitLabel="Simpan Perubahan"
          cancelTo={paths.admin.pelanggan}
          onSubmit={save}
          notice={<SaveError error={saveError} onReload={reload} reloading={reloading} />}
        />
      ) : (
        <Spinner size="lg" label="Memuat data pelanggan..." />
      )}
    </CustomerFormPage>
  )
}
