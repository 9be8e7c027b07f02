// The company's five services, as their pages' paths spell them. Defined only here: the API, the
// catalogue's service mapping and the SPA (its route paths, menus and service pages) all read this
// list. Plain data with no imports, so the SPA's first script carries only these five strings.
export const SERVICE_SLUGS = [
  'pest-control',
  'rodent-control',
  'termite-control',
  'disinfeksi',
  'fumigasi',
] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]
