import type { FileRules } from '../../core/file-store.ts'
import { PESTICIDE_FILE_MAX_BYTES, PESTICIDE_MESSAGES } from './contract.ts'

// Where the register's and the licences' files are kept, and what is accepted: pdf, png or jpg up
// to 5 MB, checked by content (audit-work.md).
export const PESTICIDE_FOLDER = 'pestisida'
export const LICENCE_FOLDER = 'lisensi_teknisi'
export const PESTICIDE_FILE_RULES: FileRules = {
  kinds: ['pdf', 'png', 'jpg'],
  maxBytes: PESTICIDE_FILE_MAX_BYTES,
  messages: {
    required: PESTICIDE_MESSAGES.fileRequired,
    tooLarge: PESTICIDE_MESSAGES.fileTooLarge,
    type: PESTICIDE_MESSAGES.fileType,
  },
}

export const fileRef = (file: { key: string; name: string; type: string; size: number }) => ({
  file_key: file.key,
  nama_file: file.name,
  tipe: file.type,
  ukuran: file.size,
})
export const optionalRef = (file: Parameters<typeof fileRef>[0] | undefined) =>
  file ? fileRef(file) : undefined
