import {
  HAMA_PENAMPAKAN_OPTIONS,
  SIGHTING_MESSAGES,
  sightingContract,
} from '@services/modules/sightings/contract.ts'
import { type FormEvent, useState } from 'react'
import { FileField } from '../../../components/FileField.tsx'
import { SelectField } from '../../../components/SelectField.tsx'
import { TextArea } from '../../../components/TextArea.tsx'
import { fileProblem } from '../../../lib/file-choice.ts'
import { useRulesForm } from '../../../lib/use-rules-form.ts'
import type { SightingFields } from '../api/sightings-api.ts'

const PHOTO_RULES = {
  maxBytes: 5 * 1024 * 1024,
  tooLarge: SIGHTING_MESSAGES.photoTooLarge,
  type: SIGHTING_MESSAGES.photoType,
}
const EMPTY = { hama: '', idarea: '', catatan: '' }

// The sighting's fields, as the customer's dialog and the poster's page both ask them: the pest,
// the area (optional), a note and one optional photo; checked with the API's own contract.
export function useSightingForm(send: (fields: SightingFields, foto: File | null) => Promise<void>) {
  const form = useRulesForm({ contract: sightingContract, initialValues: EMPTY })
  const [foto, setFoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | undefined>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = foto ? fileProblem(foto, PHOTO_RULES) : undefined
    setPhotoError(problem)
    if (problem) {
      event.preventDefault()
      return
    }
    return form.handleSubmit(async (valid) => {
      await send(valid, foto)
      form.reset(EMPTY)
      setFoto(null)
    })(event)
  }
  return { ...form, foto, setFoto, photoError, setPhotoError, onSubmit }
}

export function SightingFieldset({
  form,
  areas,
}: {
  form: ReturnType<typeof useSightingForm>
  areas: readonly { idarea: number; nama_area: string }[]
}) {
  return (
    <>
      <SelectField
        label="Hama"
        {...form.bind('hama')}
        required
        placeholder="Pilih hama yang terlihat"
        options={HAMA_PENAMPAKAN_OPTIONS}
      />
      <SelectField
        label="Area"
        {...form.bind('idarea')}
        optional
        placeholder="Tidak tahu / seluruh lokasi"
        options={areas.map((area) => ({ value: String(area.idarea), label: area.nama_area }))}
      />
      <TextArea
        label="Catatan"
        {...form.bind('catatan')}
        optional
        rows={3}
        maxLength={sightingContract.rules.catatan.maxLength}
        hint="Di mana tepatnya, berapa banyak, sejak kapan."
      />
      <FileField
        label="Foto"
        name="foto"
        optional
        hint="jpg atau png, maksimal 5 Mb"
        error={form.photoError}
        chosen={form.foto}
        onChoose={(chosen) => {
          form.setFoto(chosen)
          form.setPhotoError(chosen ? fileProblem(chosen, PHOTO_RULES) : undefined)
        }}
      />
    </>
  )
}
