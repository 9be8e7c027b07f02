import { formatLongDate } from '@ttsg/services/core/jakarta-time.ts'
import { oneLine } from '@ttsg/services/core/text-rules.ts'
import { CorrectiveActionOpened, getAction } from '@ttsg/services/modules/corrective-actions/index.ts'
import { findCustomer } from '@ttsg/services/modules/customers/index.ts'
import { escapeHtml } from '../mail/html.ts'
import { sendOnce } from '../mail/send-once.ts'
import { defineReaction, mailRetry } from '../reactions/define.ts'

export const actionMessageKey = (idtindakan: number) => `tindakan-korektif-${idtindakan}`

// The customer's QA contact hears of a new corrective action once (customers keep no QA contact
// field yet: the customer's own email; none, no email).
export const actionOpenedEmail = defineReaction({
  name: 'corrective-action-opened-email',
  event: CorrectiveActionOpened,
  queue: 'mail',
  jobId: (event) => `tindakan-korektif-${event.data.idtindakan}`,
  payload: (event) => ({ idtindakan: event.data.idtindakan }),
  options: mailRetry,
  async handle(payload, context) {
    const action = await getAction({ db: context.db, now: context.now }, payload.idtindakan)
    const customer = await findCustomer(context.db, action.idpelanggan)
    if (!customer?.email) {
      context.logger.info(
        { idtindakan: payload.idtindakan },
        'customer has no email; corrective action not emailed',
      )
      return
    }
    const rows: [string, string][] = [
      ['Lokasi', action.nama_lokasi],
      ['Area', action.nama_area ?? 'seluruh lokasi'],
      ['Temuan', action.temuan],
      ['Tingkat', action.tingkat],
      ['Penanggung jawab', action.penanggung_jawab],
      ['Tenggat', formatLongDate(action.tenggat)],
    ]
    const link = `${context.config.publicUrl}/pelanggan`
    const opening = `Yth. ${customer.nama_pelanggan}, kami mencatat tindakan korektif baru di lokasi Anda.`
    const closing = `Tanggapi tindakan ini di area pelanggan: ${link}`
    await sendOnce(
      {
        messageKey: actionMessageKey(action.idtindakan),
        to: customer.email,
        subject: oneLine(`Tindakan korektif ${action.tingkat}: ${action.nama_lokasi}`),
        text: [
          opening,
          '',
          ...rows.map(([label, value]) => `${label}: ${value}`),
          '',
          closing,
          '',
          'TTSG Pest Control',
        ].join('\n'),
        html: `<p>${escapeHtml(opening)}</p><table>${rows
          .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
          .join('')}</table><p>${escapeHtml(closing)}</p><p>TTSG Pest Control</p>`,
      },
      context,
    )
  },
})
