import { Type } from 'typebox'
import { defineEvent } from '../../core/event-sourcing/events.ts'

const Counted = Type.Object({ label: Type.String(), jumlah: Type.Integer() })

// A person's data erased on request (issue 38, ADR 0066): its stream is `personal_data`,
// `<jenis>:<id>`, so a second request finds it. It holds no personal value, only what was done.
export const PersonalDataErased = defineEvent(
  'PersonalDataErased',
  Type.Object({
    jenis: Type.String(),
    id: Type.String(),
    waktu: Type.String(),
    dihapus: Type.Array(Counted),
    disimpan: Type.Array(
      Type.Object({ label: Type.String(), jumlah: Type.Integer(), alasan: Type.String() }),
    ),
    berkas_dihapus: Type.Integer(),
  }),
)

export const personalDataEvents = [PersonalDataErased] as const
export const ERASURE_STREAM = 'personal_data'
