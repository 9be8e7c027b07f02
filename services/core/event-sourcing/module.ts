import { type AuditPackSection, auditPackSections } from '../audit-pack-sections.ts'
import { type CompletionGuard, completionGuards } from '../completion-guards.ts'
import type { Db } from '../database.ts'
import type { EventStore } from '../event-store/event-store.ts'
import type { Projection } from '../event-store/types.ts'
import type { FileStore } from '../file-store.ts'
import { type Grants, mergeGrants } from '../permissions.ts'
import type { PersonalDataDeclaration, PersonalTable } from '../personal-data.ts'
import { type RecordReferences, type Reference, recordReferences } from '../references.ts'
import type { ScaleStep } from '../scale-data.ts'
import type { EventKit } from './event-kit.ts'
import { type EventDefinition, eventCatalogue } from './events.ts'

// The module's HTTP binding (`services/modules/<module>/http/`), loaded only by the API so that
// no other process loads Fastify. Opaque here: services/api defines and registers it.
export type ModuleHttp = { readonly kind: 'module-http'; readonly plugin: unknown }

// What the rebuild test needs to give a module's projections rows beyond its demo seed.
// One list `npm run bench` measures. A list of one record (`/api/ambang/history/:id`) names the
// record measured: `id` answers the largest one at seed:scale's size (from the module's queries).
// `whole`: a call with no pages (a history, a visit's readings), measured once as it is.
export type BenchList = {
  path: string
  search?: string
  id?: (db: Db) => Promise<number | string | undefined>
  whole?: true
}
export type ScenarioDeps = { db: Db; eventStore: EventStore; files: FileStore; references: RecordReferences }
export type RebuildScenario = (deps: ScenarioDeps) => Promise<void>

// What a business module gives the processes that host it. Every list that names modules (routes,
// OpenAPI tags, references, demo and scale seeds, rebuild scenarios) is derived from the module
// list (services/modules/index.ts), so adding a module edits nothing outside its folder but that
// list (docs/adding-a-module.md).
export type ModuleDefinition = {
  // English, the folder's name under services/modules and web/src/features.
  name: string
  // The resource on the wire (`/api/<wire>/…`) and in permissions (`read:<wire>:any`), in the
  // specification's Indonesian; absent for a module whose calls are not one resource (identity).
  wire?: string
  events: readonly EventDefinition[]
  projections: readonly Projection[]
  // The permissions the module grants to roles (its browser-safe permissions.ts).
  grants?: Grants
  // Its routes, loaded by the API only.
  http?: () => Promise<{ default: ModuleHttp }>
  // The OpenAPI tags its routes use, with their descriptions.
  openApiTags?: readonly { name: string; description: string }[]
  // The columns of its tables that point at another module's records: such a record is not
  // deleted while one points at it ('Data masih dipakai oleh <label>, nonaktifkan saja').
  references?: readonly Reference[]
  // The people its tables hold data of and which columns and files are theirs (issue 38): the
  // export and the erasure of a person's data read it; a test fails when a text column that looks
  // personal is neither declared nor marked not personal.
  personalData?: PersonalDataDeclaration
  // What must be done before another module's record is completed (a visit's device readings):
  // that module asks the composed guards (services/core/completion-guards.ts, ADR 0081).
  completionGuards?: readonly CompletionGuard[]
  // Its sections of a site's audit pack (issue 40, ADR 0090): the pack reads them from the list.
  auditPackSections?: readonly AuditPackSection[]
  // Demo records for `npm start` outside production; inserts only what is missing and answers
  // how many it added. Modules are seeded in the module list's order; files go to the file store.
  demoSeed?: (db: Db, context: { files: FileStore }) => Promise<number>
  // Its steps of `npm run seed:scale`, run in the module list's order.
  scaleSeed?: readonly ScaleStep[]
  // Its paged lists as `npm run bench` measures them at seed:scale's size: the first page, the
  // last page and a search matching a good part of the rows (a list without a search: the pages).
  benchLists?: readonly BenchList[]
  // Rows for its projections beyond the demo seed, made through its commands, for the rebuild test.
  rebuildScenario?: () => Promise<{ default: RebuildScenario }>
}

export type { EventKit }

// Checked at every start (API, worker, CLI): module and event names unique across modules,
// projection names unique, and every event a projection reads declared by some module. A partial
// composition (a seeder's) may leave out the modules its references name: those are not checked.
export function composeModules(modules: readonly ModuleDefinition[]): EventKit {
  const moduleNames = new Set<string>()
  for (const module of modules) {
    if (moduleNames.has(module.name)) throw new Error(`module name ${module.name} is used twice`)
    moduleNames.add(module.name)
  }
  const events = eventCatalogue(modules)
  const projections = modules.flatMap((module) => module.projections)
  const names = new Set<string>()
  for (const projection of projections) {
    if (names.has(projection.name)) throw new Error(`projection name ${projection.name} is used twice`)
    names.add(projection.name)
    for (const type of projection.eventTypes) {
      if (!events.has(type)) {
        throw new Error(`projection ${projection.name} reads event ${type}, which no module declares`)
      }
    }
  }
  return {
    events,
    projections,
    grants: mergeGrants(modules.map((module) => module.grants ?? {})),
    references: recordReferences(modules.flatMap((module) => module.references ?? [])),
    personalData: modules.flatMap((module): PersonalTable[] => [...(module.personalData ?? [])]),
    completion: completionGuards(modules.flatMap((module) => module.completionGuards ?? [])),
    auditPackSections: auditPackSections(modules.flatMap((module) => module.auditPackSections ?? [])),
  }
}
