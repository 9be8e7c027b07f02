import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'

// What the add and edit forms hold: the text typed into each field.
export type CatalogueFormValues = {
  jenis_layanan: string
  deskripsi: string
  harga: string
  minimal_luasan: string
  minimum_cost: string
}

export type CatalogueField = keyof CatalogueFormValues

export const EMPTY_CATALOGUE_FORM: CatalogueFormValues = {
  jenis_layanan: '',
  deskripsi: '',
  harga: '',
  minimal_luasan: '',
  minimum_cost: '',
}

export function formValuesOf(entry: KatalogHarga): CatalogueFormValues {
  return {
    jenis_layanan: entry.jenis_layanan,
    deskripsi: entry.deskripsi,
    harga: String(entry.harga),
    minimal_luasan: String(entry.minimal_luasan),
    minimum_cost: String(entry.minimum_cost),
  }
}
