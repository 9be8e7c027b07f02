import { ApiError } from './api-client.ts'

// domain-model.md, "Common": an update that sends a version someone else has already changed
// answers 409 with this message and changes nothing.
export const STALE_VERSION_MESSAGE =
  'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

// A save refused because the record changed meanwhile (not another 409 such as a duplicate value
// or 'Data masih dipakai oleh ...', which the form shows as a plain error).
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.message === STALE_VERSION_MESSAGE
}
