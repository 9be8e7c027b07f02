import { type Static, Type } from 'typebox'
import { defineContract, integer, text } from '../../core/contract.ts'
import { MONTH_NAMES } from '../../core/jakarta-time.ts'

// Browser-safe: the privacy notice (kebijakan privasi, issue 38 item 1) the public page
// /kebijakan-privasi shows and the contact form links. The admin edits its text in the company
// profile; each change is a new version (1, 2, ...) dated when saved. Before the first edit the
// product shows version 0, the text below.

export const PRIVACY_MESSAGES = {
  updated: 'Kebijakan privasi berhasil disimpan sebagai versi baru',
  unchanged: 'Teks kebijakan privasi sama dengan versi sekarang, tidak ada versi baru',
} as const

export const DEFAULT_PRIVACY_TEXT = [
  'TTSG Pest Control menghormati data pribadi Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
  'Data yang kami kumpulkan: nama, nomor telepon, email, alamat dan keterangan yang Anda tuliskan di formulir kontak, serta data pelanggan yang diperlukan untuk melaksanakan kontrak layanan (jadwal kunjungan, laporan, sertifikat dan tagihan).',
  'Tujuan pemrosesan: menghubungi Anda tentang permintaan Anda, menyusun penawaran, melaksanakan layanan dan menagihnya. Data tidak dijual dan tidak dibagikan kepada pihak lain kecuali diwajibkan hukum (misalnya pajak).',
  'Laporan bulanan dikirim ke email pelanggan hanya dengan persetujuan pelanggan, yang dapat ditarik kapan saja.',
  'Anda berhak meminta salinan data Anda, memperbaikinya, atau menghapusnya (kecuali yang wajib kami simpan menurut hukum pajak). Hubungi kami melalui halaman Kontak.',
].join('\n\n')

export const privacyNoticeContract = defineContract(
  {
    teks: text({
      label: 'Teks Kebijakan Privasi',
      required: 'Teks Kebijakan Privasi tidak boleh kosong',
      max: 20_000,
      multiline: true,
      description: 'Paragraf dipisahkan baris kosong',
    }),
    // The notice's stream version last read (or If-Match): a stale one answers 409.
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { teks: DEFAULT_PRIVACY_TEXT, version: 1 } },
)

export const PrivacyNoticeRecord = Type.Object({
  teks: Type.String(),
  versi: Type.Integer({ description: 'Nomor versi kebijakan (0: teks bawaan, belum pernah diubah)' }),
  berlaku_sejak: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Kapan versi ini disimpan (null untuk teks bawaan)',
  }),
  version: Type.Integer({ description: 'Versi catatan; kirim kembali saat mengubah (atau If-Match)' }),
})
export type PrivacyNotice = Static<typeof PrivacyNoticeRecord>

export const DEFAULT_PRIVACY_NOTICE: PrivacyNotice = {
  teks: DEFAULT_PRIVACY_TEXT,
  versi: 0,
  berlaku_sejak: null,
  version: 0,
}

// "Versi 2, berlaku sejak 6 Desember 2026": the public page's line, written the same by the API
// (which fills the page) and by the page itself (which hydrates it), in WIB.
export function noticeVersionLine(notice: Pick<PrivacyNotice, 'versi' | 'berlaku_sejak'>): string {
  if (notice.berlaku_sejak === null) return `Versi ${notice.versi}`
  const wib = new Date(Date.parse(notice.berlaku_sejak) + 7 * 3_600_000)
  const day = `${wib.getUTCDate()} ${MONTH_NAMES[wib.getUTCMonth()]} ${wib.getUTCFullYear()}`
  return `Versi ${notice.versi}, berlaku sejak ${day}`
}

// The text's paragraphs (separated by a blank line).
export const noticeParagraphs = (teks: string) =>
  teks
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
