import {
  CONTRACT_MESSAGES,
  kontrakContract,
  PERIODE_KUNJUNGAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
} from '@services/modules/contracts/contract.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '@services/modules/customers/contract.ts'
import { type ChangeEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import { ComboBoxField, type ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { paths } from '../../../lib/paths.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { type Kontrak, loadCustomers, loadTechnicians } from '../api/kontrak-api.ts'

export type KontrakFormValues = {
  idpelanggan: string
  jenis_pekerjaan: string
  periode_kunjungan: string
  tanggal_mulai: string
  tanggal_selesai: string
  nilai_kontrak: string
  idteknisi: string
  status_aktif: string
  catatan: string
}

export const EMPTY_KONTRAK: KontrakFormValues = {
  idpelanggan: '',
  jenis_pekerjaan: '',
  periode_kunjungan: '',
  tanggal_mulai: '',
  tanggal_selesai: '',
  nilai_kontrak: '',
  idteknisi: '',
  status_aktif: 'aktif',
  catatan: '',
}

export const valuesOf = (k: Kontrak): KontrakFormValues => ({
  idpelanggan: String(k.idpelanggan),
  jenis_pekerjaan: k.jenis_pekerjaan,
  periode_kunjungan: k.periode_kunjungan,
  tanggal_mulai: k.tanggal_mulai,
  tanggal_selesai: k.tanggal_selesai,
  nilai_kontrak: String(k.nilai_kontrak),
  idteknisi: k.idteknisi === null ? '' : String(k.idteknisi),
  status_aktif: k.status_aktif,
  catatan: k.catatan,
})

const FILE_TYPES = /\.(jpe?g|png|pdf)$/i
const MAX_BYTES = 5_242_880

// Every field of a contract with its message beside it (the API's own rules), plus the optional
// file (jpg, jpeg, png, pdf; 5 Mb at most), which is uploaded after the contract is saved.
export function KontrakForm({
  initial,
  customer,
  technician,
  submitLabel,
  onSubmit,
  saveError,
  onReload,
}: {
  initial: KontrakFormValues
  customer: ComboBoxOption | null
  technician: ComboBoxOption | null
  submitLabel: string
  onSubmit: (body: Record<string, unknown>, file: File | null) => Promise<void>
  saveError: unknown
  onReload: () => void
}) {
  const [pelanggan, setPelanggan] = useState(customer)
  const [teknisi, setTeknisi] = useState(technician)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const { values, setValues, errors, saving, formRef, change, handleSubmit } = useRulesForm({
    contract: kontrakContract,
    initialValues: initial,
    fields: Object.keys(EMPTY_KONTRAK),
    validate: (next): Record<string, string> =>
      next.tanggal_mulai && next.tanggal_selesai && next.tanggal_selesai <= next.tanggal_mulai
        ? { tanggal_selesai: CONTRACT_MESSAGES.endBeforeStart }
        : {},
  })
  const set = (field: keyof KontrakFormValues, value: string) => setValues({ ...values, [field]: value })

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setFileError(undefined)
    if (chosen && !FILE_TYPES.test(chosen.name)) setFileError(CONTRACT_MESSAGES.fileType)
    else if (chosen && chosen.size > MAX_BYTES) setFileError(CONTRACT_MESSAGES.fileTooLarge)
    setFile(chosen)
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={handleSubmit(async (cleaned) => {
        if (fileError) return
        await onSubmit(cleaned as Record<string, unknown>, file)
      })}
    >
      <ComboBoxField
        label="Pelanggan"
        name="idpelanggan"
        required
        load={loadCustomers}
        value={pelanggan}
        onChange={(option) => {
          setPelanggan(option)
          set('idpelanggan', option ? String(option.id) : '')
        }}
        placeholder="Ketik nama pelanggan"
        error={errors.idpelanggan}
      />
      <SelectField
        label="Jenis Pekerjaan"
        name="jenis_pekerjaan"
        required
        options={JENIS_PEKERJAAN_OPTIONS}
        placeholder="Pilih jenis pekerjaan"
        value={values.jenis_pekerjaan}
        onChange={change}
        error={errors.jenis_pekerjaan}
      />
      <SelectField
        label="Periode Kunjungan"
        name="periode_kunjungan"
        required
        options={PERIODE_KUNJUNGAN_OPTIONS}
        placeholder="Pilih periode kunjungan"
        value={values.periode_kunjungan}
        onChange={change}
        error={errors.periode_kunjungan}
      />
      <DatePickerField
        label="Tanggal Mulai"
        name="tanggal_mulai"
        required
        value={values.tanggal_mulai}
        onChange={(value) => set('tanggal_mulai', value)}
        error={errors.tanggal_mulai}
      />
      <DatePickerField
        label="Tanggal Selesai"
        name="tanggal_selesai"
        required
        value={values.tanggal_selesai}
        onChange={(value) => set('tanggal_selesai', value)}
        error={errors.tanggal_selesai}
      />
      <TextField
        label="Nilai Kontrak (Rp)"
        name="nilai_kontrak"
        required
        inputMode="numeric"
        value={values.nilai_kontrak}
        onChange={change}
        error={errors.nilai_kontrak}
        hint="Bilangan bulat Rupiah, tanpa titik"
      />
      <ComboBoxField
        label="Teknisi"
        name="idteknisi"
        optional
        load={loadTechnicians}
        value={teknisi}
        onChange={(option) => {
          setTeknisi(option)
          set('idteknisi', option ? String(option.id) : '')
        }}
        placeholder="Ketik nama teknisi"
        error={errors.idteknisi}
      />
      <SelectField
        label="Status Aktif"
        name="status_aktif"
        options={STATUS_AKTIF_OPTIONS}
        value={values.status_aktif}
        onChange={change}
        error={errors.status_aktif}
      />
      <TextArea
        label="Catatan"
        name="catatan"
        optional
        value={values.catatan}
        onChange={change}
        error={errors.catatan}
      />
      <TextField
        label="File Kontrak"
        name="file_kontrak"
        type="file"
        optional
        accept=".jpg,.jpeg,.png,.pdf"
        onChange={chooseFile}
        error={fileError}
        hint="jpg, jpeg, png atau pdf, maksimal 5 Mb"
      />
      <SaveError error={saveError} onReload={onReload} />
      <div className="form__actions">
        <Button type="submit" disabled={saving}>
          {saving ? 'Menyimpan...' : submitLabel}
        </Button>
        <Link to={paths.admin.kontrak} className={buttonClass('secondary')}>
          Batal
        </Link>
      </div>
    </form>
  )
}
