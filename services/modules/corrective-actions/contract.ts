import { choice, decimal, defineContract, integer, text } from '../../core/contract.ts'
import { JENIS_PERANGKAT_OPTIONS, TANGKAPAN_HAMA_OPTIONS } from '../inspections/contract.ts'
import { ZONA_OPTIONS } from '../sites/contract.ts'

// Thresholds and corrective actions (audit-work.md, "Thresholds, trends, indices, actions,
// sightings"). Browser-safe: the admin's threshold form and the action dialogs check with these.

export const PERIODE_OPTIONS = ['kunjungan', 'minggu', 'bulan'] as const
export type Periode = (typeof PERIODE_OPTIONS)[number]
export const SUMBER_OPTIONS = ['ambang', 'indeks', 'penampakan', 'teknisi', 'admin'] as const
export type Sumber = (typeof SUMBER_OPTIONS)[number]
export const PENANGGUNG_JAWAB_OPTIONS = ['perusahaan', 'pelanggan'] as const
export type PenanggungJawab = (typeof PENANGGUNG_JAWAB_OPTIONS)[number]
export const STATUS_TINDAKAN_OPTIONS = ['terbuka', 'ditanggapi', 'terverifikasi', 'dibatalkan'] as const
export type StatusTindakan = (typeof STATUS_TINDAKAN_OPTIONS)[number]
export const TINGKAT_OPTIONS = ['peringatan', 'kritis'] as const
export type Tingkat = (typeof TINGKAT_OPTIONS)[number]
// Days to the due date by severity (audit-work.md: critical 7 days, warning 30).
export const TENGGAT_HARI: Record<Tingkat, number> = { kritis: 7, peringatan: 30 }
export const TEMUAN_MAX = 500
export const CATATAN_MAX = 500
export const AMBANG_MAX = 100_000

export const ACTION_MESSAGES = {
  notFound: 'Data tindakan korektif tidak ditemukan',
  siteNotFound: 'Data lokasi tidak ditemukan',
  areaNotFound: 'Data area tidak ditemukan',
  areaOtherSite: 'Area bukan area lokasi ini',
  kritisBelowPeringatan: 'Kritis tidak boleh lebih kecil dari peringatan',
  zonaAndArea: 'Pilih area atau zona, bukan keduanya',
  thresholdSaved: 'Ambang berhasil disimpan',
  thresholdRemoved: 'Ambang berhasil dihapus, kembali ke bawaan',
  thresholdNotFound: 'Data ambang tidak ditemukan',
  acknowledged: 'Tanggapan berhasil dikirim',
  verified: 'Tindakan korektif terverifikasi dan ditutup',
  cancelled: 'Tindakan korektif dibatalkan',
  closed: 'Tindakan korektif sudah ditutup',
  notOpen: 'Tindakan korektif tidak lagi terbuka',
  period: 'Bulan harus 1 sampai 12 dan tahun 2000 sampai 2100',
  photoRequired: 'Foto verifikasi tidak boleh kosong',
  photoType: 'Foto verifikasi harus berupa gambar jpg atau png',
  photoTooLarge: 'Ukuran foto verifikasi tidak boleh lebih dari 5 Mb',
  noPhoto: 'Foto verifikasi tidak ditemukan',
  badForm: 'Data verifikasi tidak valid',
} as const

// The verification's one photo (audit-work.md: verified "with a note and a photo"), checked by its
// content by the file store.
export const ACTION_PHOTO_MAX_BYTES = 5_242_880
export const ACTION_PHOTO_RULES = {
  kinds: ['png', 'jpg'] as const,
  maxBytes: ACTION_PHOTO_MAX_BYTES,
  messages: {
    required: ACTION_MESSAGES.photoRequired,
    tooLarge: ACTION_MESSAGES.photoTooLarge,
    type: ACTION_MESSAGES.photoType,
  },
}

const limit = (label: string) =>
  decimal({
    label,
    required: `${label} tidak boleh kosong`,
    places: 2,
    min: { value: 0, message: `${label} tidak boleh kurang dari 0` },
    max: { value: AMBANG_MAX, message: `${label} tidak boleh lebih dari ${AMBANG_MAX}` },
  })

// One threshold of a site: for a device type and optionally a pest, in one area, one zone or the
// whole site. A reading's count over `peringatan` is a warning, over `kritis` critical.
export const thresholdContract = defineContract(
  {
    idarea: integer({ label: 'Area', min: { value: 1, message: 'Area tidak valid' } }),
    zona: choice(ZONA_OPTIONS, { label: 'Zona', message: 'Zona tidak valid' }),
    jenis_perangkat: choice(JENIS_PERANGKAT_OPTIONS, {
      label: 'Jenis Perangkat',
      required: 'Jenis Perangkat tidak boleh kosong',
      message: 'Jenis Perangkat tidak valid',
    }),
    hama: choice(TANGKAPAN_HAMA_OPTIONS, { label: 'Hama', message: 'Hama tidak valid' }),
    periode: choice(PERIODE_OPTIONS, {
      label: 'Periode',
      required: 'Periode tidak boleh kosong',
      message: 'Periode harus kunjungan, minggu atau bulan',
    }),
    peringatan: limit('Peringatan'),
    kritis: limit('Kritis'),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      zona: 'produksi',
      jenis_perangkat: 'insect light trap',
      hama: 'Lalat',
      periode: 'minggu',
      peringatan: 5,
      kritis: 20,
    },
  },
)
export type ThresholdInput = ReturnType<typeof thresholdContract.parse>

const version = integer({
  label: 'Versi',
  min: { value: 0, message: 'Versi tidak valid' },
})

export const acknowledgeContract = defineContract(
  {
    komentar: text({
      label: 'Komentar',
      required: 'Komentar tidak boleh kosong',
      max: CATATAN_MAX,
      multiline: true,
    }),
    version,
  },
  { example: { komentar: 'Pintu gudang sudah kami perbaiki, mohon dicek.' } },
)

export const verifyContract = defineContract(
  {
    catatan: text({
      label: 'Catatan Verifikasi',
      required: 'Catatan Verifikasi tidak boleh kosong',
      max: CATATAN_MAX,
      multiline: true,
    }),
    // The visit it is verified at (a technician's own; an admin may leave it out).
    idpenjadwalan: integer({ label: 'Kunjungan', min: { value: 1, message: 'Kunjungan tidak valid' } }),
    version,
    // The phone's outbox sends a verification again after a lost answer: recorded once.
    idempotency_key: text({ label: 'Kunci Idempotensi', max: 100 }),
  },
  {
    example: {
      catatan: 'Pintu sudah rapat, tidak ada aktivitas baru.',
      idpenjadwalan: 12,
      idempotency_key: 'verifikasi-4-1733550000',
    },
  },
)

export const cancelContract = defineContract(
  {
    alasan: text({
      label: 'Alasan',
      required: 'Alasan tidak boleh kosong',
      max: CATATAN_MAX,
      multiline: true,
    }),
    version,
  },
  { example: { alasan: 'Perangkat salah catat oleh teknisi.' } },
)

// A threshold as stored (or a default one, `bawaan`, when the site set none for its key).
export type Threshold = {
  idambang: string | null
  idlokasi: number
  idarea: number | null
  zona: string | null
  jenis_perangkat: string
  hama: string | null
  periode: Periode
  peringatan: number
  kritis: number
  bawaan: boolean
}

// The defaults when a site set none (audit-work.md): any rodent capture in a `produksi` area is
// critical (over 0); more than 5 flies per insect light trap per week is a warning. The house adds
// 20 flies a week as critical, four times the warning (ADR 0084).
export const RODENT_HAMA = ['Tikus', 'Mencit'] as const
export function defaultThresholds(idlokasi: number): Threshold[] {
  const base = { idambang: null, idlokasi, idarea: null, bawaan: true, peringatan: 0, kritis: 0 }
  return [
    ...(['live trap', 'glue board', 'bait station'] as const).flatMap((jenis_perangkat) =>
      RODENT_HAMA.map((hama) => ({
        ...base,
        zona: 'produksi',
        jenis_perangkat,
        hama,
        periode: 'kunjungan' as const,
      })),
    ),
    {
      ...base,
      zona: null,
      jenis_perangkat: 'insect light trap',
      hama: 'Lalat',
      periode: 'minggu',
      peringatan: 5,
      kritis: 20,
    },
  ]
}

export type CorrectiveAction = {
  idtindakan: number
  idlokasi: number
  idpelanggan: number
  idarea: number | null
  nama_area: string | null
  nama_lokasi: string
  sumber: Sumber
  penyebab: string
  tingkat: Tingkat
  temuan: string
  penanggung_jawab: PenanggungJawab
  tenggat: string
  status: StatusTindakan
  terlambat: boolean
  bukti: { idpemeriksaan: number | null; indeks: string | null; nilai: number; waktu: string }[]
  komentar: string | null
  catatan_verifikasi: string | null
  idpenjadwalan_verifikasi: number | null
  // The verification photo's address (GET /api/tindakanKorektif/foto/{id}), once verified with one.
  foto_verifikasi: string | null
  alasan_batal: string | null
  dibuka: string
  ditutup: string | null
  version: number
}

export type IndexValue = {
  indeks: string
  rumus: string
  pembilang: number
  penyebut: number
  nilai: number | null
  batas: string
  status: 'memenuhi baku mutu' | 'melebihi baku mutu' | 'tidak ada data'
}

export const removeThresholdContract = defineContract(
  {
    idambang: text({ label: 'Ambang', required: 'Ambang tidak boleh kosong', max: 40 }),
    version,
  },
  { example: { idambang: '6f1c2a7e-5b1d-4a59-9a43-3f1f0f9f7a10' } },
)
