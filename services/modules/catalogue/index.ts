// The catalogue module's public face: what the API, the demo seed and the SPA may use.
export {
  createKatalogHarga,
  deleteKatalogHarga,
  getKatalogHarga,
  listKatalogHarga,
  parseKatalogId,
  updateKatalogHarga,
} from './commands.ts'
export { catalogueSeeder, DEMO_CATALOGUE } from './demo-seed.ts'
export {
  CATALOGUE_CHANNEL,
  createPublicCatalogueCache,
  type PublicCatalogue,
  type PublicCatalogueCache,
} from './public-cache.ts'
export {
  CATALOGUE_MESSAGES,
  type KatalogHarga,
  type KatalogHargaInput,
  katalogCreateRules,
  katalogUpdateRules,
  validateKatalog,
} from './rules.ts'
export { entriesForService, serviceForJenisLayanan } from './service-mapping.ts'
export { SERVICE_SLUGS, type ServiceSlug } from './service-slugs.ts'
export type { CatalogueTables } from './tables.ts'
