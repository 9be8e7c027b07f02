import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// An uploaded report is the company's account of work done for the customer, a supporting document
// of the invoice for it: kept, with its file and note.
export const reportsPersonalData: PersonalDataDeclaration = [
  {
    table: 'reports',
    label: 'laporan',
    key: 'id_laporan',
    stream: 'laporan',
    people: { pelanggan: 'idpelanggan' },
    fields: { catatan: 'notes', search_text: 'search' },
    files: [{ column: 'file_key', name: 'nama_file', kind: 'document' }],
    notPersonal: { file_tipe: 'a file type' },
    kept: {
      reason:
        'Laporan pelaksanaan pekerjaan: bukti pekerjaan pendukung tagihan, disimpan 10 tahun sebagai dokumen pembukuan',
    },
  },
]
