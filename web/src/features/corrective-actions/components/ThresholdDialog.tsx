import {
  PERIODE_OPTIONS,
  type Threshold,
  thresholdContract,
} from '@services/modules/corrective-actions/contract.ts'
import { JENIS_PERANGKAT_OPTIONS, TANGKAPAN_HAMA_OPTIONS } from '@services/modules/inspections/contract.ts'
import { type Area, ZONA_OPTIONS } from '@services/modules/sites/contract.ts'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextField } from '../../../components/TextField.tsx'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'

const FIELDS = ['idarea', 'zona', 'jenis_perangkat', 'hama', 'periode', 'peringatan', 'kritis'] as const

// Tambah / Ubah Ambang: where (one area, one zone, or the whole site when both are left empty),
// the device type, the pest (any when empty) and the period, with the warning and critical counts.
// Checked with the module's contract, so the messages are the API's; a threshold with the same
// where, type, pest and period is changed rather than added (the server's rule).
export function ThresholdDialog({
  threshold,
  areas,
  onClose,
  onSave,
  onReload,
  reloading,
  error,
}: {
  threshold: Threshold | null
  areas: readonly Area[]
  onClose: () => void
  onSave: (fields: Record<string, unknown>) => Promise<void>
  onReload: () => void
  reloading: boolean
  error: unknown
}) {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))
  const { bind, saving, formRef, handleSubmit } = useRulesForm({
    contract: thresholdContract as FormContract<Record<string, unknown>>,
    initialValues: {
      idarea: text(threshold?.idarea),
      zona: text(threshold?.zona),
      jenis_perangkat: text(threshold?.jenis_perangkat),
      hama: text(threshold?.hama),
      periode: text(threshold?.periode),
      peringatan: text(threshold?.peringatan),
      kritis: text(threshold?.kritis),
    },
    fields: FIELDS,
  })
  const changing = threshold !== null && !threshold.bawaan
  return (
    <FormDialog
      title={changing ? 'Ubah Ambang' : 'Tambah Ambang'}
      formId="ambang-form"
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped(onSave))}
      saving={saving}
    >
      <p>Kosongkan area dan zona untuk seluruh lokasi; hama kosong berarti semua hama.</p>
      <SelectField
        label="Area"
        {...bind('idarea')}
        placeholder="Semua area"
        options={areas.map((area) => ({ value: String(area.idarea), label: area.nama_area }))}
      />
      <SelectField label="Zona" {...bind('zona')} placeholder="Semua zona" options={ZONA_OPTIONS} />
      <SelectField
        label="Jenis Perangkat"
        {...bind('jenis_perangkat')}
        placeholder="Pilih jenis perangkat"
        options={JENIS_PERANGKAT_OPTIONS}
        required
      />
      <SelectField label="Hama" {...bind('hama')} placeholder="Semua hama" options={TANGKAPAN_HAMA_OPTIONS} />
      <SelectField
        label="Periode"
        {...bind('periode')}
        placeholder="Pilih periode"
        options={PERIODE_OPTIONS}
        required
      />
      <TextField label="Peringatan" {...bind('peringatan')} inputMode="decimal" required />
      <TextField label="Kritis" {...bind('kritis')} inputMode="decimal" required />
      <SaveError error={error} onReload={onReload} reloading={reloading} />
    </FormDialog>
  )
}
