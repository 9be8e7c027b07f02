import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'

// What the add and edit forms hold: the text typed into each field.
export type KatalogFormValues = {
  jenis_layanan: string
  deskripsi: string
  harga: string
  minimal_luasan: string
  minimum_cost: string
}

export type KatalogField = keyof KatalogFormValues

export const EMPTY_KATALOG_FORM: KatalogFormValues = {
  jenis_layanan: '',
  deskripsi: '',
  harga: '',
  minimal_luasan: '',
  minimum_cost: '',
}

export function formValuesOf(entry: KatalogHarga): KatalogFormValues {
  return {
    jenis_layanan: entry.jenis_layanan,
    deskripsi: entry.deskripsi,
    harga: String(entry.harga),
    minimal_luasan: String(entry.minimal_luasan),
    minimum_cost: String(entry.minimum_cost),
  }
}
