import { integer } from './contract.ts'

// Fields that several modules' contracts state alike, written once so their rules, Indonesian
// messages and OpenAPI descriptions cannot drift apart. Browser-safe, like contract.ts.

// The optimistic-concurrency version a form sends back (409 when stale).
export const versionField = integer({
  label: 'Versi',
  min: { value: 0, message: 'Versi tidak valid' },
  description: 'Versi terakhir yang dibaca (atau If-Match); tanpa versi berlaku pada data terkini',
})

// A record named by its number in a body (idlokasi, idarea, idpelanggan): out of PostgreSQL's
// integer range reads as "not found" rather than a server error.
export const referenceField = (label: string, required: string, notFound: string, description: string) =>
  integer({
    label,
    required,
    min: { value: 1, message: notFound },
    max: { value: 2_147_483_647, message: notFound },
    description,
  })
