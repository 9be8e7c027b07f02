import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The company's own legal details: no customer's, prospect's or technician's data. The signatory
// is the company's officer in that role, printed on its invoices by the company's choice.
export const companyProfilePersonalData: PersonalDataDeclaration = [
  {
    table: 'company_profile',
    label: 'profil perusahaan',
    key: 'id',
    people: {},
    fields: {},
    notPersonal: {
      nama_perusahaan: 'the company’s name',
      alamat: 'the company’s address',
      npwp: 'the company’s tax number',
      nama_bank: 'the company’s bank',
      nomor_rekening: 'the company’s account',
      atas_nama_rekening: 'the company’s account holder',
      penandatangan_nama: 'the company’s officer who signs invoices, in that role',
      penandatangan_jabatan: 'a job title',
    },
  },
  {
    table: 'privacy_notices',
    label: 'kebijakan privasi',
    key: 'versi',
    people: {},
    fields: {},
    notPersonal: { teks: "the company's privacy notice" },
  },
]
