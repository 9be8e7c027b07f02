// The business modules the processes host (API, worker, CLI). Adding a module is one line here
// (and one in services/api/routes/index.ts for its routes); composeModules checks them at start.
import { composeModules, type EventKit, type ModuleDefinition } from '../core/event-sourcing/module.ts'
import { catalogueModule } from './catalogue/index.ts'
import { companyProfileModule } from './company-profile/index.ts'
import { contactModule } from './contact/index.ts'
import { contractsModule } from './contracts/index.ts'
import { customersModule } from './customers/index.ts'
import { identityModule } from './identity/index.ts'
import { invoicesModule } from './invoices/index.ts'
import { prospectsModule } from './prospects/index.ts'
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
]

// The checked composition of `modules`: every event type, projection and grant, or a start-up error.
export const moduleKit = (): EventKit => composeModules(modules)
