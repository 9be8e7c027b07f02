import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, api, apiUrl, connectSession, NETWORK_ERROR_MESSAGE, swrFetcher } from './api-client.ts'
import { closedOrigin, closeServer, listenLocally, resolveRelativeFetch } from './testing/local-http.ts'

// A real HTTP server answering as the API does; the browser's relative URLs are resolved
// against it, which is all the stubbed fetch adds.
type Seen = { method: string; url: string; authorization?: string; contentType?: string; body: string }
let server: Server
let origin: string
// Where the stubbed fetch sends the browser's relative URLs.
let target: string
const seen: Seen[] = []

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readAll(request)
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    })
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(payload))
    }
    const path = (request.url ?? '').split('?')[0]
    if (path === '/api/katalog_harga/getData') send(200, { status: 'sukses', data: [{ id: 1 }] })
    else if (path === '/api/kontak') send(400, { status: 'gagal', errMessage: 'Nama wajib diisi' })
    else if (path === '/api/lunak')
      send(200, { status: 'gagal', errMessage: 'Data Sertifikat tidak ditemukan' })
    else if (path === '/api/rahasia') send(401, { status: 'gagal', errMessage: 'Sesi berakhir' })
    else if (path === '/api/rusak') {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html>Bad gateway</html>')
    } else send(404, { status: 'gagal', errMessage: `Alamat ${path} tidak ditemukan` })
  })
  origin = await listenLocally(server)
  target = origin
  resolveRelativeFetch(() => target)
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await closeServer(server)
})

afterEach(() => {
  seen.length = 0
})

describe('the API client', () => {
  it('builds /api paths with the query, leaving out empty values', () => {
    expect(apiUrl('/katalog_harga/getData')).toBe('/api/katalog_harga/getData')
    expect(apiUrl('/api/kontak')).toBe('/api/kontak')
    expect(
      apiUrl('/laporan/getData', { search_query: 'budi', page: 0, limit: 10, tanggal_laporan: '' }),
    ).toBe('/api/laporan/getData?search_query=budi&page=0&limit=10')
  })

  it('returns the success body and sends JSON', async () => {
    const body = await api.post<{ status: string; data: unknown }>(
      '/katalog_harga/getData',
      { a: 1 },
      { auth: false },
    )
    expect(body).toEqual({ status: 'sukses', data: [{ id: 1 }] })
    expect(seen[0]).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' })
  })

  it('turns an error answer into an ApiError with the server’s errMessage and status', async () => {
    const error = await api.post('/kontak', {}, { auth: false }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Nama wajib diisi', status: 400 })
  })

  it('treats status gagal as an error even with HTTP 200', async () => {
    await expect(api.get('/lunak', { auth: false })).rejects.toMatchObject({
      message: 'Data Sertifikat tidak ditemukan',
    })
  })

  it('falls back to an Indonesian message when the answer is not the contract’s', async () => {
    await expect(api.get('/rusak', { auth: false })).rejects.toMatchObject({ status: 502 })
    const error = (await api.get('/rusak', { auth: false }).catch((caught: unknown) => caught)) as ApiError
    expect(error.message).toMatch(/kesalahan pada server/)
    await expect(
      api.get('/rusak', { auth: false, fallbackMessage: 'Internal Server Error' }),
    ).rejects.toThrow('Internal Server Error')
  })

  it('reports an unreachable server as a network error', async () => {
    target = await closedOrigin()
    const error = (await api
      .get('/katalog_harga/getData', { auth: false })
      .catch((caught: unknown) => caught)) as ApiError
    target = origin
    expect(error.status).toBe(0)
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE)
  })

  it('renews the session before an authenticated call and sends its token', async () => {
    const order: string[] = []
    let token = 'lama'
    const unauthorized = vi.fn()
    const disconnect = connectSession({
      refreshIfExpiring: async () => {
        order.push('refresh')
        token = 'baru'
      },
      accessToken: () => {
        order.push('token')
        return token
      },
      onUnauthorized: unauthorized,
    })
    try {
      await swrFetcher(['/katalog_harga/getData', { page: 1 }])
      expect(order).toEqual(['refresh', 'token'])
      expect(seen[0]).toMatchObject({
        url: '/api/katalog_harga/getData?page=1',
        authorization: 'Bearer baru',
      })

      await expect(api.get('/rahasia')).rejects.toMatchObject({ status: 401 })
      expect(unauthorized).toHaveBeenCalledTimes(1)

      // Public calls carry no token and never trigger a renewal.
      order.length = 0
      await api.get('/katalog_harga/getData', { auth: false })
      expect(order).toEqual([])
      expect(seen.at(-1)?.authorization).toBeUndefined()
    } finally {
      disconnect()
    }
    await api.get('/katalog_harga/getData')
    expect(seen.at(-1)?.authorization).toBeUndefined()
  })
})
