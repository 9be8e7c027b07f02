import { defineModuleHttp } from '../../../http-kit/index.ts'
import auditorRoutes from './auditor.ts'
import auditorTrendRoutes from './auditor-trend.ts'
import linkRoutes from './links.ts'
import packRoutes from './packs.ts'

// The audit pack, the auditors' links and the auditor's read-only view (issue 40 items 6 and 7).
export default defineModuleHttp(async (app, deps) => {
  await app.register(packRoutes, deps)
  await app.register(linkRoutes, deps)
  await app.register(auditorRoutes, deps)
  await app.register(auditorTrendRoutes, deps)
})
