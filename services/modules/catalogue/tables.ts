import type { ColumnType, Generated } from 'kysely'

export type KatalogHargaTable = {
  idkatalog_harga: Generated<number>
  jenis_layanan: string
  deskripsi: string
  harga: number
  minimum_cost: number
  minimal_luasan: number
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, string>
}

export type CatalogueTables = {
  katalog_harga: KatalogHargaTable
}
