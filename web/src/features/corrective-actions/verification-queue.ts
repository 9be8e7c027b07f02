import type { CorrectiveAction } from '@services/modules/corrective-actions/contract.ts'
import type { ApiSuccess } from '../../lib/api-client.ts'
import { type CallOutcome, type QueuedCall, queuedCalls, sendOrQueue } from '../../lib/call-outbox.ts'

// A verification at a visit goes through the technician's one outbox (lib/call-outbox.ts) like
// the visit's other records: sent at once with a connection, kept on the phone with its photo
// without one, and sent when it returns; its idempotency key makes the server record it once.
export type VerificationInput = {
  action: Pick<CorrectiveAction, 'idtindakan' | 'version'>
  idpenjadwalan: number
  catatan: string
  foto: { blob: Blob; name: string }
  key: string
}

const scopeOf = (idpenjadwalan: number) => `tindakan:${idpenjadwalan}`

export function sendVerification(
  input: VerificationInput,
): Promise<CallOutcome<ApiSuccess<CorrectiveAction>>> {
  return sendOrQueue({
    key: input.key,
    method: 'POST',
    path: `/tindakanKorektif/${input.action.idtindakan}/verifikasi`,
    body: {
      catatan: input.catatan,
      idpenjadwalan: input.idpenjadwalan,
      version: input.action.version,
      idempotency_key: input.key,
    },
    files: { foto: input.foto },
    label: `Tindakan korektif ${input.action.idtindakan}`,
    scope: scopeOf(input.idpenjadwalan),
  })
}

// The verifications of this visit waiting on the phone (or refused once the connection returned).
export async function waitingVerifications(idpenjadwalan: number): Promise<QueuedCall[]> {
  return (await queuedCalls()).filter((call) => call.scope === scopeOf(idpenjadwalan))
}

// The action a waiting verification is for.
export const actionOfCall = (call: QueuedCall) => Number(call.path.split('/')[2])
