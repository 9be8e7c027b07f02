import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'
import { SITE_STREAM_TYPE } from './events.ts'

// A site is a customer's premises (a plant, a warehouse, a house): its address and map link are
// the customer's; its code and name are the company's labels for it. An area's floor plan is the
// customer's document.
export const sitesPersonalData: PersonalDataDeclaration = [
  {
    table: 'sites',
    label: 'lokasi pelanggan',
    key: 'idlokasi',
    stream: SITE_STREAM_TYPE,
    people: { pelanggan: 'idpelanggan' },
    fields: { alamat: 'address', link_maps: 'address', search_text: 'search' },
    notPersonal: {
      kode_lokasi: "the company's code of the site",
      nama_lokasi: 'the name of a plant or building',
      status_aktif: 'aktif / tidak aktif',
    },
  },
  {
    table: 'areas',
    label: 'area lokasi',
    key: 'idarea',
    people: {
      pelanggan: (id) => sql<boolean>`idlokasi in (select idlokasi from sites where idpelanggan = ${id})`,
    },
    fields: {},
    files: [{ column: 'denah_key', name: 'denah_nama', kind: 'document' }],
    notPersonal: { nama_area: 'the name of a room or zone', zona: 'a zone', denah_tipe: 'a file type' },
  },
]
