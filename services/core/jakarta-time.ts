// The company's time zone (api-contract.md): every date and time people read is Asia/Jakarta.
const LONG = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
})

// '23 November 2026 pukul 15.30' (the caller adds 'WIB' where the text needs it).
export const formatJakarta = (date: Date): string => LONG.format(date)
