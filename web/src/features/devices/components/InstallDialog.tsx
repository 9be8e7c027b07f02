import {
  deviceContract,
  JENIS_PERANGKAT_LABELS,
  JENIS_PERANGKAT_OPTIONS,
} from '@services/modules/devices/contract.ts'
import { DatePickerField } from '../../../components/DatePickerField.tsx'
import { FormDialog, keepTyped } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { type FormContract, useRulesForm } from '../../../lib/use-rules-form.ts'

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)

// Pasang Perangkat: its type, install date and a note; it is placed in the middle of the area's
// plan (or left unplaced when the area has no plan yet), then dragged to its spot. Its number and
// short code are given by the server.
export function InstallDialog({
  idlokasi,
  idarea,
  namaArea,
  placed,
  onClose,
  onSave,
  error,
}: {
  idlokasi: number
  idarea: number
  namaArea: string
  placed: boolean
  onClose: () => void
  onSave: (fields: Record<string, unknown>) => Promise<void>
  error: unknown
}) {
  const { bind, bindValue, saving, formRef, handleSubmit } = useRulesForm({
    contract: deviceContract as FormContract<Record<string, unknown>>,
    initialValues: {
      idlokasi: String(idlokasi),
      idarea: String(idarea),
      jenis_perangkat: '',
      posisi_x: placed ? '0.5' : '',
      posisi_y: placed ? '0.5' : '',
      tanggal_pasang: today(),
      catatan: '',
    },
    fields: ['jenis_perangkat', 'tanggal_pasang', 'catatan'],
  })
  return (
    <FormDialog
      title={`Pasang Perangkat di ${namaArea}`}
      formId="perangkat-pasang"
      formRef={formRef}
      onClose={onClose}
      onSubmit={handleSubmit(keepTyped(onSave))}
      saving={saving}
      submitLabel="Pasang"
    >
      <SelectField
        label="Jenis Perangkat"
        {...bind('jenis_perangkat')}
        required
        placeholder="Pilih jenis perangkat"
        options={JENIS_PERANGKAT_OPTIONS.map((value) => ({ value, label: JENIS_PERANGKAT_LABELS[value] }))}
      />
      <DatePickerField label="Tanggal Pasang" {...bindValue('tanggal_pasang')} required />
      <TextArea label="Catatan" {...bind('catatan')} optional maxLength={500} />
      <p>
        {placed
          ? 'Perangkat diletakkan di tengah denah; seret ke tempatnya setelah dipasang.'
          : 'Area ini belum memiliki denah: perangkat dipasang tanpa posisi.'}
      </p>
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
