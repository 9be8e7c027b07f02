import type { Process } from './cluster.ts'

// Calls to one API process of the cluster, as its browser or an operator's tool would make them.

export type Call = { token?: string; json?: unknown; headers?: Record<string, string>; body?: Buffer }
export async function call(api: Process, method: string, path: string, options: Call = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${api.url}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    signal: AbortSignal.timeout(15_000),
  })
}

// Signs the demo admin in; the refresh cookie as a browser would send it back.
export async function signIn(api: Process) {
  const answer = await call(api, 'POST', '/api/login', {
    json: { username: 'admin', password: 'Admin#12345' },
  })
  if (answer.status !== 200) throw new Error(`admin not signed in: ${await answer.text()}`)
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('ttsg_refresh='))!
  return { token: ((await answer.json()) as { token: string }).token, cookie: cookie.split(';')[0]! }
}

// Ready: the database, its migrations and Redis answer.
export const healthy = (api: Process) => async () =>
  (await fetch(`${api.url}/api/ready`).catch(() => undefined))?.ok ? true : undefined
