import { type FieldErrors, type FormValues, type Rules, validate } from '../../core/validation.ts'

// Browser-safe: the add and edit screens in web/ import this file for the same rules and messages.

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

const text = {
  jenis_layanan: { label: 'Nama Layanan', maxLength: 100 },
  deskripsi: { label: 'Deskripsi', maxLength: 2000 },
} as const
const numbers = {
  harga: { label: 'Harga', type: 'integer', min: wholeRupiah('Harga') },
  minimal_luasan: { label: 'Minimal Luasan', type: 'integer', min: wholeRupiah('Minimal Luasan') },
  minimum_cost: { label: 'Minimum Cost', type: 'integer', min: wholeRupiah('Minimum Cost') },
} as const

// Adding an entry needs all five fields.
export const katalogCreateRules = {
  jenis_layanan: { ...text.jenis_layanan, required: 'Nama Layanan tidak boleh kosong' },
  deskripsi: { ...text.deskripsi, required: 'Deskripsi tidak boleh kosong' },
  harga: { ...numbers.harga, required: 'Harga tidak boleh kosong' },
  minimal_luasan: { ...numbers.minimal_luasan, required: 'Minimal Luasan tidak boleh kosong' },
  minimum_cost: { ...numbers.minimum_cost, required: 'Minimum Cost tidak boleh kosong' },
} satisfies Rules

// Editing needs only name, description and price; an empty minimum area or minimum cost keeps
// the stored value (enter 0 for "no minimum"). The id is echoed read-only by the edit screen.
export const katalogUpdateRules = {
  idkatalog_harga: {
    label: 'ID Katalog Harga',
    type: 'integer',
    min: { value: 1, message: CATALOGUE_MESSAGES.idMismatch },
  },
  jenis_layanan: { ...text.jenis_layanan, required: 'Nama Layanan tidak boleh kosong' },
  deskripsi: { ...text.deskripsi, required: 'Deskripsi tidak boleh kosong' },
  harga: { ...numbers.harga, required: 'Harga tidak boleh kosong' },
  minimal_luasan: numbers.minimal_luasan,
  minimum_cost: numbers.minimum_cost,
} satisfies Rules

const NUMBER_FIELDS = ['idkatalog_harga', 'harga', 'minimal_luasan', 'minimum_cost'] as const

// The shared integer check reads text with Number(), which takes '25.000' (Indonesian thousands)
// as 25 and accepts '1e3' or '0x10'. Money typed as text must be plain digits, so a price can
// never silently lose three zeros.
export function validateKatalog(rules: Rules, values: FormValues): FieldErrors {
  const errors = validate(rules, values)
  for (const field of NUMBER_FIELDS) {
    const rule = rules[field]
    const value = values[field]
    if (rule === undefined || errors[field] !== undefined || typeof value !== 'string') continue
    if (value.trim() !== '' && !/^\d+$/.test(value.trim())) errors[field] = rule.min?.message ?? rule.label
  }
  // Keep the rules' field order so the first message is the first field on the form.
  return Object.fromEntries(Object.keys(rules).flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])))
}

export type KatalogHarga = {
  idkatalog_harga: number
  jenis_layanan: string
  deskripsi: string
  harga: number
  minimum_cost: number
  minimal_luasan: number
  created_at: string
  updated_at: string
}

export type KatalogHargaInput = Pick<
  KatalogHarga,
  'jenis_layanan' | 'deskripsi' | 'harga' | 'minimum_cost' | 'minimal_luasan'
>
