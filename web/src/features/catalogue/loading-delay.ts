// Spec sections 4 and 9: the catalogue's spinner shows for at least this long before the list.
// Dependency-free: the public pages' price island (islands/price-island.ts) waits the same time.
export const CATALOGUE_LOADING_DELAY_MS = 500
