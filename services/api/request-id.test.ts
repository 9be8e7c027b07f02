import type { IncomingMessage } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { newRequestId, requestIdOf } from './request-id.ts'

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage

describe('request ids', () => {
  it('are UUID-shaped and never repeat within a process', () => {
    const ids = Array.from({ length: 10_000 }, () => requestIdOf(request()))
    for (const id of ids.slice(0, 3))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('keep a well-formed id the caller sent and replace anything else', () => {
    expect(requestIdOf(request({ 'x-request-id': 'trace-12345678' }))).toBe('trace-12345678')
    expect(requestIdOf(request({ 'x-request-id': 'short' }))).not.toBe('short')
    expect(requestIdOf(request({ 'x-request-id': 'bad id with spaces' }))).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('differ between processes: the random part is drawn at start', async () => {
    vi.resetModules()
    const fresh: typeof import('./request-id.ts') = await import('./request-id.ts')
    expect(fresh.newRequestId().slice(0, 24)).not.toBe(newRequestId().slice(0, 24))
  })
})
