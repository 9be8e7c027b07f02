// Customer codes TTSG-{area}-{number} (specification section 3, domain-model.md). Browser-safe.

export const KODE_AREA_OPTIONS = ['sda', 'sby', 'kdr', 'mjk', 'mlng'] as const
export type KodeArea = (typeof KODE_AREA_OPTIONS)[number]

// Three digits (001 to 999), then plain numbers from 1000 on: one spelling per number, so
// 'TTSG-sda-0001' can never sit beside 'TTSG-sda-001'.
export const KODE_PATTERN = '^TTSG-(sda|sby|kdr|mjk|mlng)-([0-9]{3}|[1-9][0-9]{3,5})$'

const PICK_LIST_NUMBERS = Array.from({ length: 27 }, (_, index) => index + 1).filter((n) => n !== 22)

export const formatKode = (area: KodeArea, number: number): string =>
  `TTSG-${area}-${String(number).padStart(3, '0')}`

// The specification's pick list: 001 to 027 without 022, for every area.
export const KODE_PELANGGAN_OPTIONS: readonly string[] = KODE_AREA_OPTIONS.flatMap((area) =>
  PICK_LIST_NUMBERS.map((number) => formatKode(area, number)),
)

export function isKodeArea(value: unknown): value is KodeArea {
  return typeof value === 'string' && (KODE_AREA_OPTIONS as readonly string[]).includes(value)
}

// The area and number of a well-formed code, else null.
export function parseKode(kode: string): { area: KodeArea; number: number } | null {
  const match = new RegExp(KODE_PATTERN).exec(kode)
  if (!match) return null
  return { area: match[1] as KodeArea, number: Number(match[2]) }
}

export const BEYOND_COUNT = 5

// The codes the add form offers for an area, in order: the pick list's free codes first, then the
// next five numbers beyond the highest used one (never below 028).
export function freeKodes(area: KodeArea, usedNumbers: Iterable<number>): string[] {
  const used = new Set(usedNumbers)
  const highest = Math.max(PICK_LIST_NUMBERS.at(-1)!, ...used)
  const pick = PICK_LIST_NUMBERS.filter((n) => !used.has(n))
  const beyond = Array.from({ length: BEYOND_COUNT }, (_, index) => highest + index + 1)
  return [...pick, ...beyond].map((number) => formatKode(area, number))
}
