import { type Static, Type } from 'typebox'
import { ROLES, type Role } from '../../core/access.ts'
import { boolean, type ContractValue, defineContract, integer, text } from '../../core/contract.ts'
import { EMAIL_PATTERN } from '../contact/contract.ts'

// Browser-safe: the login, profile, password and access-link screens in web/ check the same
// contracts, with the same Indonesian messages, as the API.

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
  secondStepNeeded: 'Masukkan kode dari aplikasi autentikator',
  codeRejected: 'Kode salah, sudah dipakai, atau sudah kedaluwarsa',
  codeRequired: 'Kode wajib diisi',
  codeLocked: 'Terlalu banyak kode yang salah, silakan coba lagi beberapa menit lagi',
  secondStepExpired: 'Waktu untuk memasukkan kode telah habis, silakan login kembali',
  twoStepStarted: 'Pindai kode QR dengan aplikasi autentikator, lalu masukkan kode yang muncul',
  twoStepNotStarted: 'Mulai pengaturan verifikasi dua langkah terlebih dahulu',
  twoStepAlreadyOn: 'Verifikasi dua langkah sudah aktif',
  twoStepOff: 'Verifikasi dua langkah belum aktif',
  twoStepEnabled: 'Verifikasi dua langkah aktif. Simpan kode pemulihan ini: hanya ditampilkan sekali',
  twoStepDisabled: 'Verifikasi dua langkah dinonaktifkan',
  recoveryCodesRenewed: 'Kode pemulihan baru dibuat; kode lama tidak berlaku lagi',
  twoStepSetupRequired: 'Verifikasi dua langkah wajib untuk semua admin: aktifkan dahulu di halaman Profil',
  requirementNeedsOwn:
    'Aktifkan verifikasi dua langkah untuk akun Anda sebelum mewajibkannya untuk semua admin',
  requirementOn: 'Verifikasi dua langkah kini wajib untuk semua admin',
  requirementOff: 'Verifikasi dua langkah tidak lagi wajib untuk semua admin',
  sessionNotFound: 'Sesi tidak ditemukan',
  sessionEndedByUser: 'Sesi telah diakhiri; perangkat itu harus login kembali',
} as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

// At least 8 characters with a letter and a digit (any script: \p{L}, \p{Nd}); taken as typed.
export function newPassword(label: string, required: string) {
  return text({
    label,
    required,
    max: PASSWORD_MAX_LENGTH,
    raw: true,
    format: 'password',
    pattern: { source: '^(?=.*\\p{L})(?=.*\\p{Nd})', message: `${label} harus mengandung huruf dan angka` },
    min: { length: PASSWORD_MIN_LENGTH, message: `${label} minimal ${PASSWORD_MIN_LENGTH} karakter` },
  })
}

export const passwordChangeContract = defineContract(
  {
    password_lama: text({
      label: 'Password lama',
      required: 'Password lama wajib diisi',
      max: PASSWORD_MAX_LENGTH,
      raw: true,
      format: 'password',
    }),
    password_baru: newPassword('Password baru', 'Password baru wajib diisi'),
  },
  { example: { password_lama: 'Lama#12345', password_baru: 'Baru#67890' } },
)

// Name is required; email and phone may stay empty (a customer reached only by link may have none).
export const profileContract = defineContract(
  {
    nama: text({ label: 'Nama', required: 'Nama wajib diisi', max: 100 }),
    email: text({
      label: 'Email',
      max: 254,
      pattern: { source: EMAIL_PATTERN, message: 'Masukkan format Email yang benar' },
    }),
    no_telp: text({
      label: 'No Telp',
      max: 15,
      pattern: { source: '^[0-9]+$', message: 'No Telp harus berupa angka' },
      min: { length: 8, message: 'No Telp minimal 8 digit' },
    }),
  },
  { example: { nama: 'Budi Santoso', email: 'budi@contoh.co.id', no_telp: '081234567890' } },
)

export type ProfileInput = ContractValue<typeof profileContract>

export const usernameField = text({
  label: 'Username',
  required: 'Username wajib diisi',
  max: 50,
  pattern: {
    source: '^[A-Za-z0-9._-]{3,}$',
    message: 'Username minimal 3 karakter: huruf, angka, titik, garis bawah atau tanda hubung',
  },
})

// Sign-in: both fields are needed; whether they are right is for the account to say.
export const loginContract = defineContract(
  {
    username: text({ label: 'Username', required: IDENTITY_MESSAGES.credentialsRequired, max: 100 }),
    password: text({
      label: 'Password',
      required: IDENTITY_MESSAGES.credentialsRequired,
      max: 1024,
      raw: true,
      format: 'password',
    }),
  },
  { example: { username: 'admin', password: 'Admin#12345' } },
)

// A code from the authenticator app (6 digits, spaces allowed as apps show them) or one of the
// recovery codes: the second step of sign-in and turning two-step off take either, and one of the
// two must be given (checked by the call: IDENTITY_MESSAGES.codeRequired).
export const TOTP_CODE_LENGTH = 6
const codeOptions = {
  label: 'Kode',
  max: 12,
  pattern: { source: '^\\s*[0-9]{3}\\s*[0-9]{3}\\s*$', message: 'Kode terdiri dari 6 angka' },
} as const

export const secondStepContract = defineContract(
  {
    kode: text(codeOptions),
    kode_pemulihan: text({
      label: 'Kode pemulihan',
      max: 30,
      pattern: {
        source: '^[A-Za-z0-9 -]+$',
        message: 'Kode pemulihan hanya berisi huruf, angka dan tanda hubung',
      },
    }),
  },
  { example: { kode: '123456' } },
)

// Confirming the set-up and making new recovery codes take a code from the app itself.
export const totpCodeContract = defineContract(
  { kode: text({ ...codeOptions, required: IDENTITY_MESSAGES.codeRequired }) },
  { example: { kode: '123456' } },
)

export const twoStepRequirementContract = defineContract(
  {
    wajib: boolean({ label: 'Wajib untuk semua admin', required: 'Wajib untuk semua admin harus dipilih' }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { wajib: true, version: 0 } },
)

// What the SPA receives about the signed-in user (login, link verification, profile).
export const UserDataRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.Union([Type.String(), Type.Null()]),
  nama: Type.String({ description: 'Nama tampilan pengguna' }),
  email: Type.String(),
  no_telp: Type.String(),
  role: Type.Enum(ROLES),
  jabatan: Type.Enum(ROLES),
  nama_jabatan: Type.String({ description: 'Nama peran untuk ditampilkan' }),
  idpelanggan: Type.Union([Type.Integer(), Type.Null()]),
  idteknisi: Type.Union([Type.Integer(), Type.Null()]),
  harus_ganti_password: Type.Boolean({
    description: 'true: akun teknisi masih memakai password sementara dan diminta menggantinya',
  }),
  harus_atur_dua_langkah: Type.Optional(
    Type.Boolean({
      description:
        'true: verifikasi dua langkah wajib untuk semua admin dan akun ini belum mengaturnya; sesi hanya boleh mengaturnya',
    }),
  ),
})

export type UserData = Static<typeof UserDataRecord>

export const customerLinkContract = defineContract(
  {
    idpelanggan: integer({
      label: 'ID Pelanggan',
      required: 'ID Pelanggan tidak boleh kosong',
      min: { value: 1, message: 'ID Pelanggan tidak valid' },
    }),
  },
  { example: { idpelanggan: 1 } },
)

export const technicianLinkContract = defineContract(
  {
    idteknisi: integer({
      label: 'ID Teknisi',
      required: 'ID Teknisi tidak boleh kosong',
      min: { value: 1, message: 'ID Teknisi tidak valid' },
    }),
  },
  { example: { idteknisi: 1 } },
)

// An account in the admin's list of accounts (issue 38: the user's record, to export or erase).
export const AccountRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.Union([Type.String(), Type.Null()]),
  nama: Type.String(),
  email: Type.String(),
  no_telp: Type.String(),
  role: Type.Enum(ROLES),
  nama_jabatan: Type.String({ description: 'Nama peran untuk ditampilkan' }),
  aktif: Type.Boolean(),
  idpelanggan: Type.Union([Type.Integer(), Type.Null()]),
  idteknisi: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
})
export type AccountData = Static<typeof AccountRecord>
