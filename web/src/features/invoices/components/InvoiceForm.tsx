import type { FieldErrors } from '@services/core/validation.ts'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { ContractPicker } from '../../../components/pickers/ContractPicker.tsx'
import { CustomerPicker } from '../../../components/pickers/CustomerPicker.tsx'
import { VisitPicker } from '../../../components/pickers/VisitPicker.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { paths } from '../../../lib/paths.ts'
import { fieldBinders } from '../../../lib/use-rules-form.ts'
import { useCatalogue } from '../api/invoices-api.ts'
import {
  fieldOfMessage,
  type InvoiceFormValues,
  invoiceBody,
  liveAmounts,
  validateInvoice,
} from '../form-values.ts'
import { InvoiceTotals } from './InvoiceTotals.tsx'
import { ItemsEditor } from './ItemsEditor.tsx'

// The order of the form's fields, for the focus after a refused submit.
const FIELD_ORDER = ['idpelanggan', 'idkontrak', 'idpenjadwalan', 'tanggal_tagihan', 'jatuh_tempo', 'items']

function firstInvalid(errors: FieldErrors): string | undefined {
  const keys = Object.keys(errors)
  for (const field of FIELD_ORDER) {
    const hit = keys.find((key) => key === field || key.startsWith(`${field}.`))
    if (hit) return hit
  }
  return keys[0]
}

// The issue and edit form: customer and optional contract and visit, dates, items, discount, PPh 23
// and a note, with the totals computed live by the API's own amounts module at the company's PPN
// rate. Messages are the contract's; a refusal of the API that names a field is shown beside it.
export function InvoiceForm({
  initial,
  customer,
  contract,
  visit,
  ppnPersen,
  submitLabel,
  onSubmit,
  saveError,
  onReload,
}: {
  initial: InvoiceFormValues
  customer: ComboBoxOption | null
  contract: ComboBoxOption | null
  visit: ComboBoxOption | null
  ppnPersen: number
  submitLabel: string
  // Rejects with the API's error when the save failed; the form keeps what was typed.
  onSubmit: (body: Record<string, unknown>) => Promise<void>
  saveError: unknown
  onReload: () => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempted, setAttempted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [pelanggan, setPelanggan] = useState(customer)
  const [kontrak, setKontrak] = useState(contract)
  const [kunjungan, setKunjungan] = useState(visit)
  const formRef = useRef<HTMLFormElement>(null)
  const catalogue = useCatalogue().data?.data ?? []
  const amounts = liveAmounts(values, ppnPersen)

  function change(next: InvoiceFormValues) {
    setValues(next)
    if (attempted) setErrors(validateInvoice(next))
  }
  const set = <K extends keyof InvoiceFormValues>(field: K, value: InvoiceFormValues[K]) =>
    change({ ...values, [field]: value })
  const { bind, bindValue } = fieldBinders(values, errors, set)

  function focus(field: string | undefined) {
    if (!field) return
    const form = formRef.current
    const control =
      form?.querySelector<HTMLElement>(`[name="${field}"]`) ??
      form?.querySelector<HTMLElement>(
        `[data-field="${field}"] input, [data-field="${field}"] [role="spinbutton"]`,
      )
    control?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const found = validateInvoice(values)
    setErrors(found)
    setAttempted(true)
    if (Object.keys(found).length > 0) {
      focus(firstInvalid(found))
      return
    }
    setSaving(true)
    try {
      await onSubmit(invoiceBody(values))
    } catch (failure) {
      const field = failure instanceof ApiError ? fieldOfMessage(failure.message) : undefined
      if (field && failure instanceof Error) setErrors({ [field]: failure.message })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form ref={formRef} className="form invoice-form" noValidate onSubmit={submit}>
      <div className="invoice-form__main">
        <CustomerPicker
          required
          value={pelanggan}
          onChange={(option) => {
            setPelanggan(option)
            setKontrak(null)
            // The contract and the visit are the customer's own: a new customer clears them.
            setKunjungan(null)
            change({
              ...values,
              idpelanggan: option ? String(option.id) : '',
              idkontrak: '',
              idpenjadwalan: '',
            })
          }}
          placeholder="Ketik nama atau kode pelanggan"
          error={errors.idpelanggan}
        />
        <ContractPicker
          idpelanggan={values.idpelanggan}
          optional
          value={kontrak}
          onChange={(option) => {
            setKontrak(option)
            set('idkontrak', option ? String(option.id) : '')
          }}
          emptyText="Pelanggan ini belum punya kontrak"
          error={errors.idkontrak}
        />
        <VisitPicker
          label="Kunjungan (Penjadwalan)"
          customer={pelanggan}
          optional
          value={kunjungan}
          onChange={(option) => {
            setKunjungan(option)
            set('idpenjadwalan', option ? String(option.id) : '')
          }}
          error={errors.idpenjadwalan}
          hint="Kunjungan pelanggan ini yang ditagih, bila ada"
        />
        <div className="form__row">
          <div data-field="tanggal_tagihan">
            <DatePickerField label="Tanggal Tagihan" {...bindValue('tanggal_tagihan')} required />
          </div>
          <div data-field="jatuh_tempo">
            <DatePickerField
              label="Jatuh Tempo"
              {...bindValue('jatuh_tempo')}
              required
              minValue={values.tanggal_tagihan || undefined}
            />
          </div>
        </div>
        <ItemsEditor
          items={values.items}
          catalogue={catalogue}
          errors={errors}
          onChange={(items) => set('items', items)}
        />
        <TextField
          label="Diskon (Rp)"
          {...bind('diskon')}
          optional
          inputMode="numeric"
          hint="Rupiah bulat, tidak melebihi subtotal"
        />
        <label className="form-check">
          <input
            type="checkbox"
            name="potong_pph23"
            checked={values.potong_pph23}
            onChange={(event) => set('potong_pph23', event.target.checked)}
          />
          <span>Pelanggan memotong PPh 23 (2% dari DPP)</span>
        </label>
        <TextArea label="Catatan" {...bind('catatan')} optional />
      </div>
      <aside className="invoice-form__side">
        <InvoiceTotals
          title="Rincian Tagihan"
          amounts={amounts}
          diskon={Number(values.diskon) || 0}
          ppnPersen={ppnPersen}
          potongPph23={values.potong_pph23}
        />
      </aside>
      <div className="invoice-form__end">
        <SaveError error={saveError} onReload={onReload} />
        <div className="form__actions">
          <Button type="submit" busy={saving} disabled={saving}>
            {saving ? 'Menyimpan...' : submitLabel}
          </Button>
          <Link to={paths.admin.tagihan} className={buttonClass('secondary')}>
            Batal
          </Link>
        </div>
      </div>
    </form>
  )
}
