import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// Monitoring devices are the company's equipment at a site: numbers, codes, types and placement
// notes, nobody's personal data.
export const devicesPersonalData: PersonalDataDeclaration = [
  {
    table: 'devices',
    label: 'perangkat monitoring',
    key: 'idperangkat',
    people: {},
    fields: {},
    notPersonal: {
      kode_perangkat: "the device's number",
      kode_pendek: "the short code under the device's QR",
      jenis_perangkat: 'a device type',
      status_perangkat: 'aktif / hilang / dicabut',
      catatan: "a note on the device's placement",
      search_text: 'the search index of the columns above',
    },
  },
  {
    table: 'device_short_codes',
    label: 'kode pendek perangkat',
    key: 'kode_pendek',
    people: {},
    fields: {},
  },
]
