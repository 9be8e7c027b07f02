import {
  JENIS_LISENSI_OPTIONS,
  type Licence,
  licenceCreateContract,
  licenceUpdateContract,
  PESTICIDE_FILE_MAX_BYTES,
  PESTICIDE_MESSAGES,
} from '@services/modules/pesticides/contract.ts'
import { useState } from 'react'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { FileField } from '../../../components/FileField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { TechnicianPicker } from '../../../components/pickers/TechnicianPicker.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { useKeptFile } from '../../../lib/use-kept-file.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'

const RULES = {
  maxBytes: PESTICIDE_FILE_MAX_BYTES,
  tooLarge: PESTICIDE_MESSAGES.fileTooLarge,
  type: PESTICIDE_MESSAGES.fileType,
}

// Tambah / Edit Lisensi: the technician (fixed once recorded), the kind of licence, its number, its
// expiry and an optional copy of it.
export function LicenceFormDialog({
  licence,
  technician,
  onClose,
  onSave,
  error,
}: {
  licence: Licence | null
  // The technician whose page this is, if any: a new licence is for it.
  technician: ComboBoxOption | null
  onClose: () => void
  onSave: (fields: Record<string, unknown>, file: File | null) => Promise<void>
  error: unknown
}) {
  const editing = licence !== null
  const { errors, bind, bindValue, setField, saving, formRef, handleSubmit, focusField } = useRulesForm({
    contract: (editing ? licenceUpdateContract : licenceCreateContract) as FormContract<
      Record<string, unknown>
    >,
    initialValues: {
      idteknisi: technician ? String(technician.id) : '',
      jenis_lisensi: licence?.jenis_lisensi ?? '',
      nomor: licence?.nomor ?? '',
      berlaku_sampai: licence?.berlaku_sampai ?? '',
    },
    fields: editing
      ? ['jenis_lisensi', 'nomor', 'berlaku_sampai']
      : ['idteknisi', 'jenis_lisensi', 'nomor', 'berlaku_sampai'],
  })
  const [chosenTechnician, setTechnician] = useState<ComboBoxOption | null>(technician)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const kept = useKeptFile(
    licence?.file ? `/lisensiTeknisi/file/${licence.idlisensi}` : null,
    licence?.nama_file ?? null,
  )

  return (
    <FormDialog
      title={editing ? `Edit Lisensi ${licence.nama_teknisi}` : 'Tambah Lisensi'}
      formId={editing ? `lisensi-edit-${licence.idlisensi}` : 'lisensi-tambah'}
      formRef={formRef}
      onClose={onClose}
      onSubmit={(event) => {
        const problem = fileProblem(file, RULES)
        setFileError(problem)
        void handleSubmit(
          keepTyped(async (cleaned: Record<string, unknown>) => {
            if (problem) return focusField('file_lisensi')
            await onSave(cleaned, file)
          }),
        )(event)
      }}
      saving={saving}
    >
      {editing ? null : (
        <TechnicianPicker
          required
          value={chosenTechnician}
          onChange={(option) => {
            setTechnician(option)
            setField('idteknisi', option ? String(option.id) : '')
          }}
          error={errors.idteknisi}
        />
      )}
      <SelectField
        label="Jenis Lisensi"
        {...bind('jenis_lisensi')}
        required
        placeholder="Pilih jenis lisensi"
        options={JENIS_LISENSI_OPTIONS}
      />
      <TextField label="Nomor Lisensi" {...bind('nomor')} required maxLength={60} />
      <DatePickerField label="Berlaku Sampai" {...bindValue('berlaku_sampai')} required />
      <FileField
        label="File Lisensi"
        name="file_lisensi"
        optional
        error={fileError}
        chosen={file}
        kept={kept}
        onChoose={(chosen) => {
          setFile(chosen)
          setFileError(fileProblem(chosen, RULES))
        }}
      />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
