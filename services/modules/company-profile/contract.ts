import { boolean, type ContractValue, defineContract, integer, text } from '../../core/contract.ts'

// Browser-safe. The company's own details that invoices, certificates and reports print: legal
// name, address, tax number (NPWP), whether it is a PKP and its PPN rate, bank account, signatory.

export const COMPANY_PROFILE_MESSAGES = {
  updated: 'Profil perusahaan berhasil disimpan',
  notSet: 'Profil perusahaan belum diisi',
  ppnWithoutPkp: 'PPN harus 0% bila perusahaan bukan PKP',
} as const

const NPWP = '^(?:\\d{15}|\\d{16}|\\d{2}\\.\\d{3}\\.\\d{3}\\.\\d-\\d{3}\\.\\d{3})$'

export const companyProfileContract = defineContract(
  {
    nama_perusahaan: text({
      label: 'Nama Perusahaan',
      required: 'Nama Perusahaan tidak boleh kosong',
      max: 200,
    }),
    alamat: text({ label: 'Alamat', required: 'Alamat tidak boleh kosong', max: 500, multiline: true }),
    npwp: text({
      label: 'NPWP',
      required: 'NPWP tidak boleh kosong',
      max: 20,
      pattern: { source: NPWP, message: 'NPWP harus 15 atau 16 digit (mis. 01.234.567.8-123.000)' },
    }),
    pkp: boolean({ label: 'PKP', required: 'Status PKP wajib dipilih', description: 'Pengusaha Kena Pajak' }),
    ppn_persen: integer({
      label: 'PPN',
      required: 'PPN tidak boleh kosong',
      min: { value: 0, message: 'PPN harus berupa bilangan bulat 0 sampai 100' },
      max: { value: 100, message: 'PPN harus berupa bilangan bulat 0 sampai 100' },
      description: 'Tarif PPN dalam persen (0 bila bukan PKP)',
    }),
    nama_bank: text({ label: 'Nama Bank', required: 'Nama Bank tidak boleh kosong', max: 100 }),
    nomor_rekening: text({
      label: 'Nomor Rekening',
      required: 'Nomor Rekening tidak boleh kosong',
      max: 30,
      pattern: { source: '^[0-9]{5,30}$', message: 'Nomor Rekening harus berupa angka (5 sampai 30 digit)' },
    }),
    atas_nama_rekening: text({
      label: 'Atas Nama Rekening',
      required: 'Atas Nama Rekening tidak boleh kosong',
      max: 200,
    }),
    penandatangan_nama: text({
      label: 'Nama Penandatangan',
      required: 'Nama Penandatangan tidak boleh kosong',
      max: 120,
    }),
    penandatangan_jabatan: text({
      label: 'Jabatan Penandatangan',
      required: 'Jabatan Penandatangan tidak boleh kosong',
      max: 120,
    }),
    // The version last read (or the If-Match header); left out, the change applies to the current one.
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      nama_perusahaan: 'PT Contoh Pengendali Hama (contoh)',
      alamat: 'Jl. Contoh No. 1, Sidoarjo (contoh)',
      npwp: '01.234.567.8-123.000',
      pkp: true,
      ppn_persen: 11,
      nama_bank: 'Bank Contoh',
      nomor_rekening: '1234567890',
      atas_nama_rekening: 'PT Contoh Pengendali Hama',
      penandatangan_nama: 'Nama Contoh',
      penandatangan_jabatan: 'Direktur',
      version: 1,
    },
  },
)

type Input = ContractValue<typeof companyProfileContract>
export type CompanyProfileValues = Omit<Input, 'version'>

export type CompanyProfile = CompanyProfileValues & { version: number; updated_at: string }
