import { describe, expect, it } from 'vitest'
import { createStateCache } from './state-cache.ts'

// Issue 36: every contact request is a new stream, so the API remembers a new state with each
// one. The cache must stay at its limit however many streams pass, dropping the least recently
// written, or the API's memory would grow with every request.
describe('state cache', () => {
  const entry = (version: number) => ({ decider: {}, version, token: String(version), state: { version } })

  it('keeps at most its limit of streams after many more distinct ones', () => {
    const cache = createStateCache(1000)
    for (let n = 0; n < 50_000; n += 1) cache.set('contact', `stream-${n}`, entry(n))
    expect(cache.size).toBe(1000)
    expect(cache.get('contact', 'stream-48999')).toBeUndefined()
    expect(cache.get('contact', 'stream-49000')?.version).toBe(49_000)
    expect(cache.get('contact', 'stream-49999')?.version).toBe(49_999)
  })

  it('drops the least recently written, not the oldest first written', () => {
    const cache = createStateCache(2)
    cache.set('t', 'a', entry(1))
    cache.set('t', 'b', entry(1))
    cache.set('t', 'a', entry(2))
    cache.set('t', 'c', entry(1))
    expect(cache.get('t', 'b')).toBeUndefined()
    expect(cache.get('t', 'a')?.version).toBe(2)
    expect(cache.size).toBe(2)
  })
})
