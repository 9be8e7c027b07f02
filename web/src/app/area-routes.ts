import type { AreaTrees } from './app-routes.tsx'
import { adminRoutes } from './routes/admin-routes.tsx'
import { pelangganRoutes } from './routes/pelanggan-routes.tsx'
import { teknisiRoutes } from './routes/teknisi-routes.tsx'

// The signed-in areas' pages, every module's (app/modules.ts): a chunk of its own, which the entry
// loads only for an area (app/area-discovery.ts, ADR 0123).
export const areaTrees: AreaTrees = {
  'admin-home': adminRoutes,
  pelanggan: pelangganRoutes,
  teknisi: teknisiRoutes,
}
