// The personal-data module's public face (issue 38): its browser-safe contract.
export {
  ERASED,
  ERASURE_MESSAGES,
  type ErasureResult,
  EXPORT_FORMATS,
  type ExportFormat,
  isPersonKind,
  PERSON_KINDS,
  PERSON_LABELS,
  type PersonKind,
} from './contract.ts'
export { type ErasureAnswer, erasePersonalData } from './erase.ts'
export { exportPerson, type PersonExport } from './export-data.ts'
export { exportPdf } from './export-pdf.ts'
export { exportZip } from './export-zip.ts'
