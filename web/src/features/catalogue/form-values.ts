import type { Rules } from '@services/core/validation.ts'
import type { KatalogHarga } from '@services/modules/catalogue/rules.ts'

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

// The body sent to the API once the rules passed: trimmed text, whole Rupiah and m² as numbers,
// and an optional number left empty is left out so the server keeps the stored value.
export function payloadOf(rules: Rules, values: KatalogFormValues): Record<string, string | number> {
  const payload: Record<string, string | number> = {}
  for (const field of Object.keys(values) as KatalogField[]) {
    const rule = rules[field]
    const value = values[field].trim()
    if (rule === undefined || value === '') continue
    payload[field] = rule.type === 'integer' ? Number(value) : value
  }
  return payload
}
