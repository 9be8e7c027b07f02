// The business modules the processes host (API, worker, CLI), in the order their data depends on
// each other (demo and scale seeds run in it). Adding a module is one line here: its routes, OpenAPI
// tags, references, seeds and rebuild scenario come with its definition (docs/adding-a-module.md);
// composeModules checks them at start.
import { composeModules, type EventKit, type ModuleDefinition } from '../core/event-sourcing/module.ts'
import { accessLogModule } from './access-log/module.ts'
import { auditPackModule } from './audit-pack/module.ts'
import { catalogueModule } from './catalogue/module.ts'
import { certificatesModule } from './certificates/module.ts'
import { companyProfileModule } from './company-profile/module.ts'
import { contactModule } from './contact/module.ts'
import { contractsModule } from './contracts/module.ts'
import { correctiveActionsModule } from './corrective-actions/module.ts'
import { customersModule } from './customers/module.ts'
import { dashboardModule } from './dashboard/module.ts'
import { devicesModule } from './devices/module.ts'
import { identityModule } from './identity/module.ts'
import { incidentsModule } from './incidents/module.ts'
import { inspectionsModule } from './inspections/module.ts'
import { invoicesModule } from './invoices/module.ts'
import { monthlyReportsModule } from './monthly-reports/module.ts'
import { personalDataModule } from './personal-data/module.ts'
import { pesticidesModule } from './pesticides/module.ts'
import { prospectsModule } from './prospects/module.ts'
import { queuesModule } from './queues/module.ts'
import { reportsModule } from './reports/module.ts'
import { schedulesModule } from './schedules/module.ts'
import { sightingsModule } from './sightings/module.ts'
import { sitesModule } from './sites/module.ts'
import { techniciansModule } from './technicians/module.ts'

export const modules: ModuleDefinition[] = [
  contactModule,
  catalogueModule,
  customersModule,
  techniciansModule,
  identityModule,
  companyProfileModule,
  sitesModule,
  devicesModule,
  contractsModule,
  prospectsModule,
  schedulesModule,
  inspectionsModule,
  correctiveActionsModule,
  sightingsModule,
  monthlyReportsModule,
  invoicesModule,
  certificatesModule,
  reportsModule,
  pesticidesModule,
  auditPackModule,
  incidentsModule,
  dashboardModule,
  queuesModule,
  personalDataModule,
  accessLogModule,
]

// The checked composition of `modules`: every event type, projection and grant, or a start-up error.
export const moduleKit = (): EventKit => composeModules(modules)
