import { Type } from 'typebox'
import { defineEvent } from '../../core/event-sourcing/events.ts'

// A pack's request (stream `paket-audit`, id idpaket): the outbox of its compile (docs/adr/0038's
// pattern, ADR 0090), written with the audit_packs row, handed to BullMQ by the relay.
export const AUDIT_PACK_STREAM_TYPE = 'paket-audit'
export const AuditPackRequested = defineEvent(
  'AuditPackRequested',
  Type.Object({
    idpaket: Type.Integer(),
    idlokasi: Type.Integer(),
    dari: Type.String(),
    sampai: Type.String(),
  }),
  { relayed: true },
)

// An auditor's link given and taken back (stream `tautan-auditor`, id idtautan; ADR 0091). The
// token is never in an event: only its hash, in the auditor_links row.
export const AUDITOR_LINK_STREAM_TYPE = 'tautan-auditor'
export const AuditorLinkCreated = defineEvent(
  'AuditorLinkCreated',
  Type.Object({
    idtautan: Type.Integer(),
    idlokasi: Type.Integer(),
    idpaket: Type.Integer(),
    dari: Type.String(),
    sampai: Type.String(),
    nama_auditor: Type.String(),
    berlaku_sampai: Type.String(),
  }),
)
export const AuditorLinkRevoked = defineEvent('AuditorLinkRevoked', Type.Object({ idtautan: Type.Integer() }))

export const auditPackEvents = [AuditPackRequested, AuditorLinkCreated, AuditorLinkRevoked] as const
