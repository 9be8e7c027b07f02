import { webModule as auditPack } from '../features/audit-pack/routes.tsx'
import { webModule as catalogue } from '../features/catalogue/routes.tsx'
import { webModule as certificates } from '../features/certificates/routes.tsx'
import { webModule as companyProfile } from '../features/company-profile/routes.tsx'
import { webModule as contact } from '../features/contact/routes.tsx'
import { webModule as contracts } from '../features/contracts/routes.tsx'
import { webModule as correctiveActions } from '../features/corrective-actions/routes.tsx'
import { webModule as customers } from '../features/customers/routes.tsx'
import { webModule as dashboard } from '../features/dashboard/routes.tsx'
import { webModule as devices } from '../features/devices/routes.tsx'
import { webModule as identity } from '../features/identity/routes.tsx'
import { webModule as incidents } from '../features/incidents/routes.tsx'
import { webModule as inspections } from '../features/inspections/routes.tsx'
import { webModule as invoices } from '../features/invoices/routes.tsx'
import { webModule as monthlyReports } from '../features/monthly-reports/routes.tsx'
import { webModule as pesticides } from '../features/pesticides/routes.tsx'
import { webModule as prospects } from '../features/prospects/routes.tsx'
import { webModule as queues } from '../features/queues/routes.tsx'
import { webModule as reports } from '../features/reports/routes.tsx'
import { webModule as schedules } from '../features/schedules/routes.tsx'
import { webModule as sightings } from '../features/sightings/routes.tsx'
import { webModule as site } from '../features/site/routes.tsx'
import { webModule as sites } from '../features/sites/routes.tsx'
import { webModule as technicians } from '../features/technicians/routes.tsx'
import type { WebModule } from '../lib/web-module.ts'

// The web twins of the modules (each declared in its features/<module>/routes.tsx): the signed-in
// areas' routes and account menus are composed from this list (routes/admin-routes.tsx, ...,
// layouts/area-menus.ts). Adding a module's screens is one line here. In the order the areas list
// their routes.
export const webModules: WebModule[] = [
  catalogue,
  site,
  contact,
  identity,
  customers,
  schedules,
  inspections,
  correctiveActions,
  monthlyReports,
  invoices,
  companyProfile,
  prospects,
  technicians,
  contracts,
  sites,
  devices,
  certificates,
  reports,
  pesticides,
  auditPack,
  sightings,
  incidents,
  queues,
  dashboard,
]
