import {
  type CustomerInput,
  customerContract,
  DASAR_PEMROSESAN_LABELS,
  DASAR_PEMROSESAN_OPTIONS,
  JENIS_PEKERJAAN_OPTIONS,
  JENIS_USAHA_OPTIONS,
  KODE_AREA_OPTIONS,
  type KodeArea,
  PERIODE_KUNJUNGAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
} from '@services/modules/customers/contract.ts'
import { Save } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { useFreeKodes } from '../api/customers.ts'
import { CUSTOMER_FORM_FIELDS, type CustomerFormValues } from '../form-values.ts'

const AREA_LABELS: Record<KodeArea, string> = {
  sda: 'Sidoarjo (sda)',
  sby: 'Surabaya (sby)',
  kdr: 'Kediri (kdr)',
  mjk: 'Mojokerto (mjk)',
  mlng: 'Malang (mlng)',
}

// On the add form: the area, then one of its free codes (the pick list first, then the next
// numbers), as kodeTersedia answers them.
function KodePicker({
  value,
  error,
  onChange,
}: {
  value: string
  error?: string
  onChange: (kode: string) => void
}) {
  const [area, setArea] = useState<KodeArea>('sda')
  const { data } = useFreeKodes(area)
  const options = data?.data ?? []
  const first = options[0]
  // A new area (or the first answer) selects its first free code.
  useEffect(() => {
    if (value === '' && first) onChange(first)
  }, [value, first, onChange])
  return (
    <div className="form__row">
      <SelectField
        label="Area"
        name="area"
        options={KODE_AREA_OPTIONS.map((code) => ({ value: code, label: AREA_LABELS[code] }))}
        value={area}
        onChange={(event) => {
          setArea(event.target.value as KodeArea)
          onChange('')
        }}
      />
      <SelectField
        label="Kode Pelanggan"
        name="kode_pelanggan"
        required
        placeholder="Pilih kode pelanggan"
        options={value && !options.includes(value) ? [value, ...options] : options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint="Kode yang masih bebas di area ini."
      />
    </div>
  )
}

export type CustomerFormProps = {
  initialValues: CustomerFormValues
  // The add form picks a free code; the edit form shows the code as text.
  pickKode: boolean
  submitLabel: string
  cancelTo: string
  // Rejects when the save failed; the form keeps what was typed. A message for one field (a code
  // in use) comes back as `{ field, message }`.
  onSubmit: (
    body: CustomerInput & { status_aktif?: string },
  ) => Promise<{ field: string; message: string } | undefined>
  // Shown above the buttons (SaveError).
  notice?: ReactNode
}

// Every field of a customer with its message under it, checked with the API's own contract.
export function CustomerForm({
  initialValues,
  pickKode,
  submitLabel,
  cancelTo,
  onSubmit,
  notice,
}: CustomerFormProps) {
  const { values, setValues, errors, setErrors, bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: customerContract,
    initialValues,
    fields: CUSTOMER_FORM_FIELDS,
  })
  const hydrated = useHydrated()
  const rules = customerContract.rules
  const submit = handleSubmit(async (valid) => {
    const { version: _version, ...body } = valid
    try {
      const fieldError = await onSubmit(body)
      if (fieldError) setErrors({ [fieldError.field]: fieldError.message })
    } catch {
      // The page shows why; the typed values stay for another attempt.
    }
  })
  const text = (
    field: 'nama_pelanggan' | 'nama_kontak' | 'link_maps' | 'no_telp' | 'email',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      {...bind(field)}
      required={rules[field].required !== undefined}
      optional={rules[field].required === undefined}
      maxLength={rules[field].maxLength}
      {...extra}
    />
  )
  const textArea = (field: 'alamat' | 'catatan', label: string) => (
    <TextArea
      label={label}
      {...bind(field)}
      required={rules[field].required !== undefined}
      optional={rules[field].required === undefined}
      rows={3}
      maxLength={rules[field].maxLength}
    />
  )
  const select = (
    field: 'jenis_usaha' | 'jenis_pekerjaan' | 'periode_kunjungan' | 'status_aktif',
    label: string,
    options: readonly string[],
  ) => (
    <SelectField
      label={label}
      {...bind(field)}
      required={rules[field].required !== undefined}
      placeholder={rules[field].required !== undefined ? `Pilih ${label.toLowerCase()}` : undefined}
      options={options}
    />
  )

  return (
    <form
      ref={formRef}
      className="form customer-form"
      noValidate
      onSubmit={submit}
      aria-busy={saving || undefined}
    >
      <div className="form-grid">
        <div className="form-grid__wide">
          {pickKode ? (
            <KodePicker
              value={values.kode_pelanggan}
              error={errors.kode_pelanggan}
              onChange={(kode) => setValues((current) => ({ ...current, kode_pelanggan: kode }))}
            />
          ) : (
            <TextField
              label="Kode Pelanggan"
              {...bind('kode_pelanggan')}
              required
              maxLength={rules.kode_pelanggan.maxLength}
              hint="TTSG-{area}-{nomor}, mis. TTSG-sda-004"
            />
          )}
        </div>
        {text('nama_pelanggan', 'Nama Pelanggan', { autoComplete: 'organization' })}
        {text('nama_kontak', 'Nama Kontak', { autoComplete: 'name' })}
        <div className="form-grid__wide">{textArea('alamat', 'Alamat')}</div>
        {text('no_telp', 'No Telp', {
          inputMode: 'tel',
          autoComplete: 'tel',
          hint: 'Angka saja, boleh diawali +. Contoh: 081234567890',
        })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        <div className="form-grid__wide">
          {text('link_maps', 'Link Maps', { type: 'url', hint: 'Alamat https dari Google Maps.' })}
        </div>
        {select('jenis_usaha', 'Jenis Usaha', JENIS_USAHA_OPTIONS)}
        {select('jenis_pekerjaan', 'Jenis Pekerjaan', JENIS_PEKERJAAN_OPTIONS)}
        {select('periode_kunjungan', 'Periode Kunjungan', PERIODE_KUNJUNGAN_OPTIONS)}
        {select('status_aktif', 'Status Aktif', STATUS_AKTIF_OPTIONS)}
        <div className="form-grid__wide">{textArea('catatan', 'Catatan')}</div>
        <div className="form-grid__wide">
          <label className="form-check">
            <input
              type="checkbox"
              name="kirim_laporan_bulanan"
              checked={values.kirim_laporan_bulanan === 'true'}
              onChange={(event) =>
                setValues((current) => ({ ...current, kirim_laporan_bulanan: String(event.target.checked) }))
              }
              aria-describedby="kirim-laporan-bulanan-hint"
            />
            <span>Kirim laporan treatment bulanan ke email pelanggan</span>
          </label>
          <p id="kirim-laporan-bulanan-hint" className="field__hint">
            Setiap awal bulan laporan bulan lalu (PDF) dikirim ke email pelanggan, juga saat laporan itu
            disusun ulang. Perlu alamat email dan persetujuan pelanggan.
          </p>
        </div>
        <div className="form-grid__wide">
          <label className="form-check">
            <input
              type="checkbox"
              name="persetujuan_email_laporan"
              checked={values.persetujuan_email_laporan === 'true'}
              onChange={(event) =>
                setValues((current) => ({
                  ...current,
                  persetujuan_email_laporan: String(event.target.checked),
                }))
              }
              aria-describedby="persetujuan-email-laporan-hint"
            />
            <span>Pelanggan setuju menerima laporan bulanan lewat email</span>
          </label>
          <p id="persetujuan-email-laporan-hint" className="field__hint">
            Tanpa persetujuan ini laporan bulanan tidak dikirim lewat email. Waktu persetujuan diberikan atau
            ditarik dicatat.
          </p>
        </div>
        <SelectField
          label="Dasar Pemrosesan Data"
          {...bind('dasar_pemrosesan')}
          options={DASAR_PEMROSESAN_OPTIONS.map((value) => ({
            value,
            label: DASAR_PEMROSESAN_LABELS[value],
          }))}
        />
      </div>
      {notice}
      <div className="form__actions">
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
