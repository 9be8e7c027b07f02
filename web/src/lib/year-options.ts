// The years a list's year filter offers, newest first: `back` years before this one to `ahead`
// years after it (a certificate expires years after it is made; a report is of the past).
export function yearOptions(back: number, ahead: number, now = new Date()): string[] {
  const year = now.getFullYear()
  const years: string[] = []
  for (let y = year + ahead; y >= year - back; y -= 1) years.push(String(y))
  return years
}
