import type { KatalogHargaUpdate } from '@services/modules/catalogue/contract.ts'
import { Save } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'
import type { KatalogField, KatalogFormValues } from '../form-values.ts'

type KatalogFormProps = {
  // katalogCreateContract or katalogUpdateContract: the API's own check of this form.
  contract: FormContract<KatalogHargaUpdate>
  initialValues: KatalogFormValues
  // Edit shows the entry's id, read-only.
  idKatalog?: number
  submitLabel: string
  cancelTo: string
  // Resolves when saved; a rejection leaves the form as it was so the admin can try again.
  onSubmit: (payload: KatalogHargaUpdate) => Promise<void>
}

const FIELD_ORDER: KatalogField[] = ['jenis_layanan', 'deskripsi', 'harga', 'minimal_luasan', 'minimum_cost']
const MONEY_HINT = 'Dalam Rupiah, angka saja tanpa titik. Contoh: 1250000'

// The add and edit form: the catalogue's contract (the API's own check) gives the messages, shown
// under each field; numbers are whole Rupiah and whole m², typed on a numeric keypad. An optional
// number left empty is left out of the body, so the server keeps the stored value.
export function KatalogForm({
  contract,
  initialValues,
  idKatalog,
  submitLabel,
  cancelTo,
  onSubmit,
}: KatalogFormProps) {
  const { values, errors, saving, formRef, change, handleSubmit } = useRulesForm({
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
  const isRequired = (field: KatalogField) => rules[field]?.required !== undefined
  const numberField = (field: 'harga' | 'minimal_luasan' | 'minimum_cost', label: string, hint: string) => (
    <TextField
      label={label}
      name={field}
      inputMode="numeric"
      autoComplete="off"
      required={isRequired(field)}
      optional={!isRequired(field)}
      maxLength={15}
      hint={hint}
      value={values[field]}
      onChange={change}
      error={errors[field]}
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
      {idKatalog !== undefined ? (
        <TextField
          label="ID Katalog Harga"
          name="idkatalog_harga"
          value={String(idKatalog)}
          readOnly
          className="katalog-form__id"
        />
      ) : null}
      <TextField
        label="Nama Layanan"
        name="jenis_layanan"
        required={isRequired('jenis_layanan')}
        autoComplete="off"
        maxLength={rules.jenis_layanan?.maxLength}
        value={values.jenis_layanan}
        onChange={change}
        error={errors.jenis_layanan}
      />
      <TextArea
        label="Deskripsi"
        name="deskripsi"
        required={isRequired('deskripsi')}
        rows={5}
        maxLength={rules.deskripsi?.maxLength}
        value={values.deskripsi}
        onChange={change}
        error={errors.deskripsi}
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
