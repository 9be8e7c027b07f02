// The calendar tab's place in the address (?tampilan=kalender&mode=bulan&tanggal=2026-11-01) and
// the range the API is asked for. Pure, so the rules are tested without a browser.

export type CalendarMode = 'minggu' | 'bulan'
export const VIEW_OF_MODE: Record<CalendarMode, string> = { minggu: 'timeGridWeek', bulan: 'dayGridMonth' }

export function modeOf(value: string | null): CalendarMode {
  return value === 'minggu' ? 'minggu' : 'bulan'
}

export function modeOfView(view: string): CalendarMode {
  return view === 'timeGridWeek' ? 'minggu' : 'bulan'
}

const pad = (n: number) => String(n).padStart(2, '0')

// A Date the calendar gives (local midnight of a day) as `YYYY-MM-DD` of that same local day.
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function validDay(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null
}

// The visible range [start, end) as the API's inclusive dari..sampai.
export function visibleRange(start: Date, end: Date): { dari: string; sampai: string } {
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1)
  return { dari: localDay(start), sampai: localDay(last) }
}
