// Browser-safe: dates as the schedules' records and reports print them.
import { MONTH_NAMES } from '../../core/jakarta-time.ts'

// The months as the reports print them.
export { MONTH_NAMES }

// '2026-01-01' → '1 Januari 2026'.
export function tanggalIndonesia(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`
}

// '1 Januari 2026 – 31 Desember 2026' (domain-model.md, Schedules).
export const periodeKontrak = (mulai: string, selesai: string) =>
  `${tanggalIndonesia(mulai)} – ${tanggalIndonesia(selesai)}`
