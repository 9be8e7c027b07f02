import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { requestIdOf, sendRequestId } from '../request-id.ts'
import errorHandler from './error-handler.ts'
import security from './security.ts'

// A route that sets its own security headers (`ownHeaders`, ADR 0025) and fails before its
// handler set them still answers with them, as a route with the onRequest callback would.
describe('routes that set their own security headers', () => {
  it('answer a failure before their handler with the API set, and their request id unless shared', async () => {
    const app = Fastify({ genReqId: requestIdOf })
    await app.register(errorHandler)
    await app.register(security, { hsts: false })
    app.addHook('onRoute', (route) => {
      if (route.config?.ownHeaders) return
      route.onRequest = [app.secureRequest, sendRequestId, ...[route.onRequest ?? []].flat()]
    })
    const fail = () => {
      throw new Error('gagal sebelum jawaban')
    }
    app.get('/api/biasa', fail)
    app.get('/api/sendiri', { config: { ownHeaders: true } }, fail)
    app.get('/api/bersama', { config: { ownHeaders: true, sharedCache: true } }, fail)
    const ordinary = await app.inject('/api/biasa')
    const own = await app.inject('/api/sendiri')
    const shared = await app.inject('/api/bersama')
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => name !== 'date' && name !== 'content-length')
    expect(ordinary.statusCode).toBe(500)
    expect(own.statusCode).toBe(500)
    expect(names(own.headers)).toEqual(names(ordinary.headers))
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(own.headers['cache-control']).toBe('no-store')
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(names(shared.headers)).toEqual(names(ordinary.headers).filter((name) => name !== 'x-request-id'))
    await app.close()
  })
})
