import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { formatNumber, formatRupiah } from '../lib/format.ts'

export type PriceEntry = Pick<
  KatalogHarga,
  'jenis_layanan' | 'deskripsi' | 'harga' | 'minimum_cost' | 'minimal_luasan'
>

// What each part of a price card shows, written once: PriceCard.tsx renders it, and the public
// pages' price island (islands/price-island.ts) fills the pre-rendered card with it before the
// app has loaded, so both give the same text (and React hydrates the island's cards unchanged).
export const PRICE_CARD_FIELDS = {
  jenis_layanan: (entry: PriceEntry) => entry.jenis_layanan,
  deskripsi: (entry: PriceEntry) => entry.deskripsi,
  harga: (entry: PriceEntry) => formatRupiah(entry.harga),
  minimum_cost: (entry: PriceEntry) => formatRupiah(entry.minimum_cost),
  minimal_luasan: (entry: PriceEntry) => `${formatNumber(entry.minimal_luasan)} m²`,
} as const satisfies Record<string, (entry: PriceEntry) => string>

export type PriceCardField = keyof typeof PRICE_CARD_FIELDS
