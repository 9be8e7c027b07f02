import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'
import { READING_PHOTO_STREAM_TYPE } from './events.ts'

// A reading is what a device showed at a visit: the audit record of the site, about pests and
// equipment, not about a person. Its photos (ADR 0119) are of the customer's premises: exported
// and erased with the customer's data (the photo stream is the reading's, so its events are
// redacted with it and a rebuild brings no photo back).
export const inspectionsPersonalData: PersonalDataDeclaration = [
  {
    table: 'inspections',
    label: 'pemeriksaan perangkat',
    key: 'idpemeriksaan',
    stream: READING_PHOTO_STREAM_TYPE,
    people: {
      pelanggan: (id) => sql<boolean>`idlokasi in (select idlokasi from sites where idpelanggan = ${id})`,
    },
    fields: {},
    files: [
      { column: 'foto_1', kind: 'photo' },
      { column: 'foto_2', kind: 'photo' },
    ],
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
  {
    table: 'inspection_months',
    label: 'ringkasan pemeriksaan per bulan',
    key: 'idlokasi',
    people: {},
    fields: {},
    notPersonal: {
      bulan: 'a month',
      jenis_perangkat: 'a device type',
      hama: 'a pest',
    },
  },
]
