// The business modules the processes host (API, worker, CLI), in the order their data depends on
// each other (demo and scale seeds run in it). Adding a module is one line here: its routes, OpenAPI
// tags, references, seeds and rebuild scenario come with its definition (docs/adding-a-module.md);
// composeModules checks them at start.
import { composeModules, type EventKit, type ModuleDefinition } from '../core/event-sourcing/module.ts'
import { catalogueModule } from './catalogue/index.ts'
import { certificatesModule } from './certificates/index.ts'
import { companyProfileModule } from './company-profile/index.ts'
import { contactModule } from './contact/index.ts'
import { contractsModule } from './contracts/index.ts'
import { customersModule } from './customers/index.ts'
import { dashboardModule } from './dashboard/index.ts'
import { identityModule } from './identity/index.ts'
import { invoicesModule } from './invoices/index.ts'
import { prospectsModule } from './prospects/index.ts'
import { queuesModule } from './queues/index.ts'
import { reportsModule } from './reports/index.ts'
import { schedulesModule } from './schedules/index.ts'
import { techniciansModule } from './technicians/index.ts'

export const modules: ModuleDefinition[] = [
  contactModule,
  catalogueModule,
  customersModule,
  techniciansModule,
  identityModule,
  companyProfileModule,
  contractsModule,
  prospectsModule,
  schedulesModule,
  invoicesModule,
  certificatesModule,
  reportsModule,
  dashboardModule,
  queuesModule,
]

// The checked composition of `modules`: every event type, projection and grant, or a start-up error.
export const moduleKit = (): EventKit => composeModules(modules)
