// Browser-safe: dates as the schedules' records and reports print them.

// The months as the reports print them.
export const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const

// '2026-01-01' → '1 Januari 2026'.
export function tanggalIndonesia(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${date} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`
}

// '1 Januari 2026 – 31 Desember 2026' (domain-model.md, Schedules).
export const periodeKontrak = (mulai: string, selesai: string) =>
  `${tanggalIndonesia(mulai)} – ${tanggalIndonesia(selesai)}`
