import { daysBetween, formatLongDate } from '@ttsg/services/core/jakarta-time.ts'
import { oneLine } from '@ttsg/services/core/text-rules.ts'
import type { ReminderSubject } from '@ttsg/services/modules/certificates/index.ts'
import { escapeHtml } from './html.ts'

// The expiry reminder of a termite certificate, in Indonesian: one for the company (to offer the
// customer a new treatment) and one for the customer, both naming the certificate, the customer,
// the address, the expiry date and the public verification link.
export type ReminderEmail = { subject: string; text: string; html: string }
export type ReminderAudience = 'perusahaan' | 'pelanggan'

export function composeReminderEmail(
  certificate: ReminderSubject,
  audience: ReminderAudience,
  context: { today: string; verificationUrl: string },
): ReminderEmail {
  const daysLeft = daysBetween(context.today, certificate.tanggal_expired)
  const until = formatLongDate(certificate.tanggal_expired)
  const when = daysLeft === 0 ? 'hari ini' : `dalam ${daysLeft} hari`
  const subject = oneLine(`Sertifikat anti rayap ${certificate.nomor_sertifikat} berakhir ${when} (${until})`)
  const rows: [string, string][] = [
    ['Nomor sertifikat', certificate.nomor_sertifikat],
    ['Pelanggan', certificate.nama_pelanggan],
    ['Alamat', certificate.alamat],
    ['Berlaku sampai', until],
    ['Verifikasi', context.verificationUrl],
  ]
  const opening =
    audience === 'pelanggan'
      ? [`Yth. ${certificate.nama_pelanggan},`, `Sertifikat anti rayap Anda akan berakhir ${when}.`]
      : ['Pengingat untuk kantor:', `Sertifikat anti rayap seorang pelanggan akan berakhir ${when}.`]
  const closing =
    audience === 'pelanggan'
      ? 'Hubungi kami untuk menjadwalkan perawatan anti rayap berikutnya agar bangunan Anda tetap terlindungi.'
      : 'Hubungi pelanggan untuk menawarkan perawatan anti rayap berikutnya sebelum sertifikat berakhir.'
  const text = [
    ...opening,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    closing,
    '',
    'TTSG Pest Control',
  ].join('\n')
  const html = `${opening.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<table>${rows
    .map(([label, value]) => {
      const shown =
        label === 'Verifikasi' ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value)
      return `<tr><th align="left">${label}</th><td>${shown}</td></tr>`
    })
    .join('')}</table><p>${escapeHtml(closing)}</p><p>TTSG Pest Control</p>`
  return { subject, text, html }
}
