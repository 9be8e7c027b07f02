import {
  STATUS_AKTIF_OPTIONS,
  type Technician,
  technicianContract,
} from '@services/modules/technicians/contract.ts'
import { AccessHistoryPanel } from '../../../components/AccessHistoryPanel.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { PersonalDataPanel } from '../../../components/PersonalDataPanel.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { useRulesForm } from '../../../lib/use-rules-form.ts'

type Values = { nama_teknisi: string; no_telp: string; alamat: string; status_aktif: string }
type Cleaned = ReturnType<typeof technicianContract.parse>

const valuesOf = (technician: Technician | null): Values => ({
  nama_teknisi: technician?.nama_teknisi ?? '',
  no_telp: technician?.no_telp ?? '',
  alamat: technician?.alamat ?? '',
  status_aktif: technician?.status_aktif ?? 'aktif',
})

// Add or edit one technician; the technicians' contract gives each field's message next to it.
export function TechnicianFormDialog({
  technician,
  onClose,
  onSave,
  onErased,
  error,
}: {
  // null adds a new technician.
  technician: Technician | null
  onClose: () => void
  onSave: (values: Cleaned) => Promise<void>
  // The technician's data was erased: the record is read again and the form opened afresh.
  onErased: () => void
  error: unknown
}) {
  const { bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: technicianContract,
    initialValues: () => valuesOf(technician),
    fields: ['nama_teknisi', 'no_telp', 'alamat', 'status_aktif'],
  })
  const formId = technician ? `teknisi-edit-${technician.idteknisi}` : 'teknisi-tambah'
  return (
    <FormDialog
      title={technician ? 'Edit Teknisi' : 'Tambah Teknisi'}
      formId={formId}
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped(onSave))}
      saving={saving}
      after={
        technician ? (
          <>
            <PersonalDataPanel
              jenis="teknisi"
              id={technician.idteknisi}
              onErased={onErased}
              headingLevel={3}
            />
            <AccessHistoryPanel resource="teknisi" id={technician.idteknisi} headingLevel={3} />
          </>
        ) : null
      }
    >
      <TextField label="Nama Teknisi" {...bind('nama_teknisi')} required maxLength={120} />
      <TextField
        label="No Telp"
        {...bind('no_telp')}
        type="tel"
        inputMode="tel"
        required
        maxLength={16}
        hint="Contoh: 081234567890"
      />
      <TextArea label="Alamat" {...bind('alamat')} optional maxLength={500} />
      <SelectField
        label="Status Aktif"
        {...bind('status_aktif')}
        options={STATUS_AKTIF_OPTIONS}
        hint="Teknisi tidak aktif tidak ditawarkan untuk pekerjaan baru."
      />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
