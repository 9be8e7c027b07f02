import type { FieldErrors } from '@services/core/validation.ts'
import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { SATUAN_OPTIONS } from '@services/modules/invoices/contract.ts'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { formatRupiah } from '../../../lib/format.ts'
import { fieldBinders } from '../../../lib/use-rules-form.ts'
import { type ItemValues, newItem, rowAmount } from '../form-values.ts'

// Quantities are typed with a comma in Indonesia (12,5); the API takes a point.
const withPoint = (text: string) => text.replace(',', '.')

function fromCatalogue(item: ItemValues, entry: KatalogHarga): ItemValues {
  return {
    ...item,
    deskripsi: entry.jenis_layanan,
    harga_satuan: String(entry.harga),
    satuan: 'm²',
    jumlah: entry.minimal_luasan > 0 ? String(entry.minimal_luasan) : item.jumlah,
    idkatalog_harga: String(entry.idkatalog_harga),
  }
}

// The invoice's rows: each in its own group (Item 1, Item 2, ...) with a catalogue picker that
// fills the description, unit, the catalogue's minimum area and price per m², then the row's amount.
export function ItemsEditor({
  items,
  catalogue,
  errors,
  onChange,
}: {
  items: ItemValues[]
  catalogue: readonly KatalogHarga[]
  errors: FieldErrors
  onChange: (items: ItemValues[]) => void
}) {
  const update = (index: number, next: ItemValues) =>
    onChange(items.map((item, at) => (at === index ? next : item)))
  const catalogueOptions = catalogue.map((entry) => ({
    value: String(entry.idkatalog_harga),
    label: `${entry.jenis_layanan} (${formatRupiah(entry.harga)}/m²)`,
  }))
  return (
    <fieldset className="invoice-items">
      <legend className="invoice-items__title">Item Tagihan</legend>
      {errors.items ? (
        <p className="field__error" role="alert">
          {errors.items}
        </p>
      ) : null}
      {items.map((item, index) => {
        const set = (field: keyof ItemValues, value: string) => update(index, { ...item, [field]: value })
        const { bind } = fieldBinders(item, errors, set, `items.${index}.`)
        return (
          <fieldset key={item.key} className="invoice-item">
            <legend className="invoice-item__title">Item {index + 1}</legend>
            {catalogueOptions.length > 0 ? (
              <SelectField
                label="Dari katalog"
                name={`items.${index}.katalog`}
                optional
                options={catalogueOptions}
                placeholder="Isi sendiri"
                value={item.idkatalog_harga}
                onChange={(event) => {
                  const entry = catalogue.find((row) => String(row.idkatalog_harga) === event.target.value)
                  update(index, entry ? fromCatalogue(item, entry) : { ...item, idkatalog_harga: '' })
                }}
              />
            ) : null}
            <TextField label="Deskripsi" {...bind('deskripsi')} required />
            <div className="invoice-item__numbers">
              <TextField
                label="Jumlah"
                {...bind('jumlah')}
                required
                inputMode="decimal"
                onChange={(event) => set('jumlah', withPoint(event.target.value))}
              />
              <SelectField label="Satuan" {...bind('satuan')} required options={SATUAN_OPTIONS} />
              <TextField label="Harga Satuan (Rp)" {...bind('harga_satuan')} required inputMode="numeric" />
            </div>
            <div className="invoice-item__footer">
              <p className="invoice-item__amount">
                Jumlah harga: <strong>{formatRupiah(rowAmount(item))}</strong>
              </p>
              {items.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 aria-hidden="true" size={16} />}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  Hapus item {index + 1}
                </Button>
              ) : null}
            </div>
          </fieldset>
        )
      })}
      <Button
        variant="secondary"
        icon={<Plus aria-hidden="true" size={18} />}
        onClick={() => onChange([...items, newItem()])}
      >
        Tambah item
      </Button>
    </fieldset>
  )
}
