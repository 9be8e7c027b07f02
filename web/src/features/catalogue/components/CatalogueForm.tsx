import type { KatalogHargaUpdate } from '@services/modules/catalogue/contract.ts'
import { Save } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'
import type { CatalogueField, CatalogueFormValues } from '../form-values.ts'

type CatalogueFormProps = {
  // katalogCreateContract or katalogUpdateContract: the API's own check of this form.
  contract: FormContract<KatalogHargaUpdate>
  initialValues: CatalogueFormValues
  // Edit shows the entry's id, read-only.
  entryId?: number
  submitLabel: string
  cancelTo: string
  // Resolves when saved; a rejection leaves the form as it was so the admin can try again.
  onSubmit: (payload: KatalogHargaUpdate) => Promise<void>
}

const FIELD_ORDER: CatalogueField[] = [
  'jenis_layanan',
  'deskripsi',
  'harga',
  'minimal_luasan',
  'minimum_cost',
]
const MONEY_HINT = 'Dalam Rupiah, angka saja tanpa titik. Contoh: 1250000'

// The add and edit form: the catalogue's contract (the API's own check) gives the messages, shown
// under each field; numbers are whole Rupiah and whole m², typed on a numeric keypad. An optional
// number left empty is left out of the body, so the server keeps the stored value.
export function CatalogueForm({
  contract,
  initialValues,
  entryId,
  submitLabel,
  cancelTo,
  onSubmit,
}: CatalogueFormProps) {
  const { bind, saving, formRef, handleSubmit } = useRulesForm({
    contract,
    initialValues,
    fields: FIELD_ORDER,
  })
  const hydrated = useHydrated()

  const submit = handleSubmit(async (valid) => {
    try {
      await onSubmit(valid)
    } catch {
      // The page tells the admin why (a toast); the typed values stay for another attempt.
    }
  })

  const { rules } = contract
  const isRequired = (field: CatalogueField) => rules[field]?.required !== undefined
  const numberField = (field: 'harga' | 'minimal_luasan' | 'minimum_cost', label: string, hint: string) => (
    <TextField
      label={label}
      {...bind(field)}
      inputMode="numeric"
      autoComplete="off"
      required={isRequired(field)}
      optional={!isRequired(field)}
      maxLength={15}
      hint={hint}
    />
  )

  return (
    <form
      ref={formRef}
      className="form katalog-form"
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
    >
      {entryId !== undefined ? (
        <TextField
          label="ID Katalog Harga"
          name="idkatalog_harga"
          value={String(entryId)}
          readOnly
          className="katalog-form__id"
        />
      ) : null}
      <TextField
        label="Nama Layanan"
        {...bind('jenis_layanan')}
        required={isRequired('jenis_layanan')}
        autoComplete="off"
        maxLength={rules.jenis_layanan?.maxLength}
      />
      <TextArea
        label="Deskripsi"
        {...bind('deskripsi')}
        required={isRequired('deskripsi')}
        rows={5}
        maxLength={rules.deskripsi?.maxLength}
      />
      {numberField('harga', 'Harga', `Harga per m². ${MONEY_HINT}`)}
      <div className="form__row">
        {numberField('minimal_luasan', 'Minimal Luasan', 'Luas minimum dalam m², angka saja.')}
        {numberField('minimum_cost', 'Minimum Cost', `Biaya minimum. ${MONEY_HINT}`)}
      </div>
      <div className="form__actions katalog-form__actions">
        <Link to={cancelTo} className={buttonClass('secondary')}>
          Batal
        </Link>
        <Button
          type="submit"
          disabled={!hydrated || saving}
          busy={saving}
          icon={<Save aria-hidden="true" size={18} />}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
