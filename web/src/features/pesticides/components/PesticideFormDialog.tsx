import {
  FORMULASI_OPTIONS,
  PESTICIDE_FILE_MAX_BYTES,
  PESTICIDE_MESSAGES,
  type Pesticide,
  pesticideContract,
  pesticideUpdateContract,
  SATUAN_OPTIONS,
} from '@services/modules/pesticides/contract.ts'
import { useState } from 'react'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { FileField } from '../../../components/FileField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { RadioGroup } from '../../../components/RadioGroup.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { useKeptFile } from '../../../lib/use-kept-file.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'
import type { PesticideFiles } from '../api/pesticides-api.ts'

const RULES = {
  maxBytes: PESTICIDE_FILE_MAX_BYTES,
  tooLarge: PESTICIDE_MESSAGES.fileTooLarge,
  type: PESTICIDE_MESSAGES.fileType,
}
const RESTRICTED = [
  { value: 'false', label: 'Tidak' },
  { value: 'true', label: 'Ya, pestisida terbatas' },
]

// Tambah / Edit Pestisida: the product, its Kementan registration and expiry, whether it is
// restricted, its unit, and its label and SDS files (optional; a file chosen replaces the kept one).
export function PesticideFormDialog({
  pesticide,
  onClose,
  onSave,
  error,
}: {
  pesticide: Pesticide | null
  onClose: () => void
  onSave: (fields: Record<string, unknown>, files: PesticideFiles) => Promise<void>
  error: unknown
}) {
  const editing = pesticide !== null
  const { bind, bindValue, saving, formRef, handleSubmit, focusField } = useRulesForm({
    contract: (editing ? pesticideUpdateContract : pesticideContract) as FormContract<
      Record<string, unknown>
    >,
    initialValues: {
      nama_dagang: pesticide?.nama_dagang ?? '',
      bahan_aktif: pesticide?.bahan_aktif ?? '',
      kadar: pesticide?.kadar ?? '',
      formulasi: pesticide?.formulasi ?? '',
      nomor_registrasi: pesticide?.nomor_registrasi ?? '',
      berlaku_sampai: pesticide?.berlaku_sampai ?? '',
      terbatas: pesticide ? String(pesticide.terbatas) : 'false',
      satuan: pesticide?.satuan ?? '',
      hama_sasaran: pesticide?.hama_sasaran ?? '',
      pengenceran: pesticide?.pengenceran ?? '',
    },
    fields: [
      'nama_dagang',
      'bahan_aktif',
      'kadar',
      'formulasi',
      'nomor_registrasi',
      'berlaku_sampai',
      'terbatas',
      'satuan',
      'hama_sasaran',
      'pengenceran',
    ],
  })
  const [files, setFiles] = useState<PesticideFiles>({ file_label: null, file_sds: null })
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof PesticideFiles, string>>>({})
  const keptLabel = useKeptFile(
    pesticide?.file_label ? `/pestisida/label/${pesticide.idpestisida}` : null,
    pesticide?.nama_file_label ?? null,
  )
  const keptSds = useKeptFile(
    pesticide?.file_sds ? `/pestisida/sds/${pesticide.idpestisida}` : null,
    pesticide?.nama_file_sds ?? null,
  )
  const choose = (name: keyof PesticideFiles) => (chosen: File | null) => {
    setFiles((current) => ({ ...current, [name]: chosen }))
    setFileErrors((current) => ({ ...current, [name]: fileProblem(chosen, RULES) }))
  }

  return (
    <FormDialog
      title={editing ? 'Edit Pestisida' : 'Tambah Pestisida'}
      formId={editing ? `pestisida-edit-${pesticide.idpestisida}` : 'pestisida-tambah'}
      formRef={formRef}
      onClose={onClose}
      onSubmit={(event) => {
        const problems = {
          file_label: fileProblem(files.file_label, RULES),
          file_sds: fileProblem(files.file_sds, RULES),
        }
        setFileErrors(problems)
        void handleSubmit(
          keepTyped(async (cleaned: Record<string, unknown>) => {
            if (problems.file_label) return focusField('file_label')
            if (problems.file_sds) return focusField('file_sds')
            await onSave(cleaned, files)
          }),
        )(event)
      }}
      saving={saving}
    >
      <TextField label="Nama Dagang" {...bind('nama_dagang')} required maxLength={120} />
      <TextField label="Bahan Aktif" {...bind('bahan_aktif')} required maxLength={120} />
      <TextField label="Kadar" {...bind('kadar')} required maxLength={40} hint="Mis. 0,005 % atau 100 g/l" />
      <SelectField
        label="Formulasi"
        {...bind('formulasi')}
        required
        placeholder="Pilih formulasi"
        options={FORMULASI_OPTIONS}
      />
      <TextField
        label="Nomor Registrasi"
        {...bind('nomor_registrasi')}
        required
        maxLength={40}
        hint="Nomor pendaftaran Kementerian Pertanian seperti tercetak pada label"
      />
      <DatePickerField label="Registrasi Berlaku Sampai" {...bindValue('berlaku_sampai')} required />
      <RadioGroup label="Pestisida Terbatas" {...bind('terbatas')} required options={RESTRICTED} />
      <SelectField
        label="Satuan"
        {...bind('satuan')}
        required
        placeholder="Pilih satuan"
        options={SATUAN_OPTIONS}
      />
      <TextField label="Hama Sasaran" {...bind('hama_sasaran')} optional maxLength={200} />
      <TextField label="Pengenceran Anjuran" {...bind('pengenceran')} optional maxLength={120} />
      <FileField
        label="File Label"
        name="file_label"
        optional
        error={fileErrors.file_label}
        chosen={files.file_label}
        kept={keptLabel}
        onChoose={choose('file_label')}
      />
      <FileField
        label="File SDS"
        name="file_sds"
        optional
        error={fileErrors.file_sds}
        chosen={files.file_sds}
        kept={keptSds}
        onChoose={choose('file_sds')}
      />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
