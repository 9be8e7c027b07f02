// The company's time zone (api-contract.md): every date and time people read is Asia/Jakarta.
const LONG = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

// '23 November 2026 pukul 15.30' (the caller adds 'WIB' where the text needs it).
export const formatJakarta = (date: Date): string => LONG.format(date)

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

// Today in the company's time zone, as YYYY-MM-DD.
export const todayJakarta = (now: Date = new Date()): string => DAY.format(now)
