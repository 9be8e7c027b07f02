import { ApiError } from './api-client.ts'

// Spec section 8: an add that fails without a message of the server's own says this.
export const ADD_FAILED_MESSAGE = 'Internal Server Error'

// Spec section 8's fallbacks for a failed save ('Internal Server Error' for an add, 'Gagal mengupdate
// data laporan' for a report's edit, ...). A refusal the server explains (4xx: a missing field, a
// stale version, a file type) keeps the server's errMessage, which says what to fix; a failure on
// the server (5xx), whose generic message says nothing of the save, shows the screen's own text.
// No answer at all keeps the client's "cannot reach the server", which says what to do.
export async function withSaveFallback<T>(send: Promise<T>, fallback: string): Promise<T> {
  try {
    return await send
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500)
      throw new ApiError(fallback, error.status, error.body)
    throw error
  }
}
