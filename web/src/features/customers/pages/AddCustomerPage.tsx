import { CUSTOMER_MESSAGES } from '@services/modules/customers/contract.ts'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { SaveError } from '../../../components/SaveError.tsx'
import { paths } from '../../../lib/paths.ts'
import { createCustomer } from '../api/customers.ts'
import { CustomerForm } from '../components/CustomerForm.tsx'
import { CustomerFormPage } from '../components/CustomerFormPage.tsx'
import { emptyCustomerValues } from '../form-values.ts'
import { saveCustomer } from '../save.ts'

// /admin-home/addPelanggan: every field; the code is one of the area's free codes.
export default function AddCustomerPage() {
  const navigate = useNavigate()
  const [error, setError] = useState<unknown>(null)
  const [initialValues] = useState(() => emptyCustomerValues())
  const save = useCallback(
    (body: Record<string, unknown>) =>
      saveCustomer(() => createCustomer(body), CUSTOMER_MESSAGES.created, {
        done: () => navigate(paths.admin.pelanggan),
        onError: setError,
      }),
    [navigate],
  )
  return (
    <CustomerFormPage title="Tambah Pelanggan">
      <CustomerForm
        initialValues={initialValues}
        pickKode
        submitLabel="Simpan"
        cancelTo={paths.admin.pelanggan}
        onSubmit={save}
        notice={<SaveError error={error} onReload={() => setError(null)} />}
      />
    </CustomerFormPage>
  )
}
