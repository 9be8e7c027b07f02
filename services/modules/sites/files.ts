import type { FileRules } from '../../core/file-store.ts'
import { AREA_MESSAGES, DENAH_MAX_BYTES } from './contract.ts'

// Where floor plans are kept, and what is accepted: png, jpg or pdf up to 5 MB, by content.
export const PLAN_FOLDER = 'denah'
export const PLAN_FILE_RULES: FileRules = {
  kinds: ['png', 'jpg', 'pdf'],
  maxBytes: DENAH_MAX_BYTES,
  messages: {
    required: AREA_MESSAGES.planRequired,
    tooLarge: AREA_MESSAGES.planTooLarge,
    type: AREA_MESSAGES.planType,
  },
}

export const planRef = (file: { key: string; name: string; type: string; size: number }) => ({
  file_key: file.key,
  nama_file: file.name,
  tipe: file.type,
  ukuran: file.size,
})
