import { NotFoundError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { Download } from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { getCertificate } from './commands.ts'
import { AREA_NAMES, CERTIFICATE_MESSAGES, maskName, type Verification } from './contract.ts'
import { findByCode } from './queries.ts'

// A certificate anyone can check (issue 25): the public page /verifikasi/{kode} shows its number,
// the customer's name masked, the customer's area, the treatment date, the expiry and whether it
// is valid today; nothing else. Codes are 128 random bits: not guessable, and a deleted
// certificate's code finds nothing.

const CODE = /^[A-Za-z0-9_-]{22}$/

export async function verifyCertificate(db: DbOrTrx, kode: string): Promise<Verification> {
  const found = CODE.test(kode) ? await findByCode(db, kode) : undefined
  if (found === undefined) throw new NotFoundError(CERTIFICATE_MESSAGES.verificationNotFound)
  const area = /^TTSG-([a-z]+)-/.exec(found.kode_pelanggan ?? '')?.[1] ?? ''
  return {
    nomor_sertifikat: found.nomor_sertifikat,
    nama_pelanggan: maskName(found.nama_pelanggan ?? ''),
    wilayah: AREA_NAMES[area] ?? 'Jawa Timur',
    tanggal: found.tanggal ?? '',
    tanggal_expired: found.tanggal_expired,
    berlaku: found.tanggal_expired >= todayJakarta(),
  }
}

export const verificationUrl = (publicUrl: string, kode: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verifikasi/${kode}`

// The QR code of a certificate's verification page, to print on the paper certificate.
export async function certificateQr(
  deps: { db: DbOrTrx },
  rawId: unknown,
  publicUrl: string,
  format: 'png' | 'svg',
): Promise<Download> {
  const certificate = await getCertificate(deps, rawId)
  const url = verificationUrl(publicUrl, certificate.kode_verifikasi)
  // Loaded on the first QR code, not with the API (as pdfkit is for invoices).
  const qr = await import('qrcode')
  const name = `qr-${certificate.nomor_sertifikat.replaceAll('/', '-')}.${format}`
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 }
  return format === 'png'
    ? { type: 'image/png', name, content: await qr.toBuffer(url, { ...options, type: 'png', width: 512 }) }
    : {
        type: 'image/svg+xml',
        name,
        content: Buffer.from(await qr.toString(url, { ...options, type: 'svg' })),
      }
}
