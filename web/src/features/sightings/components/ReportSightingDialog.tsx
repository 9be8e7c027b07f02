import { useState } from 'react'
import { FormDialog } from '../../../components/FormDialog.tsx'
import { SaveError } from '../../../components/SaveError.tsx'
import { toast } from '../../../components/toast.tsx'
import { reportFromPortal } from '../api/sightings-api.ts'
import { SightingFieldset, useSightingForm } from './SightingForm.tsx'

// The customer's report of a sighting at one of its sites (sumber portal): it goes into the site's
// log and asks the company for a visit.
export function ReportSightingDialog({
  idlokasi,
  areas,
  onClose,
  onSent,
}: {
  idlokasi: string
  areas: readonly { idarea: number; nama_area: string }[]
  onClose: () => void
  onSent: () => Promise<unknown>
}) {
  const [error, setError] = useState<unknown>(null)
  const form = useSightingForm(async (fields, foto) => {
    setError(null)
    try {
      const answer = await reportFromPortal(idlokasi, fields, foto)
      toast.success(answer.message ?? 'Laporan penampakan hama berhasil dikirim')
      onClose()
      await onSent()
    } catch (failure) {
      setError(failure)
    }
  })
  return (
    <FormDialog
      title="Laporkan Penampakan Hama"
      formId="lapor-penampakan"
      formRef={form.formRef}
      onClose={onClose}
      onSubmit={form.onSubmit}
      saving={form.saving}
      submitLabel="Kirim Laporan"
    >
      <SightingFieldset form={form} areas={areas} />
      <SaveError error={error} onReload={onClose} />
    </FormDialog>
  )
}
