import type { FileRules } from '../../core/file-store.ts'
import { CERTIFICATE_FILE_MAX_BYTES, CERTIFICATE_MESSAGES } from './contract.ts'

// Where a certificate's files are kept, and what is accepted (spec sections 5 and 9).
export const CERTIFICATE_FOLDER = 'sertifikat_rayap'

const rules = (required: string): FileRules => ({
  kinds: ['pdf', 'png', 'jpg'],
  maxBytes: CERTIFICATE_FILE_MAX_BYTES,
  messages: { required, tooLarge: CERTIFICATE_MESSAGES.fileTooLarge, type: CERTIFICATE_MESSAGES.fileType },
})
export const CERTIFICATE_FILE_RULES = rules(CERTIFICATE_MESSAGES.fileRequired)
export const TRANSFER_PROOF_RULES = rules(CERTIFICATE_MESSAGES.proofRequired)

// A stored file as the certificate's events record it.
export const fileRef = (file: { key: string; name: string; type: string; size: number }) => ({
  file_key: file.key,
  nama_file: file.name,
  tipe: file.type,
  ukuran: file.size,
})
