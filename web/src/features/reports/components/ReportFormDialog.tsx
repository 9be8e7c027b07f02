import {
  REPORT_FILE_MAX_BYTES,
  REPORT_MESSAGES,
  type Report,
  reportCreateContract,
  reportUpdateContract,
} from '@services/modules/reports/contract.ts'
import { useState } from 'react'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { FileField } from '../../../components/FileField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { CustomerPicker } from '../../../components/pickers/CustomerPicker.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { useKeptFile } from '../../../lib/use-kept-file.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'

// Tambah / Edit Laporan: the customer (a picker; a report without one is not sent), the report's
// date, a note and the file (required when adding, replaces the kept one when editing). The
// messages are the API's own (the reports' contract).
export function ReportFormDialog({
  report,
  onClose,
  onSave,
  error,
}: {
  // null adds a new report.
  report: Report | null
  onClose: () => void
  onSave: (fields: Record<string, unknown>, file: File | null) => Promise<void>
  error: unknown
}) {
  const editing = report !== null
  const { errors, bind, bindValue, setField, saving, formRef, handleSubmit, focusField } = useRulesForm({
    contract: (editing ? reportUpdateContract : reportCreateContract) as FormContract<
      Record<string, unknown>
    >,
    initialValues: {
      idpelanggan: report ? String(report.idpelanggan) : '',
      tanggal_laporan: report?.tanggal_laporan ?? '',
      catatan: report?.catatan ?? '',
    },
    fields: ['idpelanggan', 'tanggal_laporan', 'catatan'],
  })
  const [customer, setCustomer] = useState<ComboBoxOption | null>(
    report
      ? { id: report.idpelanggan, label: report.nama_pelanggan, description: report.kode_pelanggan }
      : null,
  )
  const [file, setFile] = useState<File | null>(null)
  const rules = {
    maxBytes: REPORT_FILE_MAX_BYTES,
    tooLarge: REPORT_MESSAGES.fileTooLarge,
    type: REPORT_MESSAGES.fileType,
    required: editing ? undefined : REPORT_MESSAGES.fileRequired,
  }
  const [fileError, setFileError] = useState<string | undefined>()
  const kept = useKeptFile(
    report ? `/laporan/file/${report.id_laporan}` : null,
    report?.nama_file_laporan ?? null,
  )

  return (
    <FormDialog
      title={editing ? 'Edit Laporan' : 'Tambah Laporan'}
      formId={editing ? `laporan-edit-${report.id_laporan}` : 'laporan-tambah'}
      formRef={formRef}
      onClose={onClose}
      onSubmit={(event) => {
        // The file's message shows with the fields' own; it takes the focus once they are right.
        const problem = fileProblem(file, rules)
        setFileError(problem)
        void handleSubmit(
          keepTyped(async (cleaned: Record<string, unknown>) => {
            if (problem) return focusField('file_laporan')
            await onSave(cleaned, file)
          }),
        )(event)
      }}
      saving={saving}
    >
      <CustomerPicker
        required={!editing}
        value={customer}
        onChange={(option) => {
          setCustomer(option)
          setField('idpelanggan', option ? String(option.id) : '')
        }}
        error={errors.idpelanggan}
      />
      <DatePickerField label="Tanggal Laporan" {...bindValue('tanggal_laporan')} required />
      <TextArea label="Catatan" {...bind('catatan')} optional maxLength={2000} />
      <FileField
        label="File Laporan"
        name="file_laporan"
        required={!editing}
        optional={editing}
        hint={
          editing ? 'Pilih file hanya untuk menggantinya · jpg, jpeg, png atau pdf, maksimal 5 Mb' : undefined
        }
        error={fileError}
        chosen={file}
        kept={kept}
        onChoose={(chosen) => {
          setFile(chosen)
          setFileError(fileProblem(chosen, rules))
        }}
      />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
