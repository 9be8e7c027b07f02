import type { Temuan } from '@services/modules/inspections/reading-shape.ts'

// A device's finding as the map and the tables show it: a colour and a shape with its letter, and
// the words, so it reads without colour (legend: FindingLegend).
export const FINDING_LETTER: Record<Temuan, string> = {
  'tidak ada aktivitas': 'N',
  'ada aktivitas': 'A',
  tertangkap: 'T',
  hilang: 'H',
  'belum diperiksa': '?',
}
export const findingClass = (temuan: Temuan) => `finding--${temuan.replaceAll(' ', '-')}`

export function FindingMark({ temuan }: { temuan: Temuan }) {
  return (
    <span className={`finding ${findingClass(temuan)}`}>
      <span className="finding__dot" aria-hidden="true">
        {FINDING_LETTER[temuan]}
      </span>
      {temuan}
    </span>
  )
}
