// Browser-safe and pure: the dates buatJadwal plans for a contract (domain-model.md, Contracts):
// `1x / bulan` one a month, `2x / bulan` two about two weeks apart, `1x / minggu` weekly,
// `permintaan` and `station` none; never on a Sunday (Monday instead, or Saturday when Monday
// leaves the period). Dates are YYYY-MM-DD, counted in UTC days so no time zone moves them.

const DAY_MS = 86_400_000
const toDate = (day: string) => new Date(`${day}T00:00:00Z`)
const toDay = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (day: string, n: number) => toDay(new Date(toDate(day).getTime() + n * DAY_MS))

// The same day of the month `months` later, the month's last day when it is shorter.
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return toDay(new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))))
}

function offSunday(day: string, start: string, end: string): string | null {
  if (toDate(day).getUTCDay() !== 0) return day
  const monday = addDays(day, 1)
  if (monday <= end) return monday
  const saturday = addDays(day, -1)
  return saturday >= start ? saturday : null
}

function raw(periode: string, start: string, end: string): string[] {
  const days: string[] = []
  if (periode === '1x / minggu') {
    for (let day = start; day <= end; day = addDays(day, 7)) days.push(day)
  } else if (periode === '1x / bulan' || periode === '2x / bulan') {
    for (let m = 0; ; m += 1) {
      const first = addMonths(start, m)
      if (first > end) break
      days.push(first)
      if (periode === '2x / bulan') {
        const second = addDays(first, 14)
        if (second <= end && second < addMonths(start, m + 1)) days.push(second)
      }
    }
  }
  return days
}

export function planVisitDates(periode: string, start: string, end: string): string[] {
  const planned: string[] = []
  for (const day of raw(periode, start, end)) {
    const moved = offSunday(day, start, end)
    if (moved !== null && !planned.includes(moved)) planned.push(moved)
  }
  return planned
}
