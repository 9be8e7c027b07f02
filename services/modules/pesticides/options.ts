// Browser-safe: the choices of the register, the licences and the applications (audit-work.md).

export const PESTICIDE_FILE_MAX_BYTES = 5_242_880
export const FORMULASI_OPTIONS = [
  'umpan',
  'cair (EC/SC)',
  'serbuk (WP)',
  'gel',
  'aerosol',
  'fumigan',
  'lainnya',
] as const
export const SATUAN_OPTIONS = ['ml', 'L', 'g', 'kg', 'butir', 'blok'] as const
export const JENIS_LISENSI_OPTIONS = ['pengguna pestisida terbatas', 'fumigator', 'lainnya'] as const
export const METODE_OPTIONS = [
  'semprot',
  'umpan',
  'pengasapan',
  'fumigasi',
  'injeksi tanah',
  'lainnya',
] as const
export type JenisLisensi = (typeof JENIS_LISENSI_OPTIONS)[number]
export type Metode = (typeof METODE_OPTIONS)[number]

// A licence expiring within this many days shows on the admin home's attention list.
export const LICENCE_WARNING_DAYS = 30
