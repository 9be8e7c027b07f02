import { toast } from '../../components/toast.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { fieldOfMessage } from './form-values.ts'

// A failed save: toasted; kept for SaveError unless the form shows it beside its field.
export function reportSaveFailure(failure: unknown, keep: (failure: unknown) => void, fallback: string) {
  toast.error(failure instanceof Error ? failure.message : fallback)
  if (!(failure instanceof ApiError && fieldOfMessage(failure.message))) keep(failure)
}
