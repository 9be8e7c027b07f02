import type { FileRules } from '../../core/file-store.ts'
import { REPORT_FILE_MAX_BYTES, REPORT_MESSAGES } from './contract.ts'

// Where the reports' files are kept, and what is accepted (spec sections 5 and 9).
export const REPORT_FOLDER = 'laporan'
export const REPORT_FILE_RULES: FileRules = {
  kinds: ['pdf', 'png', 'jpg'],
  maxBytes: REPORT_FILE_MAX_BYTES,
  messages: {
    required: REPORT_MESSAGES.fileRequired,
    tooLarge: REPORT_MESSAGES.fileTooLarge,
    type: REPORT_MESSAGES.fileType,
  },
}

export const fileRef = (file: { key: string; name: string; type: string; size: number }) => ({
  file_key: file.key,
  nama_file: file.name,
  tipe: file.type,
  ukuran: file.size,
})
