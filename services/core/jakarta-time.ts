// The company's time zone (api-contract.md): every date and time people read is Asia/Jakarta.

// The months as people read them in Indonesian (reports, the privacy notice's date, the panels).
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

// Each formatter is made on its first use: making one loads its locale's data, which a phone's page
// would otherwise pay for when the module loads, for formatters it may never use.
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const LONG = once(
  () => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }),
)

// '23 November 2026 pukul 15.30' (the caller adds 'WIB' where the text needs it).
export const formatJakarta = (date: Date): string => LONG().format(date)

// Asia/Jakarta is UTC+7 all year (no daylight saving since 1964): its date is UTC's seven hours on.
// No formatter: the first one made for a time zone loads that zone's data, about 20 ms of a
// phone's first render of the technician's page (Lighthouse, issue 27).
const JAKARTA_OFFSET_MS = 7 * 3_600_000

// Today in the company's time zone, as YYYY-MM-DD.
export const todayJakarta = (now: Date = new Date()): string =>
  new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)

const LONG_DATE = once(() => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }))

// A calendar date 'YYYY-MM-DD' as people read it: '21 November 2026' (no time zone involved).
export const formatLongDate = (date: string): string => LONG_DATE().format(new Date(`${date}T00:00:00Z`))

// Whole days from one calendar date to another (negative when `to` is earlier).
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
