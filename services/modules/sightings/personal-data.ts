import type { PersonalDataDeclaration } from '../../core/personal-data.ts'
import { SIGHTING_STREAM_TYPE } from './events.ts'

// A sighting is the customer's report about pests at its site: its note and photo are the
// customer's own (exported and erased with its data); the rest is the site's audit record. A
// poster's token is a random secret of the site, nobody's data.
export const sightingsPersonalData: PersonalDataDeclaration = [
  {
    table: 'sightings',
    label: 'penampakan hama',
    key: 'idpenampakan',
    stream: SIGHTING_STREAM_TYPE,
    people: { pelanggan: 'idpelanggan' },
    fields: { catatan: 'notes' },
    files: [{ column: 'foto_key', name: 'foto_nama', kind: 'photo' }],
    notPersonal: {
      hama: 'a pest',
      sumber: 'portal / poster',
      status: 'a follow-up status',
      catatan_tindak_lanjut: "the company's note on its follow-up",
      foto_tipe: 'a file type',
    },
  },
  {
    table: 'sighting_posters',
    label: 'poster QR penampakan',
    key: 'idlokasi',
    people: {},
    fields: {},
    notPersonal: { token: "a random secret of the site's poster" },
  },
]
