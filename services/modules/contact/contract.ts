import { type Static, Type } from 'typebox'
import { type ContractValue, choice, defineContract, text } from '../../core/contract.ts'

// Browser-safe: the contact form in web/ checks the same contract the API checks.

export const PERMASALAHAN_OPTIONS = ['Tikus', 'Nyamuk', 'Lalat', 'Kecoa', 'Semut', 'Rayap', 'Dll'] as const
export const JENIS_USAHA_OPTIONS = ['Rumah', 'Bisnis'] as const

export const CONTACT_MESSAGES = {
  success: 'Sukses Mengirim Permintaan, Pihak kami akan segera mengabari melalu telp !!!',
  failure: 'Gagal mengirim permintaan !!!, Silahkan ulangi lagi',
} as const

// A pragmatic address check (what browsers accept for type=email): something@domain.tld.
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"

export const contactContract = defineContract(
  {
    nama: text({ label: 'Nama', required: 'Nama wajib diisi', max: 100 }),
    email: text({
      label: 'Email',
      required: 'Email wajib diisi',
      max: 254,
      format: 'email',
      pattern: { source: EMAIL_PATTERN, message: 'Masukkan format Email yang benar' },
    }),
    no_telp: text({
      label: 'No Telp',
      required: 'No Telp wajib diisi',
      max: 15,
      pattern: { source: '^[0-9]+$', message: 'No Telp harus berupa angka' },
      min: { length: 8, message: 'No Telp minimal 8 digit' },
    }),
    permasalahan: choice(PERMASALAHAN_OPTIONS, {
      label: 'Permasalahan',
      required: 'Permasalahan wajib dipilih',
      message: 'Permasalahan wajib dipilih',
    }),
    jenis_usaha: choice(JENIS_USAHA_OPTIONS, {
      label: 'Jenis usaha',
      required: 'Pilihan Rumah atau Bisnis wajib diisi',
      message: 'Pilihan Rumah atau Bisnis wajib diisi',
    }),
    deskripsi: text({ label: 'Deskripsi', max: 2000, multiline: true }),
  },
  {
    example: {
      nama: 'Budi Santoso',
      email: 'budi@contoh.co.id',
      no_telp: '081234567890',
      permasalahan: 'Rayap',
      jenis_usaha: 'Rumah',
      deskripsi: 'Kusen pintu dapur keropos dimakan rayap.',
    },
  },
)

export type ContactRequestInput = ContractValue<typeof contactContract>

// A contact request as the admin opens it (issue 38: the visitor's record, reached from the prospect
// made from it).
export const ContactRequestRecord = Type.Object({
  id: Type.String({ format: 'uuid' }),
  nama: Type.String(),
  email: Type.String(),
  no_telp: Type.String(),
  permasalahan: Type.String(),
  jenis_usaha: Type.String(),
  deskripsi: Type.String(),
  versi_kebijakan_privasi: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Versi kebijakan privasi saat permintaan dikirim',
  }),
  created_at: Type.String({ format: 'date-time' }),
})
export type ContactRequest = Static<typeof ContactRequestRecord>
