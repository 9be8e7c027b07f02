import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client.ts'
import { isStaleVersion, STALE_VERSION_MESSAGE } from './stale-version.ts'

describe('isStaleVersion', () => {
  it('knows the 409 of a stale version from other refusals', () => {
    expect(isStaleVersion(new ApiError(STALE_VERSION_MESSAGE, 409))).toBe(true)
    expect(isStaleVersion(new ApiError('Data masih dipakai oleh kontrak, nonaktifkan saja', 409))).toBe(false)
    expect(isStaleVersion(new ApiError(STALE_VERSION_MESSAGE, 400))).toBe(false)
    expect(isStaleVersion(new Error(STALE_VERSION_MESSAGE))).toBe(false)
  })
})
