// The technician's schedule shows three weeks at a time: the week before today and the two after;
// Sebelumnya / Berikutnya move the window by two weeks (kept in the address as `geser`). The
// shell's script asks for the same window when the page is opened (public/area-boot.js, ADR 0056).
const WINDOW_DAYS = 21
const STEP_DAYS = 14

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

// The calendar query (dari, sampai) for `today` (YYYY-MM-DD, Jakarta) moved by `shift` steps.
export function technicianWindow(today: string, shift: number): { dari: string; sampai: string } {
  const from = addDays(today, -7 + shift * STEP_DAYS)
  return { dari: from, sampai: addDays(from, WINDOW_DAYS - 1) }
}
