import { Writable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../core/logger.ts'
import { lazyChildLogger } from './request-logger.ts'

function capture(level: string) {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  return { logger: createLogger(level, 'test', destination), lines }
}

describe('the lazy request logger', () => {
  it('writes the same line as an eager child, with the request id, at an enabled level', async () => {
    const { logger, lines } = capture('warn')
    const child = lazyChildLogger(logger as FastifyBaseLogger, { requestId: 'req-1' }, {})
    child.warn({ password: 'rahasia', n: 1 }, 'something odd')
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 40, requestId: 'req-1', n: 1, msg: 'something odd' })
    // The parent's redaction still applies.
    expect(lines[0]?.password).toBe('[disembunyikan]')
  })

  it('makes no child and writes nothing below the level', async () => {
    const { logger, lines } = capture('warn')
    const spy = vi.spyOn(logger, 'child')
    const child = lazyChildLogger(logger as FastifyBaseLogger, { requestId: 'req-2' }, {})
    child.info('request completed')
    child.debug('detail')
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines).toHaveLength(0)
    expect(spy).not.toHaveBeenCalled()
    expect(child.level).toBe('warn')
  })

  it('gives a route with its own level an eager child at that level', () => {
    const { logger } = capture('warn')
    const child = lazyChildLogger(logger as FastifyBaseLogger, { requestId: 'req-3' }, { level: 'debug' })
    expect(child.level).toBe('debug')
  })
})
