import type { FieldErrors } from '@services/core/validation.ts'
import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { SATUAN_OPTIONS } from '@services/modules/invoices/contract.ts'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { formatRupiah } from '../../../lib/format.ts'
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
        const error = (field: string) => errors[`items.${index}.${field}`]
        const set = (field: keyof ItemValues, value: string) => update(index, { ...item, [field]: value })
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
            <TextField
              label="Deskripsi"
              name={`items.${index}.deskripsi`}
              required
              value={item.deskripsi}
              onChange={(event) => set('deskripsi', event.target.value)}
              error={error('deskripsi')}
            />
            <div className="invoice-item__numbers">
              <TextField
                label="Jumlah"
                name={`items.${index}.jumlah`}
                required
                inputMode="decimal"
                value={item.jumlah}
                onChange={(event) => set('jumlah', withPoint(event.target.value))}
                error={error('jumlah')}
              />
              <SelectField
                label="Satuan"
                name={`items.${index}.satuan`}
                required
                options={SATUAN_OPTIONS}
                value={item.satuan}
                onChange={(event) => set('satuan', event.target.value)}
                error={error('satuan')}
              />
              <TextField
                label="Harga Satuan (Rp)"
                name={`items.${index}.harga_satuan`}
                required
                inputMode="numeric"
                value={item.harga_satuan}
                onChange={(event) => set('harga_satuan', event.target.value)}
                error={error('harga_satuan')}
              />
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
