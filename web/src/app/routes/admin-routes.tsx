import type { RouteObject } from 'react-router'
import { adminRoutes as catalogue } from '../../features/catalogue/routes.tsx'
import { adminRoutes as certificates } from '../../features/certificates/routes.tsx'
import { adminRoutes as companyProfile } from '../../features/company-profile/routes.tsx'
import { adminRoutes as contact } from '../../features/contact/routes.tsx'
import { adminRoutes as contracts } from '../../features/contracts/routes.tsx'
import { adminRoutes as customers } from '../../features/customers/routes.tsx'
import { adminHomeRoute } from '../../features/dashboard/routes.tsx'
import { adminRoutes as identity } from '../../features/identity/routes.tsx'
import { adminRoutes as invoices } from '../../features/invoices/routes.tsx'
import { adminRoutes as monthlyReports } from '../../features/monthly-reports/routes.tsx'
import { adminRoutes as prospects } from '../../features/prospects/routes.tsx'
import { adminRoutes as queues } from '../../features/queues/routes.tsx'
import { adminRoutes as reports } from '../../features/reports/routes.tsx'
import { adminRoutes as schedules } from '../../features/schedules/routes.tsx'
import { adminRoutes as site } from '../../features/site/routes.tsx'
import { adminRoutes as technicians } from '../../features/technicians/routes.tsx'
import { notFoundRoute } from './not-found-route.tsx'

// Under /admin-home. Each module lists its own screens (features/<module>/routes.tsx): adding a
// module's screens is one line here.
export const adminRoutes: RouteObject[] = [
  // The admin home: the attention panel above the catalogue's index page.
  adminHomeRoute(catalogue.filter((route) => route.index)),
  ...catalogue.filter((route) => !route.index),
  ...site,
  ...contact,
  ...identity,
  ...customers,
  ...schedules,
  ...monthlyReports,
  ...invoices,
  ...companyProfile,
  ...prospects,
  ...technicians,
  ...contracts,
  ...certificates,
  ...reports,
  ...queues,
  notFoundRoute,
]
