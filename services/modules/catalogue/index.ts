// The catalogue module's public face: what the API, the demo seed and the SPA may use.
export {
  createCatalogueEntry,
  deleteCatalogueEntry,
  getCatalogueEntry,
  listCatalogue,
  parseCatalogueId,
  updateCatalogueEntry,
} from './commands.ts'
export {
  CATALOGUE_MESSAGES,
  type KatalogHarga,
  type KatalogHargaInput,
  KatalogHargaRecord,
  type KatalogHargaUpdate,
  katalogCreateContract,
  katalogUpdateContract,
} from './contract.ts'
export { catalogueSeeder, DEMO_CATALOGUE } from './demo-seed.ts'
export { catalogueGrants } from './permissions.ts'
export {
  CATALOGUE_CHANNEL,
  createPublicCatalogueCache,
  type PublicCatalogue,
  type PublicCatalogueCache,
} from './public-cache.ts'
export { entriesForService, serviceForJenisLayanan } from './service-mapping.ts'
export { SERVICE_SLUGS, type ServiceSlug } from './service-slugs.ts'
export type { CatalogueTables } from './tables.ts'
