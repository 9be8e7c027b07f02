import { appRoutes } from './app-routes.tsx'
import { areaTrees } from './area-routes.ts'

// Every route with every area's pages: what the server pre-renders from (entry-server.tsx) and
// the tests read. The browser's entry builds the same tree, the areas' part once needed
// (app/area-discovery.ts).
export const routes = appRoutes(areaTrees)
