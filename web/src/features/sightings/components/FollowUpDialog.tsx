import {
  followUpContract,
  type Sighting,
  TINDAK_LANJUT_OPTIONS,
} from '@services/modules/sightings/contract.ts'
import { useState } from 'react'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { RadioGroup } from '../../../components/RadioGroup.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { toast } from '../../../components/toast.tsx'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import { followUp } from '../api/sightings-api.ts'

// The admin answers a sighting: a visit planned, or handled another way; either takes it off
// 'Perlu Perhatian'.
export function FollowUpDialog({
  sighting,
  onClose,
  onDone,
}: {
  sighting: Sighting
  onClose: () => void
  onDone: () => Promise<unknown>
}) {
  const [error, setError] = useState<unknown>(null)
  const form = useRulesForm({
    contract: followUpContract,
    initialValues: { tindak_lanjut: '', catatan: '', version: '' },
    fields: ['tindak_lanjut', 'catatan'],
  })
  const submit = form.handleSubmit(async (valid) => {
    setError(null)
    try {
      const answer = await followUp(sighting, valid)
      toast.success(answer.message ?? 'Tindak lanjut penampakan berhasil disimpan')
      onClose()
      await onDone()
    } catch (failure) {
      setError(failure)
    }
  })
  return (
    <FormDialog
      title="Tindak Lanjut Penampakan"
      formId="tindak-lanjut-penampakan"
      formRef={form.formRef}
      onClose={onClose}
      onSubmit={submit}
      saving={form.saving}
    >
      <p>
        {sighting.hama} · {sighting.nama_area ?? 'seluruh lokasi'} · {sighting.catatan || 'tanpa catatan'}
      </p>
      <RadioGroup
        label="Tindak Lanjut"
        {...form.bind('tindak_lanjut')}
        required
        options={TINDAK_LANJUT_OPTIONS}
      />
      <TextArea label="Catatan Tindak Lanjut" {...form.bind('catatan')} optional rows={3} />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
