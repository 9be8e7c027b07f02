import { Type } from 'typebox'
import { upload } from '../../../http-kit/index.ts'
import { SIGHTING_MESSAGES, SIGHTING_PHOTO_FIELD, sightingContract } from '../index.ts'

// The sighting's form, the same from the customer's portal and from the site's QR poster: its
// fields, example, refusal and parsing (the routes differ in who sends it and what they answer).
export const sightingForm = {
  description:
    'multipart/form-data: hama, idarea (opsional), catatan (opsional) dan file foto (jpg/png, maks. 5242880 byte, diperiksa dari isinya).',
  form: {
    hama: Type.String({ description: 'Jenis hama' }),
    idarea: Type.Optional(Type.String({ description: 'Area lokasi' })),
    catatan: Type.Optional(Type.String({ maxLength: 500 })),
    foto: upload(SIGHTING_PHOTO_FIELD, 'jpg atau png, maks. 5 MB'),
  },
  example: { hama: 'Kecoa', idarea: '2', catatan: 'Terlihat di dekat wastafel', foto: '(isi file)' },
  badForm: SIGHTING_MESSAGES.badForm,
  fieldSize: 2048,
  parse: (fields: Record<string, unknown>) => sightingContract.parse(fields),
}
