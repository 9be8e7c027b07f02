// The one way the SPA talks to the API (api-contract.md): JSON or multipart bodies, the contract's
// envelopes, `status: 'gagal'` as an error carrying the server's `errMessage`, and a bridge to
// the session so that every call renews an expiring access token and carries it.

import type { Paged } from '@services/core/paging.ts'
import { REQUEST_TIMEOUT_MS } from './early-renewal.ts'
import { takeFirstData } from './first-data.ts'

export type ApiSuccess<T> = { status: 'sukses'; message?: string; data: T }
// One page of a list, as the server's paging answers it.
export type ApiPage<T> = Paged<T>
type ApiFailure = { status: 'gagal'; errMessage?: string }

export class ApiError extends Error {
  // HTTP status of the answer; 0 when no answer arrived (offline, timeout).
  readonly status: number
  readonly body: unknown

  constructor(message: string, status: number, body: unknown = undefined) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

// Filled in by the session module (identity): until then every call is anonymous.
export type SessionBridge = {
  // Renews the access token when its expiry (claim exp, seconds) has passed or is about to.
  refreshIfExpiring(): Promise<void>
  accessToken(): string | null
  // The server refused the token it was sent (401): the session is cleared by its owner, unless
  // it has moved on to another token meanwhile (a renewal that crossed the refused call).
  onUnauthorized(token: string): void
}

const anonymous: SessionBridge = {
  refreshIfExpiring: async () => {},
  accessToken: () => null,
  onUnauthorized: () => {},
}

let session: SessionBridge = anonymous

export function connectSession(bridge: SessionBridge): () => void {
  session = bridge
  return () => {
    if (session === bridge) session = anonymous
  }
}

export type QueryValue = string | number | boolean | null | undefined

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  // A plain value is sent as JSON; FormData as multipart (the browser sets the boundary).
  body?: unknown
  query?: Record<string, QueryValue>
  // Public calls (catalogue list, contact form, login, refresh) set this to false.
  auth?: boolean
  signal?: AbortSignal
  timeoutMs?: number
  // Shown when the server gives no errMessage of its own.
  fallbackMessage?: string
  // The Accept header; JSON unless the call downloads a file.
  accept?: string
  // The same call already sent (lib/early-renewal.ts): its answer is read instead of sending it.
  sent?: Promise<Response>
}

const DEFAULT_TIMEOUT_MS = REQUEST_TIMEOUT_MS

export const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.'

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Data yang dikirim tidak valid',
  401: 'Sesi Anda telah berakhir, silakan login kembali',
  403: 'Anda tidak memiliki akses ke halaman ini',
  404: 'Data tidak ditemukan',
  409: 'Data telah diubah oleh pengguna lain, silakan muat ulang',
  413: 'Ukuran file tidak boleh lebih dari 5 Mb',
  415: 'Format file tidak didukung',
  429: 'Terlalu banyak permintaan, silakan coba lagi beberapa menit lagi',
}

function defaultMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? 'Terjadi kesalahan pada server, silakan coba lagi'
}

// Paths are written as the contract spells them after /api (`/katalog_harga/getData`).
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base =
    path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${base}?${search}` : base
}

function isFailure(body: unknown): body is ApiFailure {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'gagal'
}

function errMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const message = (body as { errMessage?: unknown }).errMessage
  return typeof message === 'string' && message.trim() !== '' ? message : undefined
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

// Sends the call (token renewed and attached for authenticated calls) and gives the answer when
// it is a success status; an error status becomes an ApiError carrying the server's errMessage.
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, query, auth = true, fallbackMessage } = options
  const headers = new Headers({ accept: options.accept ?? 'application/json' })
  let token: string | null = null
  if (auth) {
    await session.refreshIfExpiring()
    token = session.accessToken()
    if (token) headers.set('authorization', `Bearer ${token}`)
  }
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    payload = JSON.stringify(body)
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout

  const url = apiUrl(path, query)
  // A page opened in an area: its first data may have been asked for by the shell (first-data.ts).
  const first =
    method === 'GET' && token && payload === undefined && !options.sent && !options.accept
      ? await takeFirstData(url, token)
      : undefined
  let response: Response
  try {
    response = await (options.sent ??
      first ??
      fetch(url, {
        method,
        headers,
        body: payload,
        signal,
        credentials: 'same-origin',
      }))
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(fallbackMessage ?? NETWORK_ERROR_MESSAGE, 0)
  }
  if (!response.ok) {
    const parsed = await readBody(response)
    // A call sent without a token (the technician area open offline, ADR 0040) has no session to end.
    if (response.status === 401 && token) session.onUnauthorized(token)
    throw new ApiError(
      errMessageOf(parsed) ?? fallbackMessage ?? defaultMessage(response.status),
      response.status,
      parsed,
    )
  }
  return response
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options)
  const parsed = await readBody(response)
  if (isFailure(parsed)) {
    throw new ApiError(errMessageOf(parsed) ?? options.fallbackMessage ?? defaultMessage(400), 400, parsed)
  }
  return parsed as T
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

// SWR keys are either a path or [path, query]; authenticated unless the key says otherwise.
export type SwrKey = string | readonly [string, Record<string, QueryValue>?, { auth?: boolean }?]

export function swrFetcher<T>(key: SwrKey): Promise<T> {
  if (typeof key === 'string') return apiRequest<T>(key)
  const [path, query, options] = key
  return apiRequest<T>(path, { query, auth: options?.auth ?? true })
}
