import { type Static, Type } from 'typebox'
import { type ContractValue, choice, date, decimal, defineContract, text } from '../../core/contract.ts'
import { referenceField as idField, versionField } from '../../core/contract-fields.ts'

// Browser-safe: the device screens import this file for the same rules, pick lists and messages
// (audit-work.md, "Monitoring devices").

export const JENIS_PERANGKAT_OPTIONS = [
  'bait station',
  'live trap',
  'glue board',
  'insect light trap',
  'pheromone trap',
  'termite station',
] as const
export type JenisPerangkat = (typeof JENIS_PERANGKAT_OPTIONS)[number]
// How the screens name each type in Indonesian beside the wire value.
export const JENIS_PERANGKAT_LABELS: Record<JenisPerangkat, string> = {
  'bait station': 'Bait station (umpan tikus)',
  'live trap': 'Live trap (perangkap hidup)',
  'glue board': 'Glue board (papan lem)',
  'insect light trap': 'Insect light trap (ILT)',
  'pheromone trap': 'Pheromone trap (feromon)',
  'termite station': 'Termite station (stasiun rayap)',
}
export const STATUS_PERANGKAT_OPTIONS = ['aktif', 'hilang', 'dicabut'] as const
export type StatusPerangkat = (typeof STATUS_PERANGKAT_OPTIONS)[number]

// The short code printed under each QR: 6 characters of an alphabet without 0/O and 1/I, which a
// technician reads off a worn label without doubt (32 characters: about a billion codes).
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const SHORT_CODE_LENGTH = 6
export const SHORT_CODE_PATTERN = `^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`
// What a technician types, as stored: upper case, without spaces or dashes.
export const normaliseShortCode = (raw: string) => raw.toUpperCase().replace(/[\s-]+/g, '')

export const DEVICE_MESSAGES = {
  notFound: 'Perangkat tidak ditemukan',
  shortCodeNotFound: 'Kode perangkat tidak dikenal',
  created: 'Perangkat berhasil dipasang',
  updated: 'Data perangkat berhasil diubah',
  moved: 'Perangkat berhasil dipindah',
  labelReplaced: 'Label perangkat berhasil diganti',
  markedMissing: 'Perangkat ditandai hilang',
  found: 'Perangkat ditandai ditemukan',
  removed: 'Perangkat berhasil dicabut',
  siteNotFound: 'Lokasi tidak ditemukan',
  siteInactive: 'Lokasi sudah tidak aktif',
  areaNotFound: 'Area tidak ditemukan',
  areaOfOtherSite: 'Area bukan bagian dari lokasi perangkat',
  offPlan: 'Perangkat harus diletakkan di dalam denah',
  positionPair: 'Posisi X dan Posisi Y harus diisi keduanya atau dikosongkan keduanya',
  removedAlready: 'Perangkat sudah dicabut',
  notMissing: 'Perangkat tidak sedang ditandai hilang',
} as const

const position = (label: string) =>
  decimal({
    label,
    places: 6,
    min: { value: 0, message: DEVICE_MESSAGES.offPlan },
    max: { value: 1, message: DEVICE_MESSAGES.offPlan },
    description: `${label}: bagian dari ${label.endsWith('X') ? 'lebar' : 'tinggi'} denah, 0 sampai 1 (kosong: belum diletakkan)`,
  })
const jenisField = choice(JENIS_PERANGKAT_OPTIONS, {
  label: 'Jenis Perangkat',
  required: 'Jenis Perangkat tidak boleh kosong',
  message: 'Jenis Perangkat tidak valid',
  description: JENIS_PERANGKAT_OPTIONS.join(' / '),
})
const tanggalPasang = date({
  label: 'Tanggal Pasang',
  required: 'Tanggal Pasang tidak boleh kosong',
  description: 'Tanggal perangkat dipasang (YYYY-MM-DD)',
})
const catatan = text({ label: 'Catatan', max: 500, multiline: true })
const areaField = idField(
  'Area',
  'Area tidak boleh kosong',
  DEVICE_MESSAGES.areaNotFound,
  'Area tempat perangkat',
)

// createData: installs a device in an area of a site; its number and short code are assigned.
export const deviceContract = defineContract(
  {
    idlokasi: idField(
      'Lokasi',
      'Lokasi tidak boleh kosong',
      DEVICE_MESSAGES.siteNotFound,
      'Lokasi perangkat',
    ),
    idarea: areaField,
    jenis_perangkat: jenisField,
    posisi_x: position('Posisi X'),
    posisi_y: position('Posisi Y'),
    tanggal_pasang: tanggalPasang,
    catatan,
  },
  {
    example: {
      idlokasi: 3,
      idarea: 5,
      jenis_perangkat: 'bait station',
      posisi_x: 0.25,
      posisi_y: 0.6,
      tanggal_pasang: '2026-12-01',
      catatan: 'Di sisi pintu gudang',
    },
  },
)
export type DeviceInput = ContractValue<typeof deviceContract>

// updateData: its type, install date and note (moving, the label and the status are calls of their own).
export const deviceUpdateContract = defineContract(
  { jenis_perangkat: jenisField, tanggal_pasang: tanggalPasang, catatan, version: versionField },
  { example: { jenis_perangkat: 'glue board', tanggal_pasang: '2026-12-01', catatan: '', version: 1 } },
)
export type DeviceUpdateInput = Omit<ContractValue<typeof deviceUpdateContract>, 'version'>

// pindah: to another area of its site and/or another spot on the plan (dragged or moved by keys).
export const deviceMoveContract = defineContract(
  {
    idarea: areaField,
    posisi_x: position('Posisi X'),
    posisi_y: position('Posisi Y'),
    version: versionField,
  },
  { example: { idarea: 5, posisi_x: 0.3, posisi_y: 0.62, version: 2 } },
)
export type DeviceMoveInput = Omit<ContractValue<typeof deviceMoveContract>, 'version'>

// status: marked missing, found again, or removed for good (dicabut).
export const deviceStatusContract = defineContract(
  {
    status_perangkat: choice(STATUS_PERANGKAT_OPTIONS, {
      label: 'Status Perangkat',
      required: 'Status Perangkat tidak boleh kosong',
      message: 'Status Perangkat tidak valid',
      description:
        'hilang (ditandai hilang), aktif (ditemukan kembali) atau dicabut (tidak dapat dibatalkan)',
    }),
    catatan: text({
      label: 'Alasan',
      max: 500,
      multiline: true,
      description: 'Alasan (opsional), tercatat di riwayat',
    }),
    version: versionField,
  },
  { example: { status_perangkat: 'hilang', catatan: 'Tidak ada di tempatnya saat kunjungan', version: 3 } },
)
export const deviceVersionContract = defineContract({ version: versionField }, { example: { version: 3 } })

const nullableNumber = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()])
export const DeviceRecord = Type.Object({
  idperangkat: Type.Integer(),
  idlokasi: Type.Integer(),
  idpelanggan: Type.Integer(),
  kode_lokasi: Type.String(),
  nama_lokasi: Type.String(),
  idarea: Type.Integer(),
  nama_area: Type.String(),
  zona: Type.String(),
  kode_perangkat: Type.String({ description: '{kode_lokasi}-{nnn}, dihitung per lokasi' }),
  kode_pendek: Type.String({ description: '6 karakter tanpa 0/O/1/I, dicetak di bawah QR' }),
  jenis_perangkat: Type.Enum([...JENIS_PERANGKAT_OPTIONS]),
  posisi_x: nullableNumber,
  posisi_y: nullableNumber,
  tanggal_pasang: Type.String({ format: 'date' }),
  status_perangkat: Type.Enum([...STATUS_PERANGKAT_OPTIONS]),
  catatan: Type.String(),
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Device = Static<typeof DeviceRecord>

export const DEVICE_EXAMPLE: Device = {
  idperangkat: 12,
  idlokasi: 3,
  idpelanggan: 7,
  kode_lokasi: 'PJB1',
  nama_lokasi: 'Pabrik Buduran',
  idarea: 5,
  nama_area: 'Gudang bahan baku',
  zona: 'produksi',
  kode_perangkat: 'PJB1-007',
  kode_pendek: 'K7QX3M',
  jenis_perangkat: 'bait station',
  posisi_x: 0.25,
  posisi_y: 0.6,
  tanggal_pasang: '2026-12-01',
  status_perangkat: 'aktif',
  catatan: 'Di sisi pintu gudang',
  version: 1,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
}

// A device on a site's map (all of a site's devices at once, without paging: the map draws them).
export const MapDeviceRecord = Type.Object({
  idperangkat: Type.Integer(),
  idarea: Type.Integer(),
  kode_perangkat: Type.String(),
  kode_pendek: Type.String(),
  jenis_perangkat: Type.Enum([...JENIS_PERANGKAT_OPTIONS]),
  posisi_x: nullableNumber,
  posisi_y: nullableNumber,
  status_perangkat: Type.Enum([...STATUS_PERANGKAT_OPTIONS]),
  version: Type.Integer(),
})
export type MapDevice = Static<typeof MapDeviceRecord>

export const DEVICE_LABELS: Record<string, string> = {
  idarea: 'Area',
  posisi_x: 'Posisi X',
  posisi_y: 'Posisi Y',
  kode_pendek: 'Kode Pendek',
  jenis_perangkat: 'Jenis Perangkat',
  tanggal_pasang: 'Tanggal Pasang',
  status_perangkat: 'Status',
  catatan: 'Catatan',
}

export const MAP_DEVICE_EXAMPLE: MapDevice = {
  idperangkat: 12,
  idarea: 5,
  kode_perangkat: 'PJB1-007',
  kode_pendek: 'K7QX3M',
  jenis_perangkat: 'bait station',
  posisi_x: 0.25,
  posisi_y: 0.6,
  status_perangkat: 'aktif',
  version: 1,
}
