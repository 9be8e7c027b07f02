import { CUSTOMER_MESSAGES } from '@services/modules/customers/contract.ts'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { SaveError } from '../../../components/SaveError.tsx'
import { toast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { createCustomer, reloadCustomerLists } from '../api/customers.ts'
import { CustomerForm } from '../components/CustomerForm.tsx'
import { CustomerFormPage } from '../components/CustomerFormPage.tsx'
import { emptyCustomerValues } from '../form-values.ts'

// /admin-home/addPelanggan: every field; the code is one of the area's free codes.
export default function AddPelangganPage() {
  const navigate = useNavigate()
  const [error, setError] = useState<unknown>(null)
  const [initialValues] = useState(() => emptyCustomerValues())
  const save = useCallback(
    async (body: Record<string, unknown>) => {
      setError(null)
      try {
        const answer = await createCustomer(body)
        toast.success(answer.message ?? CUSTOMER_MESSAGES.created)
        await reloadCustomerLists()
        navigate(paths.admin.pelanggan)
        return undefined
      } catch (failure) {
        if (failure instanceof ApiError && failure.message === CUSTOMER_MESSAGES.kodeTaken) {
          return { field: 'kode_pelanggan', message: failure.message }
        }
        setError(failure)
        throw failure
      }
    },
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
