import {
  READING_PHOTO_MAX_BYTES,
  READING_PHOTO_MESSAGES,
  READING_PHOTOS_MAX,
} from '@services/modules/inspections/photo-contract.ts'
import { FilePreview } from '../../../components/FilePreview.tsx'
import { TextField } from '../../../components/TextField.tsx'

// What is wrong with the chosen photos, with the server's own texts (it checks them again by content).
export function photosProblem(photos: readonly File[]): string | undefined {
  if (photos.length > READING_PHOTOS_MAX) return READING_PHOTO_MESSAGES.tooMany
  for (const photo of photos) {
    if (!/^image\/(jpeg|png)$/.test(photo.type) && !/\.(jpe?g|png)$/i.test(photo.name))
      return READING_PHOTO_MESSAGES.type
    if (photo.size > READING_PHOTO_MAX_BYTES) return READING_PHOTO_MESSAGES.tooLarge
  }
  return undefined
}

// A reading's photos (issue 39 item 3): none, one or two, from the phone's camera or gallery,
// shown before they are saved.
export function ReadingPhotosField({
  photos,
  error,
  onChoose,
}: {
  photos: readonly File[]
  error?: string | undefined
  onChoose: (photos: File[]) => void
}) {
  return (
    <div className="file-field">
      <TextField
        label="Foto"
        name="foto"
        type="file"
        accept="image/jpeg,image/png"
        multiple
        optional
        hint={`jpg atau png, maksimal 5 Mb, paling banyak ${READING_PHOTOS_MAX} foto`}
        error={error}
        onChange={(event) => onChoose([...(event.target.files ?? [])])}
      />
      {photos.map((photo) => (
        <FilePreview
          key={`${photo.name}-${photo.size}-${photo.lastModified}`}
          file={photo}
          name={photo.name}
        />
      ))}
    </div>
  )
}
