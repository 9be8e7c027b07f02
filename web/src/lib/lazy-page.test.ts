import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withTimeout } from './lazy-page.tsx'

describe('route code loading', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives up after 120 s with a chunk-load error', async () => {
    vi.useFakeTimers()
    const never = new Promise<never>(() => {})
    const loading = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS)
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    let settled = false
    loading.catch(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('turns a failed import into a chunk-load error', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
    const error = await withTimeout(failed, 1000).catch((caught: unknown) => caught)
    expect(isChunkLoadError(error)).toBe(true)
  })

  it('passes a loaded module through', async () => {
    await expect(withTimeout(Promise.resolve('module'), 1000)).resolves.toBe('module')
  })

  it('recognises the browsers’ own messages and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
