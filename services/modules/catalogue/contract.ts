import { type Static, Type } from 'typebox'
import { type ContractValue, defineContract, integer, text } from '../../core/contract.ts'

// Browser-safe: the add and edit screens in web/ check the same contracts the API checks.

export const CATALOGUE_MESSAGES = {
  created: 'Sukses Menambah Data !!!',
  updated: 'Sukses Mengedit Data Katalog Harga !!!',
  deleted: 'Sukses Menghapus Data Katalog Harga !!!',
  notFound: 'Data katalog harga tidak ditemukan',
  idMismatch: 'ID Katalog Harga tidak sesuai dengan data yang diedit',
} as const

const wholeRupiah = (label: string) => ({
  value: 0,
  message: `${label} harus berupa bilangan bulat tidak negatif`,
})

const fields = {
  jenis_layanan: text({
    label: 'Nama Layanan',
    required: 'Nama Layanan tidak boleh kosong',
    max: 100,
    example: 'Termite Control (Pasca Konstruksi)',
  }),
  deskripsi: text({
    label: 'Deskripsi',
    required: 'Deskripsi tidak boleh kosong',
    max: 2000,
    multiline: true,
    example: 'Injeksi termitisida ke tanah dan kayu',
  }),
  harga: integer({
    label: 'Harga',
    required: 'Harga tidak boleh kosong',
    min: wholeRupiah('Harga'),
    description: 'Rupiah per m²',
  }),
}

const example = {
  jenis_layanan: 'Termite Control (Pasca Konstruksi)',
  deskripsi: 'Injeksi termitisida ke tanah dan kayu',
  harga: 25000,
  minimal_luasan: 50,
  minimum_cost: 1250000,
}

// Adding an entry needs all five fields.
export const katalogCreateContract = defineContract(
  {
    ...fields,
    minimal_luasan: integer({
      label: 'Minimal Luasan',
      required: 'Minimal Luasan tidak boleh kosong',
      min: wholeRupiah('Minimal Luasan'),
      description: 'Luas minimum dalam m²',
    }),
    minimum_cost: integer({
      label: 'Minimum Cost',
      required: 'Minimum Cost tidak boleh kosong',
      min: wholeRupiah('Minimum Cost'),
      description: 'Biaya minimum dalam Rupiah',
    }),
  },
  { example },
)

// Editing needs only name, description and price; an empty minimum area or minimum cost keeps
// the stored value (enter 0 for "no minimum"). The id is echoed read-only by the edit screen.
export const katalogUpdateContract = defineContract(
  {
    idkatalog_harga: integer({
      label: 'ID Katalog Harga',
      min: { value: 1, message: CATALOGUE_MESSAGES.idMismatch },
    }),
    ...fields,
    minimal_luasan: integer({
      label: 'Minimal Luasan',
      min: wholeRupiah('Minimal Luasan'),
      description: 'Luas minimum dalam m² (kosong: tetap)',
    }),
    minimum_cost: integer({
      label: 'Minimum Cost',
      min: wholeRupiah('Minimum Cost'),
      description: 'Biaya minimum dalam Rupiah (kosong: tetap)',
    }),
  },
  { example: { idkatalog_harga: 1, ...example } },
)

export type KatalogHargaInput = ContractValue<typeof katalogCreateContract>
export type KatalogHargaUpdate = ContractValue<typeof katalogUpdateContract>

// The stored entry as the API answers it: the contract's fields plus what the server adds.
export const KatalogHargaRecord = Type.Object({
  idkatalog_harga: Type.Integer(),
  ...katalogCreateContract.schema.properties,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export type KatalogHarga = Static<typeof KatalogHargaRecord>
