import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { entriesForService } from '@services/modules/catalogue/service-mapping.ts'
import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import type { ApiSuccess, SwrKey } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// GET /api/katalog_harga/getData, public. The same key as the catalogue page, so a visitor who
// comes from there sees the prices at once from SWR's cache while they are read again.
export const SERVICE_PRICES_KEY = [
  '/katalog_harga/getData',
  undefined,
  { auth: false },
] as const satisfies SwrKey

function logFailure(error: Error) {
  console.error('Terjadi kesalahan', error)
}

// `shown`: the list the public page's island already showed (ADR 0052), the first data.
export function useServicePrices(slug: ServiceSlug, shown?: KatalogHarga[]) {
  const { data, error } = useApi<ApiSuccess<KatalogHarga[]>>(SERVICE_PRICES_KEY, {
    revalidateOnMount: true,
    onError: logFailure,
    ...(shown ? { fallbackData: { status: 'sukses', data: shown } } : {}),
  })
  return {
    entries: data ? entriesForService(data.data, slug) : undefined,
    failed: error !== undefined && data === undefined,
  }
}
