import type { PersonalDataDeclaration } from '../../core/personal-data.ts'
import { ACTION_STREAM_TYPE } from './events.ts'

// A threshold is a number for a device type; an action is about pests at a customer's site. The
// customer's comment is its own words (exported and erased with its data); the rest is the
// company's audit record of the site.
export const correctiveActionsPersonalData: PersonalDataDeclaration = [
  {
    table: 'thresholds',
    label: 'ambang aktivitas hama',
    key: 'idambang',
    people: {},
    fields: {},
    notPersonal: {
      idambang: 'a random id',
      zona: 'a zone',
      jenis_perangkat: 'a device type',
      hama: 'a pest',
      periode: 'a period',
    },
  },
  {
    table: 'corrective_actions',
    label: 'tindakan korektif',
    key: 'idtindakan',
    stream: ACTION_STREAM_TYPE,
    people: { pelanggan: 'idpelanggan' },
    fields: { komentar: 'notes' },
    files: [{ column: 'foto_verifikasi', kind: 'photo' }],
    notPersonal: {
      sumber: 'what opened the action',
      penyebab: 'a device type and pest, or an index',
      tingkat: 'a severity',
      temuan: 'what was found: pests, device and area',
      penanggung_jawab: 'perusahaan / pelanggan',
      status: 'an action status',
      bukti: 'readings and indices that breached',
      catatan_verifikasi: "the technician's note on the fix",
      alasan_batal: "the admin's reason to cancel",
    },
  },
]
