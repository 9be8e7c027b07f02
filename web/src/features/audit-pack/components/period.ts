// The period a form starts with: the last full three months up to today (a quarter's audit).
export function lastQuarter(today = new Date()): { dari: string; sampai: string } {
  const from = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 3, today.getDate() + 1))
  const iso = (date: Date) => date.toISOString().slice(0, 10)
  return {
    dari: iso(from),
    sampai: iso(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()))),
  }
}

export const waktu = (iso: string) =>
  new Date(iso).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' })
