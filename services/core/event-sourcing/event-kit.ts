import type { AuditPackSection } from '../audit-pack-sections.ts'
import type { CompletionGuards } from '../completion-guards.ts'
import type { Projection } from '../event-store/types.ts'
import type { Grants } from '../permissions.ts'
import type { PersonalTable } from '../personal-data.ts'
import type { RecordReferences } from '../references.ts'
import type { EventCatalogue } from './events.ts'

// What the composed module list gives the event store, rebuilds and access checks. Its own file so
// the event store can name it without importing the module list's definitions (which name the
// event store's type in turn).
export type EventKit = {
  events: EventCatalogue
  projections: Projection[]
  grants: Grants
  references: RecordReferences
  // Every module's personal data declarations, in the module list's order.
  personalData: readonly PersonalTable[]
  completion: CompletionGuards
  // Every module's sections of a site's audit pack, in their order (ADR 0090).
  auditPackSections: readonly AuditPackSection[]
}
