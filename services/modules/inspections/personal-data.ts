import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

// A reading is what a device showed at a visit: the audit record of the site, about pests and
// equipment, not about a person.
export const inspectionsPersonalData: PersonalDataDeclaration = [
  {
    table: 'inspections',
    label: 'pemeriksaan perangkat',
    key: 'idpemeriksaan',
    people: {},
    fields: {},
    notPersonal: {
      kode_perangkat: "the device's number",
      jenis_perangkat: 'a device type',
      idempotency_key: "the phone's random key of the reading",
      kondisi: 'a device condition',
      aktivitas: 'pest activity',
      tangkapan: 'captures by pest',
      catatan: 'a note on the device and what it showed',
    },
  },
]
