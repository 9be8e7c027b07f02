import type { Rules } from '../../core/validation.ts'

// Browser-safe: the contact form in web/ imports this file for the same rules and messages.

export const PERMASALAHAN_OPTIONS = ['Tikus', 'Nyamuk', 'Lalat', 'Kecoa', 'Semut', 'Rayap', 'Dll'] as const
export const JENIS_USAHA_OPTIONS = ['Rumah', 'Bisnis'] as const

export const CONTACT_MESSAGES = {
  success: 'Sukses Mengirim Permintaan, Pihak kami akan segera mengabari melalu telp !!!',
  failure: 'Gagal mengirim permintaan !!!, Silahkan ulangi lagi',
} as const

// A pragmatic address check (what browsers accept for type=email): something@domain.tld.
const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"

export const contactRules = {
  nama: { label: 'Nama', required: 'Nama wajib diisi', maxLength: 100 },
  email: {
    label: 'Email',
    required: 'Email wajib diisi',
    maxLength: 254,
    pattern: { source: EMAIL_PATTERN, message: 'Masukkan format Email yang benar' },
  },
  no_telp: {
    label: 'No Telp',
    required: 'No Telp wajib diisi',
    maxLength: 15,
    pattern: { source: '^[0-9]+$', message: 'No Telp harus berupa angka' },
    minLength: { length: 8, message: 'No Telp minimal 8 digit' },
  },
  permasalahan: {
    label: 'Permasalahan',
    required: 'Permasalahan wajib dipilih',
    oneOf: { values: PERMASALAHAN_OPTIONS, message: 'Permasalahan wajib dipilih' },
  },
  jenis_usaha: {
    label: 'Jenis usaha',
    required: 'Pilihan Rumah atau Bisnis wajib diisi',
    oneOf: { values: JENIS_USAHA_OPTIONS, message: 'Pilihan Rumah atau Bisnis wajib diisi' },
  },
  deskripsi: { label: 'Deskripsi', maxLength: 2000 },
} satisfies Rules

export type ContactRequestInput = {
  nama: string
  email: string
  no_telp: string
  permasalahan: (typeof PERMASALAHAN_OPTIONS)[number]
  jenis_usaha: (typeof JENIS_USAHA_OPTIONS)[number]
  deskripsi: string
}
