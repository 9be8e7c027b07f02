import type { FastifyInstance } from 'fastify'
import type { AuditPackSection } from '../core/audit-pack-sections.ts'
import type { CompletionGuards } from '../core/completion-guards.ts'
import type { Config } from '../core/config.ts'
import type { Db } from '../core/database.ts'
import type { ModuleHttp } from '../core/event-sourcing/module.ts'
import type { EventStore } from '../core/event-store/event-store.ts'
import type { FileStore } from '../core/file-store.ts'
import type { PersonalTable } from '../core/personal-data.ts'
import type { RecordReferences } from '../core/references.ts'

// What a module's routes receive: explicit dependencies, no globals.
export type ApiDeps = {
  config: Config
  db: Db
  eventStore: EventStore
  files: FileStore
  references: RecordReferences
  // What other modules require before one of this module's records is completed (ADR 0081).
  completion: CompletionGuards
  // The names of accounts by id, for histories (identity gives it; the kit knows no module).
  accountNames: (ids: string[]) => Promise<Map<string, string>>
  // Every module's personal data declarations (the personal-data module reads them).
  personalData: readonly PersonalTable[]
  // Every module's sections of the audit pack (ADR 0090): the auditor's page reads some of them.
  auditPackSections: readonly AuditPackSection[]
}

export type ModuleRoutes = (app: FastifyInstance, deps: ApiDeps) => Promise<void>

// A module's `http/index.ts` default export: its routes, registered under /api by the API.
export const defineModuleHttp = (plugin: ModuleRoutes): ModuleHttp => ({ kind: 'module-http', plugin })

export function routesOf(http: ModuleHttp): ModuleRoutes {
  if (http.kind !== 'module-http' || typeof http.plugin !== 'function')
    throw new Error('a module http binding must be made with defineModuleHttp')
  return http.plugin as ModuleRoutes
}
