// Indonesian display formats (decisions.md): money as `Rp 1.250.000`, dates as `21 November 2026`.
// Written by hand so the output does not depend on the ICU data of a browser or Node build.

// The months as the server's reports print them: one list for both.
import { MONTH_NAMES } from '@services/modules/schedules/dates.ts'

export { MONTH_NAMES }

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp -'
  const whole = Math.round(Math.abs(amount))
  return `${amount < 0 ? '-' : ''}Rp ${groupThousands(String(whole))}`
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '-'
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.round(Math.abs(value))))}`
}

// Accepts `YYYY-MM-DD` (a calendar date, no time zone) or an ISO timestamp, shown in Asia/Jakarta.
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    if (match) {
      const [, year, month, day] = match
      const name = MONTH_NAMES[Number(month) - 1]
      return name ? `${Number(day)} ${name} ${year}` : value
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return String(value)
  // Jakarta is UTC+7 all year (no daylight saving), so a fixed shift gives its calendar date.
  const jakarta = new Date(date.getTime() + 7 * 60 * 60 * 1000)
  return `${jakarta.getUTCDate()} ${MONTH_NAMES[jakarta.getUTCMonth()]} ${jakarta.getUTCFullYear()}`
}

const pad2 = (value: number) => String(value).padStart(2, '0')

// A moment (ISO timestamp) as the office reads it: `21 November 2026 14.05`, Jakarta time, the
// hours and minutes joined by a dot as Indonesian writes them.
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return String(value)
  const jakarta = new Date(date.getTime() + 7 * 60 * 60 * 1000)
  return `${formatDate(date)} ${pad2(jakarta.getUTCHours())}.${pad2(jakarta.getUTCMinutes())}`
}
