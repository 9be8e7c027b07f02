import { formatDate } from '../../lib/format.ts'

// The visits of a list page grouped by their date, in the order the API gave them (tanggal, then
// jam), each group headed as the office reads a day: 'Senin, 23 November 2026'.

export const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const

// `YYYY-MM-DD` is a calendar date with no time zone: its weekday is computed in UTC so the
// browser's own zone never shifts it.
export function dayHeading(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()
  return `${DAY_NAMES[weekday]}, ${formatDate(date)}`
}

// Today in Asia/Jakarta (UTC+7 all year), where the office works, whatever the browser's zone.
export function jakartaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export type VisitDay<T> = { date: string; heading: string; isToday: boolean; visits: T[] }

export function groupByDate<T extends { tanggal: string }>(
  visits: readonly T[],
  today: string,
): VisitDay<T>[] {
  const days: VisitDay<T>[] = []
  for (const visit of visits) {
    const last = days.at(-1)
    if (last && last.date === visit.tanggal) last.visits.push(visit)
    else
      days.push({
        date: visit.tanggal,
        heading: dayHeading(visit.tanggal),
        isToday: visit.tanggal === today,
        visits: [visit],
      })
  }
  return days
}
