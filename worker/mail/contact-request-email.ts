import { formatJakarta } from '@ttsg/services/core/jakarta-time.ts'
import { oneLine } from '@ttsg/services/core/text-rules.ts'
import type { ContactRequestsTable } from '@ttsg/services/modules/contact/index.ts'
import { escapeHtml } from './html.ts'

// The email the company receives for a contact request, in Indonesian, with every field.
export type ContactEmail = {
  subject: string
  text: string
  html: string
  replyTo: { name: string; address: string }
}

export function composeContactEmail(
  request: Omit<ContactRequestsTable, 'created_at'> & { created_at: Date },
): ContactEmail {
  const rows: [string, string][] = [
    ['Nama', request.nama],
    ['Email', request.email],
    ['No Telp', request.no_telp],
    ['Permasalahan', request.permasalahan],
    ['Jenis usaha', request.jenis_usaha],
    ['Deskripsi', request.deskripsi || '-'],
    ['Dikirim', `${formatJakarta(request.created_at)} WIB`],
  ]
  // Headers carry one clean line whatever was stored (older rows predate the shared text rules):
  // no line breaks to bend them, no ANSI escapes or bidi overrides to disguise the sender.
  const name = oneLine(request.nama)
  const subject = oneLine(`Permintaan kontak baru: ${name} (${request.permasalahan}, ${request.jenis_usaha})`)
  const text = [
    'Ada permintaan kontak baru dari situs web:',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Balas email ini untuk menjawab langsung ke pengirim, atau hubungi nomor teleponnya.',
  ].join('\n')
  const html = `<p>Ada permintaan kontak baru dari situs web:</p><table>${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${label}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join(
      '',
    )}</table><p>Balas email ini untuk menjawab langsung ke pengirim, atau hubungi nomor teleponnya.</p>`
  // Quotes would end the display name early; nodemailer encodes the rest.
  return { subject, text, html, replyTo: { name: name.replace(/"/g, ''), address: oneLine(request.email) } }
}
