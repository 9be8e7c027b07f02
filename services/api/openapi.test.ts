import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operationIdOf } from './openapi-defaults.ts'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'

type Operation = {
  operationId?: string
  security?: unknown[]
  requestBody?: { content: Record<string, { example?: unknown }> }
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >
}

let t: TestApp
let operations: [string, Operation][]
beforeAll(async () => {
  t = await buildTestApp()
  const doc = (await t.app.inject('/api/docs/json')).json()
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  )
})
afterAll(() => t.close())

// Enough for a client to be generated from the document (Redocly's lint runs in npm test too).
describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId and its security, an empty list when public', () => {
    expect(operations.length).toBeGreaterThan(20)
    const ids = operations.map(([, op]) => op.operationId)
    expect(ids.every((id) => typeof id === 'string')).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    const publicOps = t.app
      .accessTable()
      .filter((entry) => entry.access === 'public' && !entry.url.startsWith('/api/docs'))
    for (const [name, op] of operations) expect(Array.isArray(op.security), name).toBe(true)
    const kontak = operations.find(([name]) => name === 'POST /api/kontak')![1]
    expect(kontak.security).toEqual([])
    expect(publicOps.length).toBeGreaterThan(5)
    const katalogEdit = operations.find(([name]) => name === 'PUT /api/katalog_harga/updateData/{id}')![1]
    expect(katalogEdit.security).toEqual([{ bearer: [] }])
  })

  // /api/ready's 503 is the readiness report ({status, checks}), not an error of the contract.
  it('describes every client and server error answer with the envelope', () => {
    for (const [name, op] of operations) {
      const errors = Object.entries(op.responses).filter(([code]) => Number(code) >= 400 && code !== '503')
      expect(errors.length, name).toBeGreaterThan(0)
      for (const [code, answer] of errors) {
        const schema = answer.content?.['application/json']?.schema
        expect(Object.keys(schema?.properties ?? {}), `${name} ${code}`).toEqual(['status', 'errMessage'])
      }
    }
  })

  it('carries an example for every request body', () => {
    for (const [name, op] of operations) {
      if (!op.requestBody) continue
      // JSON bodies, and multipart ones for uploads.
      const [media] = Object.values(op.requestBody.content) as { example?: unknown }[]
      expect(media?.example, name).toBeTypeOf('object')
    }
  })

  it('names operations from method and path', () => {
    expect(operationIdOf('GET', '/api/katalog_harga/getData/:id')).toBe('getKatalogHargaGetDataById')
    expect(operationIdOf('GET', '/api/verify-pelanggan/:token')).toBe('getVerifyPelangganByToken')
  })
})
