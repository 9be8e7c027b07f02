import { CUSTOMER_MESSAGES, type Customer } from '@services/modules/customers/contract.ts'
import { toast } from '../../components/toast.tsx'
import { ApiError, type ApiSuccess } from '../../lib/api-client.ts'
import { reloadCustomerLists } from './api/customers.ts'

export type FieldError = { field: string; message: string }

// A save of the add or edit form: on success the toast, the lists read again and `done`; a code in
// use comes back as the code field's message; any other failure goes to `onError` (SaveError) and
// rejects, so the form keeps what was typed.
export async function saveCustomer(
  request: () => Promise<ApiSuccess<Customer>>,
  fallbackMessage: string,
  handlers: { done: () => void; onError: (failure: unknown) => void },
): Promise<FieldError | undefined> {
  handlers.onError(null)
  try {
    const answer = await request()
    toast.success(answer.message ?? fallbackMessage)
    await reloadCustomerLists()
    handlers.done()
    return undefined
  } catch (failure) {
    if (failure instanceof ApiError && failure.message === CUSTOMER_MESSAGES.kodeTaken) {
      return { field: 'kode_pelanggan', message: failure.message }
    }
    handlers.onError(failure)
    throw failure
  }
}
