import { JENIS_PEKERJAAN_OPTIONS, penjadwalanContract } from '@services/modules/schedules/contract.ts'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/Button.tsx'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { type ContractOption, ContractPicker } from '../../../components/pickers/ContractPicker.tsx'
import { type CustomerOption, CustomerPicker } from '../../../components/pickers/CustomerPicker.tsx'
import { SiteSelect } from '../../../components/pickers/SiteSelect.tsx'
import { TechnicianPicker } from '../../../components/pickers/TechnicianPicker.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { FORM_FIELDS, fieldOfMessage, type ScheduleFormValues } from '../form-values.ts'
import { ClashWarning } from './ClashWarning.tsx'

export type ScheduleFormProps = {
  initial: ScheduleFormValues
  customer: ComboBoxOption | null
  technician: ComboBoxOption | null
  contract: ComboBoxOption | null
  // The visit being edited: left out of the clash warning.
  idpenjadwalan?: number
  submitLabel: string
  cancelTo: string
  // Rejects with the API's error when the save failed; the form keeps what was typed.
  onSubmit: (body: Record<string, unknown>) => Promise<void>
  // SaveError, and on the edit page the status and delete buttons.
  notice?: ReactNode
}

// A visit's fields with the contract's rules and messages. The customer and technician pickers
// search the API as the admin types; the contract picker lists only the chosen customer's
// contracts, and choosing one fills the job type (and the technician when none was chosen).
export function ScheduleForm({
  initial,
  customer,
  technician,
  contract,
  idpenjadwalan,
  submitLabel,
  cancelTo,
  onSubmit,
  notice,
}: ScheduleFormProps) {
  const [pelanggan, setPelanggan] = useState<ComboBoxOption | null>(customer)
  const [teknisi, setTeknisi] = useState<ComboBoxOption | null>(technician)
  const [kontrak, setKontrak] = useState<ComboBoxOption | null>(contract)
  // The contract picker starts afresh for each customer.
  const [contractPickerKey, setContractPickerKey] = useState(0)
  const [technicianPickerKey, setTechnicianPickerKey] = useState(0)
  const {
    values,
    setValues,
    errors,
    setErrors,
    bind,
    bindValue,
    setField,
    saving,
    formRef,
    handleSubmit,
    focusField,
  } = useRulesForm({
    contract: penjadwalanContract,
    initialValues: initial,
    fields: FORM_FIELDS,
  })

  function chooseCustomer(option: CustomerOption | null) {
    setPelanggan(option)
    setKontrak(null)
    setContractPickerKey((key) => key + 1)
    setValues({
      ...values,
      idpelanggan: option ? String(option.id) : '',
      idkontrak: '',
      idlokasi: '',
      // The location starts as the customer's address; the admin may write another.
      lokasi: option ? option.alamat : values.lokasi,
      jenis_pekerjaan: values.jenis_pekerjaan || (option?.jenis_pekerjaan ?? ''),
    })
  }

  function chooseContract(option: ContractOption | null) {
    setKontrak(option)
    const next = { ...values, idkontrak: option ? String(option.id) : '' }
    if (option) {
      next.jenis_pekerjaan = option.jenis_pekerjaan
      if (values.idteknisi === '' && option.idteknisi !== null) {
        next.idteknisi = String(option.idteknisi)
        setTeknisi({ id: option.idteknisi, label: option.nama_teknisi ?? '' })
        setTechnicianPickerKey((key) => key + 1)
      }
    }
    setValues(next)
  }

  return (
    <form
      ref={formRef}
      className="form schedule-form"
      noValidate
      onSubmit={handleSubmit(async (cleaned) => {
        try {
          await onSubmit(cleaned as Record<string, unknown>)
        } catch (failure) {
          // A refusal that names one field is shown at it.
          const field = failure instanceof ApiError ? fieldOfMessage(failure.message) : undefined
          if (field && failure instanceof ApiError) {
            setErrors({ [field]: failure.message })
            focusField(field)
          }
        }
      })}
    >
      <div className="form-grid">
        <CustomerPicker required value={pelanggan} onChange={chooseCustomer} error={errors.idpelanggan} />
        <ContractPicker
          key={contractPickerKey}
          idpelanggan={values.idpelanggan}
          optional
          value={kontrak}
          onChange={chooseContract}
          emptyText="Pelanggan ini tidak punya kontrak yang cocok"
          hint="Kontrak milik pelanggan yang dipilih"
          error={errors.idkontrak}
        />
        <SiteSelect
          idpelanggan={values.idpelanggan}
          value={values.idlokasi}
          onChange={(value) => setField('idlokasi', value)}
          error={errors.idlokasi}
        />
        <TechnicianPicker
          key={`teknisi-${technicianPickerKey}`}
          required
          value={teknisi}
          onChange={(option) => {
            setTeknisi(option)
            setField('idteknisi', option ? String(option.id) : '')
          }}
          error={errors.idteknisi}
        />
        <SelectField
          label="Jenis Pekerjaan"
          {...bind('jenis_pekerjaan')}
          required
          options={JENIS_PEKERJAAN_OPTIONS}
          placeholder="Pilih jenis pekerjaan"
        />
        <DatePickerField label="Tanggal" {...bindValue('tanggal')} required />
        <TextField
          label="Jam"
          {...bind('jam')}
          type="time"
          optional
          hint="Kosongkan bila jam belum ditentukan"
        />
        <div className="form-grid__wide">
          <ClashWarning
            idteknisi={values.idteknisi}
            tanggal={values.tanggal}
            jam={values.jam}
            kecuali={idpenjadwalan}
          />
        </div>
        <TextArea
          className="form-grid__wide"
          label="Lokasi"
          {...bind('lokasi')}
          optional
          rows={2}
          hint="Terisi alamat pelanggan; ubah bila kunjungan di tempat lain"
        />
        <TextArea className="form-grid__wide" label="Catatan" {...bind('catatan')} optional rows={3} />
      </div>
      {notice}
      <div className="form__actions">
        <Button type="submit" disabled={saving}>
          {saving ? 'Menyimpan...' : submitLabel}
        </Button>
        <Link to={cancelTo} className={buttonClass('secondary')}>
          Batal
        </Link>
      </div>
    </form>
  )
}
