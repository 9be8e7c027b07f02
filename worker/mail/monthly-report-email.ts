import { oneLine } from '@ttsg/services/core/text-rules.ts'
import type { MonthlyEmailSubject } from '@ttsg/services/modules/monthly-reports/index.ts'
import { MONTH_NAMES } from '@ttsg/services/modules/schedules/index.ts'
import { escapeHtml } from './html.ts'

// The monthly treatment report's email to the customer, in Indonesian, with the PDF attached by
// the job. A later version of a month already emailed says that it replaces the earlier one.
export type MonthlyReportEmail = { subject: string; text: string; html: string }

export function composeMonthlyReportEmail(
  report: Pick<MonthlyEmailSubject, 'nama_pelanggan' | 'kode_pelanggan' | 'bulan' | 'tahun'> &
    Pick<MonthlyEmailSubject, 'jumlah_kunjungan' | 'diperbarui'>,
): MonthlyReportEmail {
  const period = `${MONTH_NAMES[report.bulan - 1]} ${report.tahun}`
  const subject = oneLine(
    `${report.diperbarui ? 'Pembaruan laporan' : 'Laporan'} treatment bulanan ${period} - ${report.nama_pelanggan}`,
  )
  const lines = [
    `Yth. ${report.nama_pelanggan} (${report.kode_pelanggan}),`,
    '',
    report.diperbarui
      ? `Terlampir laporan treatment bulanan ${period} yang diperbarui; laporan ini menggantikan yang kami kirim sebelumnya.`
      : `Terlampir laporan treatment bulanan ${period}.`,
    `Jumlah kunjungan: ${report.jumlah_kunjungan}.`,
    '',
    'Hubungi kami bila ada pertanyaan tentang laporan ini.',
    '',
    'TTSG Pest Control',
  ]
  const html = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
  return { subject, text: lines.join('\n'), html }
}
