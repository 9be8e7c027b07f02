import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// The price catalogue names services, never people.
export const cataloguePersonalData: PersonalDataDeclaration = [
  {
    table: 'katalog_harga',
    label: 'katalog harga',
    key: 'idkatalog_harga',
    people: {},
    fields: {},
    notPersonal: { jenis_layanan: 'a service', deskripsi: 'a service’s description' },
  },
]
