import { formatJakarta } from '@ttsg/services/core/jakarta-time.ts'
import { oneLine } from '@ttsg/services/core/text-rules.ts'
import { getSighting, SightingReported } from '@ttsg/services/modules/sightings/index.ts'
import { escapeHtml } from '../mail/html.ts'
import { sendOnce } from '../mail/send-once.ts'
import { defineReaction, mailRetry } from '../reactions/define.ts'

export const sightingMessageKey = (idpenampakan: number) => `penampakan-${idpenampakan}`

// The company hears of a customer's sighting once (the contact requests' address), with the
// time by which it must answer (ADR 0095) and the admin's page of the site's sightings.
export const sightingEmail = defineReaction({
  name: 'sighting-reported-email',
  event: SightingReported,
  queue: 'mail',
  jobId: (event) => `penampakan-${event.data.idpenampakan}`,
  payload: (event) => ({ idpenampakan: event.data.idpenampakan }),
  options: mailRetry,
  async handle(payload, context) {
    const sighting = await getSighting({ db: context.db, now: context.now }, payload.idpenampakan)
    const rows: [string, string][] = [
      ['Lokasi', `${sighting.nama_lokasi} (${sighting.kode_lokasi})`],
      ['Area', sighting.nama_area ?? 'tidak disebutkan'],
      ['Hama', sighting.hama],
      ['Catatan', sighting.catatan || '-'],
      ['Sumber', sighting.sumber === 'poster' ? 'poster QR di lokasi' : 'portal pelanggan'],
      ['Foto', sighting.ada_foto ? 'ada (lihat di halaman penampakan)' : 'tidak ada'],
      ['Dilaporkan', `${formatJakarta(new Date(sighting.waktu))} WIB`],
      ['Tanggapi sebelum', `${formatJakarta(new Date(sighting.batas_tanggapan))} WIB`],
    ]
    const link = `${context.config.publicUrl}/admin-home/lokasi/${sighting.idlokasi}/penampakan`
    const opening = 'Pelanggan melaporkan penampakan hama dan meminta kunjungan:'
    const closing = `Jadwalkan kunjungan atau tandai sudah ditangani: ${link}`
    await sendOnce(
      {
        messageKey: sightingMessageKey(sighting.idpenampakan),
        to: context.config.contactEmailTo,
        subject: oneLine(`Penampakan ${sighting.hama}: ${sighting.nama_lokasi}`),
        text: [opening, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', closing].join('\n'),
        html: `<p>${escapeHtml(opening)}</p><table>${rows
          .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
          .join('')}</table><p>${escapeHtml(closing)}</p>`,
      },
      context,
    )
  },
})
