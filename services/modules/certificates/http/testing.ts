import type { FormPart } from '../../../api/testing/uploads.ts'

// The fields of a createData form, with a file of its own.
export const certificateForm = (
  idpenjadwalan: number | string,
  file: Buffer,
  name = 'sertifikat.pdf',
): FormPart[] => [
  { name: 'idpenjadwalan', value: String(idpenjadwalan) },
  { name: 'tanggal_expired', value: '2029-11-30' },
  { name: 'file_sertifikat', value: file, filename: name },
]
