import type { Contract } from '@services/modules/contracts/contract.ts'
import {
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MESSAGES,
  kontrakContract,
  PERIODE_KUNJUNGAN_OPTIONS,
  STATUS_AKTIF_OPTIONS,
} from '@services/modules/contracts/contract.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '@services/modules/customers/contract.ts'
import { type ChangeEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { CustomerPicker } from '../../../components/pickers/CustomerPicker.tsx'
import { SiteSelect } from '../../../components/pickers/SiteSelect.tsx'
import { TechnicianPicker } from '../../../components/pickers/TechnicianPicker.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { paths } from '../../../lib/paths.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'

export type ContractFormValues = {
  idpelanggan: string
  jenis_pekerjaan: string
  periode_kunjungan: string
  tanggal_mulai: string
  tanggal_selesai: string
  nilai_kontrak: string
  idteknisi: string
  idlokasi: string
  status_aktif: string
  catatan: string
}

export const EMPTY_CONTRACT: ContractFormValues = {
  idpelanggan: '',
  jenis_pekerjaan: '',
  periode_kunjungan: '',
  tanggal_mulai: '',
  tanggal_selesai: '',
  nilai_kontrak: '',
  idteknisi: '',
  idlokasi: '',
  status_aktif: 'aktif',
  catatan: '',
}

export const valuesOf = (k: Contract): ContractFormValues => ({
  idpelanggan: String(k.idpelanggan),
  jenis_pekerjaan: k.jenis_pekerjaan,
  periode_kunjungan: k.periode_kunjungan,
  tanggal_mulai: k.tanggal_mulai,
  tanggal_selesai: k.tanggal_selesai,
  nilai_kontrak: String(k.nilai_kontrak),
  idteknisi: k.idteknisi === null ? '' : String(k.idteknisi),
  idlokasi: k.idlokasi === null ? '' : String(k.idlokasi),
  status_aktif: k.status_aktif,
  catatan: k.catatan,
})

// Every field of a contract with its message beside it (the API's own rules), plus the optional
// file (jpg, jpeg, png, pdf; 5 Mb at most), which is uploaded after the contract is saved.
export function ContractForm({
  initial,
  customer,
  technician,
  submitLabel,
  onSubmit,
  saveError,
  onReload,
}: {
  initial: ContractFormValues
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
  const { values, setValues, errors, bind, bindValue, setField, saving, formRef, handleSubmit } =
    useRulesForm({
      contract: kontrakContract,
      initialValues: initial,
      fields: Object.keys(EMPTY_CONTRACT),
      validate: (next): Record<string, string> =>
        next.tanggal_mulai && next.tanggal_selesai && next.tanggal_selesai <= next.tanggal_mulai
          ? { tanggal_selesai: CONTRACT_MESSAGES.endBeforeStart }
          : {},
    })

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setFileError(
      fileProblem(chosen, {
        maxBytes: CONTRACT_FILE_MAX_BYTES,
        tooLarge: CONTRACT_MESSAGES.fileTooLarge,
        type: CONTRACT_MESSAGES.fileType,
      }),
    )
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
      <CustomerPicker
        required
        value={pelanggan}
        onChange={(option) => {
          setPelanggan(option)
          // A site is the customer's: another customer starts without one.
          setValues({ ...values, idpelanggan: option ? String(option.id) : '', idlokasi: '' })
        }}
        error={errors.idpelanggan}
      />
      <SiteSelect
        idpelanggan={values.idpelanggan}
        value={values.idlokasi}
        onChange={(value) => setField('idlokasi', value)}
        error={errors.idlokasi}
      />
      <SelectField
        label="Jenis Pekerjaan"
        {...bind('jenis_pekerjaan')}
        required
        options={JENIS_PEKERJAAN_OPTIONS}
        placeholder="Pilih jenis pekerjaan"
      />
      <SelectField
        label="Periode Kunjungan"
        {...bind('periode_kunjungan')}
        required
        options={PERIODE_KUNJUNGAN_OPTIONS}
        placeholder="Pilih periode kunjungan"
      />
      <DatePickerField label="Tanggal Mulai" {...bindValue('tanggal_mulai')} required />
      <DatePickerField label="Tanggal Selesai" {...bindValue('tanggal_selesai')} required />
      <TextField
        label="Nilai Kontrak (Rp)"
        {...bind('nilai_kontrak')}
        required
        inputMode="numeric"
        hint="Bilangan bulat Rupiah, tanpa titik"
      />
      <TechnicianPicker
        optional
        value={teknisi}
        onChange={(option) => {
          setTeknisi(option)
          setField('idteknisi', option ? String(option.id) : '')
        }}
        error={errors.idteknisi}
      />
      <SelectField label="Status Aktif" {...bind('status_aktif')} options={STATUS_AKTIF_OPTIONS} />
      <TextArea label="Catatan" {...bind('catatan')} optional />
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
