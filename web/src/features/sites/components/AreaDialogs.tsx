import {
  AREA_MESSAGES,
  type Area,
  areaContract,
  DENAH_MAX_BYTES,
  ZONA_OPTIONS,
} from '@services/modules/sites/contract.ts'
import { useState } from 'react'
import { FileField } from '../../../components/FileField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'

// Tambah / Edit Area: its name (unique within the site) and zone; an area stays in its site.
export function AreaFormDialog({
  idlokasi,
  area,
  onClose,
  onSave,
  error,
}: {
  idlokasi: number
  area: Area | null
  onClose: () => void
  onSave: (fields: Record<string, unknown>) => Promise<void>
  error: unknown
}) {
  const { bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: areaContract as FormContract<Record<string, unknown>>,
    initialValues: { idlokasi: String(idlokasi), nama_area: area?.nama_area ?? '', zona: area?.zona ?? '' },
    fields: ['nama_area', 'zona'],
  })
  return (
    <FormDialog
      title={area ? `Edit Area ${area.nama_area}` : 'Tambah Area'}
      formId={area ? `area-edit-${area.idarea}` : 'area-tambah'}
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(
        keepTyped(async ({ idlokasi: _idlokasi, ...fields }: Record<string, unknown>) =>
          onSave(area ? fields : { idlokasi, ...fields }),
        ),
      )}
      saving={saving}
    >
      <TextField label="Nama Area" {...bind('nama_area')} required maxLength={80} />
      <SelectField label="Zona" {...bind('zona')} options={ZONA_OPTIONS} placeholder="Pilih zona" required />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}

const PLAN_RULES = {
  maxBytes: DENAH_MAX_BYTES,
  tooLarge: AREA_MESSAGES.planTooLarge,
  type: AREA_MESSAGES.planType,
  required: AREA_MESSAGES.planRequired,
}

// Unggah Denah: a png, jpg or pdf plan (a pdf's first page is the plan), checked again by content
// on the server; it replaces the area's plan, and its devices keep their places.
export function PlanDialog({
  area,
  onClose,
  onSave,
  error,
}: {
  area: Area
  onClose: () => void
  onSave: (file: File) => Promise<void>
  error: unknown
}) {
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  const formRef = { current: null as HTMLFormElement | null }
  return (
    <FormDialog
      title={`Denah ${area.nama_area}`}
      formId={`denah-${area.idarea}`}
      formRef={formRef}
      onClose={onClose}
      submitLabel="Unggah"
      saving={saving}
      onSubmit={(event) => {
        event.preventDefault()
        const found = fileProblem(file, PLAN_RULES)
        setProblem(found)
        if (found || !file) return
        setSaving(true)
        void onSave(file).finally(() => setSaving(false))
      }}
    >
      <FileField
        label="File Denah"
        name="denah"
        required
        hint="png, jpg atau pdf (halaman pertama), maksimal 5 Mb"
        error={problem}
        chosen={file}
        onChoose={(chosen) => {
          setFile(chosen)
          setProblem(fileProblem(chosen, PLAN_RULES))
        }}
      />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
