import { toast } from '../../components/toast.tsx'
import type { ApiSuccess } from '../../lib/api-client.ts'
import { ApiError } from '../../lib/api-client.ts'
import { reloadScheduleLists, type Schedule } from './api/schedules-api.ts'
import { fieldOfMessage } from './form-values.ts'

// A save of the add or edit page: the toast says what was done, the lists are read again and the
// page goes back to its list. A refusal naming one field is left to the form (shown at the field);
// any other goes to the page's SaveError. Either way it rejects, so the form keeps what was typed.
export async function saveVisit(
  request: () => Promise<ApiSuccess<Schedule>>,
  fallbackMessage: string,
  handlers: { done: () => void; onError: (failure: unknown) => void },
): Promise<void> {
  handlers.onError(null)
  try {
    const answer = await request()
    toast.success(answer.message ?? fallbackMessage)
    await reloadScheduleLists()
    handlers.done()
  } catch (failure) {
    const atField = failure instanceof ApiError && fieldOfMessage(failure.message) !== undefined
    if (!atField) handlers.onError(failure)
    toast.error(failure instanceof Error ? failure.message : 'Gagal menyimpan data penjadwalan')
    throw failure
  }
}
