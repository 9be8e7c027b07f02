import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A termite certificate is the company's warranty on a building, verified in public by its QR code
// until it expires, and a supporting document of the invoice for the work: kept, with its file.
export const certificatesPersonalData: PersonalDataDeclaration = [
  {
    table: 'certificates',
    label: 'sertifikat rayap',
    key: 'idsertifikat_rayap',
    stream: 'sertifikat_rayap',
    people: { pelanggan: 'idpelanggan' },
    fields: { search_text: 'search' },
    files: [
      { column: 'file_key', name: 'nama_file', kind: 'document' },
      { column: 'bukti_key', name: 'nama_bukti', kind: 'document' },
    ],
    notPersonal: {
      nomor_sertifikat: 'the certificate number',
      kode_verifikasi: 'a random code',
      file_tipe: 'a file type',
      bukti_tipe: 'a file type',
    },
    kept: {
      reason:
        'Sertifikat garansi rayap yang diterbitkan perusahaan: bukti pekerjaan pendukung tagihan (disimpan 10 tahun) dan tetap dapat diverifikasi lewat kode QR',
    },
  },
  {
    table: 'certificate_reminders',
    label: 'pengingat sertifikat',
    key: 'idsertifikat_rayap',
    people: {},
    fields: {},
  },
]
