import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A customer's monthly report PDFs (compiled again when asked) and to whom each was emailed.
export const monthlyReportsPersonalData: PersonalDataDeclaration = [
  {
    table: 'monthly_reports',
    label: 'laporan bulanan',
    key: 'idpelanggan',
    people: { pelanggan: 'idpelanggan' },
    erase: 'delete',
    fields: {},
    files: [
      { column: 'file_key', name: 'nama_file', kind: 'document' },
      { column: 'pending_key', kind: 'document' },
    ],
    notPersonal: {
      status: 'the compile’s stage',
      nama_file: 'a name made of the customer code and month',
      visits_version: 'a checksum',
      failed_reason: 'why a compile failed',
    },
  },
  {
    table: 'monthly_report_emails',
    label: 'email laporan bulanan',
    key: 'idpelanggan',
    people: { pelanggan: 'idpelanggan' },
    fields: { recipient: 'email' },
  },
]
