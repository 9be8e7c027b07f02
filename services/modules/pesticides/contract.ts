import {
  boolean,
  type ContractValue,
  choice,
  date,
  decimal,
  defineContract,
  integer,
  text,
} from '../../core/contract.ts'
import { FORMULASI_OPTIONS, JENIS_LISENSI_OPTIONS, METODE_OPTIONS, SATUAN_OPTIONS } from './options.ts'

// Browser-safe: the register, the licences and the technician's applications use the same rules and
// messages (audit-work.md, "Pesticides, licences and applications").

export {
  FORMULASI_OPTIONS,
  JENIS_LISENSI_OPTIONS,
  type JenisLisensi,
  LICENCE_WARNING_DAYS,
  METODE_OPTIONS,
  type Metode,
  PESTICIDE_FILE_MAX_BYTES,
  SATUAN_OPTIONS,
} from './options.ts'
// The records the calls answer (their own file: this one holds the rules).
export {
  APPLICATION_EXAMPLE,
  type Application,
  ApplicationRecord,
  LICENCE_EXAMPLE,
  type Licence,
  LicenceRecord,
  PESTICIDE_EXAMPLE,
  type Pesticide,
  PesticideRecord,
} from './records.ts'

export const PESTICIDE_MESSAGES = {
  created: 'Data Pestisida berhasil Ditambah',
  updated: 'Data Pestisida berhasil Diupdate',
  notFound: 'Pestisida tidak ditemukan',
  nameRequired: 'Nama dagang tidak boleh kosong',
  ingredientRequired: 'Bahan aktif tidak boleh kosong',
  strengthRequired: 'Kadar tidak boleh kosong',
  formulationRequired: 'Formulasi tidak boleh kosong',
  formulation: 'Formulasi tidak valid',
  registrationRequired: 'Nomor registrasi tidak boleh kosong',
  validUntilRequired: 'Tanggal berlaku registrasi tidak boleh kosong',
  unitRequired: 'Satuan tidak boleh kosong',
  unit: 'Satuan tidak valid',
  restrictedRequired: 'Status pestisida terbatas wajib dipilih',
  fileTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  fileType: 'Format file tidak didukung',
  fileRequired: 'File tidak boleh kosong',
  noLabel: 'Pestisida ini belum memiliki file label',
  noSds: 'Pestisida ini belum memiliki file SDS',
  badMultipart: 'Data formulir tidak valid',
} as const

export const LICENCE_MESSAGES = {
  created: 'Data Lisensi berhasil Ditambah',
  updated: 'Data Lisensi berhasil Diupdate',
  deleted: 'Data Lisensi berhasil Dihapus',
  notFound: 'Lisensi tidak ditemukan',
  technicianRequired: 'ID Teknisi tidak boleh kosong',
  technicianNotFound: 'Teknisi tidak ditemukan',
  kindRequired: 'Jenis lisensi tidak boleh kosong',
  kind: 'Jenis lisensi tidak valid',
  numberRequired: 'Nomor lisensi tidak boleh kosong',
  validUntilRequired: 'Tanggal berlaku lisensi tidak boleh kosong',
  noFile: 'Lisensi ini belum memiliki file',
} as const

export const APPLICATION_MESSAGES = {
  created: 'Pemakaian pestisida berhasil dicatat',
  deleted: 'Pemakaian pestisida berhasil Dihapus',
  notFound: 'Pemakaian pestisida tidak ditemukan',
  visitRequired: 'ID Penjadwalan tidak boleh kosong',
  visitNotFound: 'Penjadwalan tidak ditemukan',
  pesticideRequired: 'Pestisida tidak boleh kosong',
  pesticideNotFound: 'Pestisida tidak ditemukan',
  amountRequired: 'Jumlah tidak boleh kosong',
  amount: 'Jumlah harus lebih dari 0',
  methodRequired: 'Metode tidak boleh kosong',
  method: 'Metode tidak valid',
  // audit-work.md, word for word.
  registrationExpired: 'Nomor registrasi pestisida sudah tidak berlaku',
  noRestrictedLicence: 'Teknisi belum memiliki lisensi pestisida terbatas yang berlaku',
  // audit-work.md names the rule, not its words: the same sentence for the fumigator's licence.
  noFumigatorLicence: 'Teknisi belum memiliki lisensi fumigator yang berlaku',
  periodRequired: 'Pilih pelanggan atau lokasi dan periode (dari, sampai)',
} as const

const id = (label: string, message: string, required: string) =>
  integer({ label, required, min: { value: 1, message }, max: { value: 2_147_483_647, message } })
const version = integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } })

const pesticideFields = {
  nama_dagang: text({ label: 'Nama dagang', required: PESTICIDE_MESSAGES.nameRequired, max: 120 }),
  bahan_aktif: text({ label: 'Bahan aktif', required: PESTICIDE_MESSAGES.ingredientRequired, max: 120 }),
  kadar: text({ label: 'Kadar', required: PESTICIDE_MESSAGES.strengthRequired, max: 40 }),
  formulasi: choice(FORMULASI_OPTIONS, {
    label: 'Formulasi',
    required: PESTICIDE_MESSAGES.formulationRequired,
    message: PESTICIDE_MESSAGES.formulation,
  }),
  nomor_registrasi: text({
    label: 'Nomor registrasi',
    required: PESTICIDE_MESSAGES.registrationRequired,
    max: 40,
    description: 'Nomor pendaftaran Kementerian Pertanian, seperti tercetak pada label',
  }),
  berlaku_sampai: date({ label: 'Berlaku sampai', required: PESTICIDE_MESSAGES.validUntilRequired }),
  terbatas: boolean({
    label: 'Pestisida terbatas',
    required: PESTICIDE_MESSAGES.restrictedRequired,
    description: 'Pestisida terbatas: hanya teknisi berlisensi yang boleh memakainya',
  }),
  satuan: choice(SATUAN_OPTIONS, {
    label: 'Satuan',
    required: PESTICIDE_MESSAGES.unitRequired,
    message: PESTICIDE_MESSAGES.unit,
  }),
  hama_sasaran: text({ label: 'Hama sasaran', max: 200 }),
  pengenceran: text({ label: 'Pengenceran', max: 120, description: 'Dosis/pengenceran anjuran label' }),
}
const PESTICIDE_INPUT_EXAMPLE = {
  nama_dagang: 'Klerat RM-B (contoh)',
  bahan_aktif: 'Brodifakum',
  kadar: '0,005 %',
  formulasi: 'umpan',
  nomor_registrasi: 'RI. 01030120017390',
  berlaku_sampai: '2029-06-30',
  terbatas: true,
  satuan: 'blok',
  hama_sasaran: 'Tikus',
  pengenceran: 'Siap pakai',
}
export const pesticideContract = defineContract(pesticideFields, { example: PESTICIDE_INPUT_EXAMPLE })
export const pesticideUpdateContract = defineContract(
  { ...pesticideFields, version },
  { example: { ...PESTICIDE_INPUT_EXAMPLE, version: 1 } },
)
export type PesticideInput = ContractValue<typeof pesticideContract>

const licenceFields = {
  jenis_lisensi: choice(JENIS_LISENSI_OPTIONS, {
    label: 'Jenis lisensi',
    required: LICENCE_MESSAGES.kindRequired,
    message: LICENCE_MESSAGES.kind,
  }),
  nomor: text({ label: 'Nomor lisensi', required: LICENCE_MESSAGES.numberRequired, max: 60 }),
  berlaku_sampai: date({ label: 'Berlaku sampai', required: LICENCE_MESSAGES.validUntilRequired }),
}
export const licenceCreateContract = defineContract(
  {
    idteknisi: id('ID Teknisi', LICENCE_MESSAGES.technicianNotFound, LICENCE_MESSAGES.technicianRequired),
    ...licenceFields,
  },
  {
    example: {
      idteknisi: 1,
      jenis_lisensi: 'pengguna pestisida terbatas',
      nomor: 'PPT/JTM/2026/0412',
      berlaku_sampai: '2028-03-31',
    },
  },
)
export const licenceUpdateContract = defineContract(
  { ...licenceFields, version },
  {
    example: {
      jenis_lisensi: 'fumigator',
      nomor: 'FUM/2026/0077',
      berlaku_sampai: '2028-03-31',
      version: 1,
    },
  },
)
export type LicenceInput = ContractValue<typeof licenceCreateContract>

export const applicationContract = defineContract(
  {
    idpenjadwalan: id(
      'ID Penjadwalan',
      APPLICATION_MESSAGES.visitNotFound,
      APPLICATION_MESSAGES.visitRequired,
    ),
    idpestisida: id(
      'Pestisida',
      APPLICATION_MESSAGES.pesticideNotFound,
      APPLICATION_MESSAGES.pesticideRequired,
    ),
    jumlah: decimal({
      label: 'Jumlah',
      required: APPLICATION_MESSAGES.amountRequired,
      places: 3,
      min: { value: 0.001, message: APPLICATION_MESSAGES.amount },
      max: { value: 1_000_000, message: 'Jumlah terlalu besar' },
    }),
    pengenceran: text({ label: 'Pengenceran', max: 120 }),
    idarea: integer({
      label: 'Area',
      min: { value: 1, message: 'Area tidak valid' },
      max: { value: 2_147_483_647, message: 'Area tidak valid' },
      description: 'Area lokasi (opsional; modul lokasi memeriksanya bila sudah ada)',
    }),
    metode: choice(METODE_OPTIONS, {
      label: 'Metode',
      required: APPLICATION_MESSAGES.methodRequired,
      message: APPLICATION_MESSAGES.method,
    }),
    catatan: text({ label: 'Catatan', max: 500, multiline: true }),
    idempotency_key: text({ label: 'Kunci idempotensi', max: 100 }),
  },
  {
    example: {
      idpenjadwalan: 12,
      idpestisida: 2,
      jumlah: 1.5,
      pengenceran: '10 ml per liter air',
      metode: 'semprot',
      catatan: 'Area dapur dan saluran air',
      idempotency_key: 'c0ffee-2026-12-07-p1',
    },
  },
)
export type ApplicationInput = ContractValue<typeof applicationContract>

// A registration or licence is valid through its last day, in Jakarta.
export const validOn = (berlakuSampai: string, day: string) => berlakuSampai >= day

// The history's field names as the screens show them.
export const PESTICIDE_LABELS: Record<string, string> = {
  nama_dagang: 'Nama Dagang',
  bahan_aktif: 'Bahan Aktif',
  kadar: 'Kadar',
  formulasi: 'Formulasi',
  nomor_registrasi: 'Nomor Registrasi',
  berlaku_sampai: 'Berlaku Sampai',
  terbatas: 'Terbatas',
  satuan: 'Satuan',
  hama_sasaran: 'Hama Sasaran',
  pengenceran: 'Pengenceran',
  nama_file_label: 'File Label',
  nama_file_sds: 'File SDS',
}
