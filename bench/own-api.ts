import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { ensureDatabase } from '../services/core/database.ts'
import { freePort } from '../services/core/testing/private-postgres.ts'
import { API_SCRIPT, startServer } from './processes.ts'

export type OwnApi = {
  base: string
  // Its database, for a bench that reads the demo's rows itself.
  databaseUrl: string
  // A call as the demo admin; answers the envelope's data, throws on any status but 2xx. A
  // FormData body goes as multipart, anything else as JSON.
  call<T = Record<string, number>>(method: string, url: string, body?: unknown): Promise<T>
  // Stops the API, drops its database and removes its upload folder.
  close(): Promise<void>
}

// The stand-alone benches' stack (bench:site-map, bench:readings-sync, bench:scan-flow): the API process on a
// database of its own (the demo seeded at start), a free port and a temporary upload folder,
// signed in as the demo admin. `name` keeps the database, folder and queue keys apart.
export async function startOwnApi(name: string): Promise<OwnApi> {
  const server = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432'
  const databaseName = `ttsg_bench_${name}_${process.pid}`
  const uploads = mkdtempSync(path.join(tmpdir(), `ttsg-bench-${name}-`))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  await ensureDatabase(`${server}/${databaseName}`)
  const api = await startServer('api', API_SCRIPT, port, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `${server}/${databaseName}`,
    UPLOAD_DIR: uploads,
    QUEUE_PREFIX: `ttsg-bench-${name}-${process.pid}`,
    PUBLIC_URL: base,
    ACCESS_TOKEN_MINUTES: '240',
  })
  const close = async () => {
    await api.stop()
    const admin = new pg.Client({ connectionString: `${server}/postgres` })
    await admin.connect()
    await admin.query(`drop database if exists ${databaseName} with (force)`)
    await admin.end()
    rmSync(uploads, { recursive: true, force: true })
  }
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin#12345' }),
    })
    const token = ((await login.json()) as { token: string }).token
    const call = async <T>(method: string, url: string, body?: unknown) => {
      const form = body instanceof FormData
      const response = await fetch(`${base}/api${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(form ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      })
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
      return ((await response.json()) as { data: T }).data
    }
    return { base, databaseUrl: `${server}/${databaseName}`, call, close }
  } catch (error) {
    await close()
    throw error
  }
}
