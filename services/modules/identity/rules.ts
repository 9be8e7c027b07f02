import type { Role } from '../../core/access.ts'
import type { Rules } from '../../core/validation.ts'

// Browser-safe: the login, profile and password screens in web/ import this file for the same
// rules and Indonesian messages the API enforces.

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  teknisi: 'Teknisi',
  pelanggan: 'Pelanggan',
}

export const IDENTITY_MESSAGES = {
  loginSuccess: 'Login berhasil',
  loginFailed: 'Username atau password salah',
  credentialsRequired: 'Username dan password wajib diisi',
  loginLocked: 'Terlalu banyak percobaan login yang gagal, silakan coba lagi beberapa menit lagi',
  sessionEnded: 'Sesi Anda telah berakhir, silakan login kembali',
  crossSite: 'Permintaan lintas situs ditolak',
  loggedOut: 'Anda telah keluar',
  linkCreated: 'Tautan akses berhasil dibuat',
  linkInvalid: 'Tautan akses tidak valid atau telah kedaluwarsa',
  profileUpdated: 'Profil berhasil diperbarui',
  passwordChanged: 'Password berhasil diubah, sesi di perangkat lain telah diakhiri',
  wrongPassword: 'Password lama salah',
  samePassword: 'Password baru harus berbeda dari password lama',
  noPassword: 'Akun ini masuk melalui tautan akses dan tidak memiliki password',
  usernameTaken: 'Username sudah digunakan',
} as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

// At least 8 characters with a letter and a digit (any script: \p{L}, \p{Nd}).
export function newPasswordRule(label: string, required: string) {
  return {
    label,
    required,
    maxLength: PASSWORD_MAX_LENGTH,
    pattern: { source: '^(?=.*\\p{L})(?=.*\\p{Nd})', message: `${label} harus mengandung huruf dan angka` },
    minLength: { length: PASSWORD_MIN_LENGTH, message: `${label} minimal ${PASSWORD_MIN_LENGTH} karakter` },
  }
}

export const passwordChangeRules = {
  password_lama: {
    label: 'Password lama',
    required: 'Password lama wajib diisi',
    maxLength: PASSWORD_MAX_LENGTH,
  },
  password_baru: newPasswordRule('Password baru', 'Password baru wajib diisi'),
} satisfies Rules

// A pragmatic address check (what browsers accept for type=email): something@domain.tld.
const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"

// Name is required; email and phone may stay empty (a customer reached only by link may have none).
export const profileRules = {
  nama: { label: 'Nama', required: 'Nama wajib diisi', maxLength: 100 },
  email: {
    label: 'Email',
    maxLength: 254,
    pattern: { source: EMAIL_PATTERN, message: 'Masukkan format Email yang benar' },
  },
  no_telp: {
    label: 'No Telp',
    maxLength: 15,
    pattern: { source: '^[0-9]+$', message: 'No Telp harus berupa angka' },
    minLength: { length: 8, message: 'No Telp minimal 8 digit' },
  },
} satisfies Rules

export const usernameRule = {
  label: 'Username',
  required: 'Username wajib diisi',
  maxLength: 50,
  pattern: {
    source: '^[A-Za-z0-9._-]{3,}$',
    message: 'Username minimal 3 karakter: huruf, angka, titik, garis bawah atau tanda hubung',
  },
}

export type ProfileInput = { nama: string; email: string; no_telp: string }

// What the SPA receives about the signed-in user (login, link verification, profile).
export type UserData = {
  id: string
  username: string | null
  nama: string
  email: string
  no_telp: string
  role: Role
  jabatan: Role
  nama_jabatan: string
  idpelanggan: number | null
  idteknisi: number | null
}

export const customerLinkRules = {
  idpelanggan: {
    label: 'ID Pelanggan',
    type: 'integer',
    required: 'ID Pelanggan tidak boleh kosong',
    min: { value: 1, message: 'ID Pelanggan tidak valid' },
  },
} satisfies Rules

export const technicianLinkRules = {
  idteknisi: {
    label: 'ID Teknisi',
    type: 'integer',
    required: 'ID Teknisi tidak boleh kosong',
    min: { value: 1, message: 'ID Teknisi tidak valid' },
  },
} satisfies Rules
