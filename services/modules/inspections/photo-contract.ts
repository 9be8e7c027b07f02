import { defineContract, text } from '../../core/contract.ts'

// A reading's photos (issue 39 item 3, ADR 0119). Browser-safe: the phone checks the photos with
// these rules before they enter the outbox, the server checks them again by content.

export const READING_PHOTOS_MAX = 2
// The file store's folder of the photos (the upload's and seed:scale's).
export const READING_PHOTO_FOLDER = 'pemeriksaan'
export const READING_PHOTO_MAX_BYTES = 5_242_880

export const READING_PHOTO_MESSAGES = {
  required: 'Foto pemeriksaan tidak boleh kosong',
  type: 'Foto pemeriksaan harus berupa gambar jpg atau png',
  tooLarge: 'Ukuran foto pemeriksaan tidak boleh lebih dari 5 Mb',
  tooMany: `Foto pemeriksaan paling banyak ${READING_PHOTOS_MAX}`,
  readingNotInVisit: 'Hasil pemeriksaan tidak ditemukan pada kunjungan ini',
  noPhoto: 'Foto pemeriksaan tidak ditemukan',
  badForm: 'Formulir foto pemeriksaan tidak valid',
  added: 'Foto pemeriksaan tersimpan',
} as const

export const READING_PHOTO_RULES = {
  kinds: ['png', 'jpg'] as const,
  maxBytes: READING_PHOTO_MAX_BYTES,
  messages: {
    required: READING_PHOTO_MESSAGES.required,
    tooLarge: READING_PHOTO_MESSAGES.tooLarge,
    type: READING_PHOTO_MESSAGES.type,
  },
}

// The photos' text part: the reading they belong to, by the phone's idempotency key of the reading
// (the phone knows no reading id while offline).
export const readingPhotoContract = defineContract(
  {
    idempotency_key: text({
      label: 'Kunci Idempotensi Pemeriksaan',
      required: 'Kunci Idempotensi Pemeriksaan tidak boleh kosong',
      max: 100,
    }),
  },
  { example: { idempotency_key: 'pemeriksaan-7-PJB1-007-1733550000' } },
)
export type ReadingPhotoInput = { idempotency_key: string }
