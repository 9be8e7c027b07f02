import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type PrivatePostgres, startPrivatePostgres } from '../core/testing/private-postgres.ts'

// The API as operators run it (`node services/api/main.ts`), against a PostgreSQL of its own
// that the test restarts: the process must survive and recover, and stop cleanly on SIGTERM.

const root = path.resolve(import.meta.dirname, '../..')
let pg: PrivatePostgres
let api: ChildProcess
let port: number
let output = ''

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out; output so far:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const contact = () =>
  fetch(`http://127.0.0.1:${port}/api/kontak`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nama: 'Rina',
      email: 'rina@example.id',
      no_telp: '0315550101',
      permasalahan: 'Kecoa',
      jenis_usaha: 'Bisnis',
    }),
  })

beforeAll(async () => {
  pg = await startPrivatePostgres()
  port = await freePort()
  api = spawn(process.execPath, ['services/api/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATABASE_URL: pg.url.replace(/\/postgres$/, '/ttsg_main_test'),
      REDIS_URL: 'redis://127.0.0.1:1',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  api.stdout?.on('data', (chunk) => {
    output += chunk
  })
  api.stderr?.on('data', (chunk) => {
    output += chunk
  })
  await waitFor(async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok ? true : undefined))
}, 60_000)

afterAll(() => {
  if (api.exitCode === null) api.kill('SIGKILL')
  pg?.destroy()
})

describe('the API process', () => {
  it('creates and migrates its database on first start and serves requests', async () => {
    const response = await contact()
    expect(response.status).toBe(201)
  })

  it('reports not ready while Redis is unreachable, without failing requests', async () => {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
    expect(ready.status).toBe(503)
    expect(((await ready.json()) as { checks: unknown }).checks).toMatchObject({
      postgres: true,
      migrations: true,
      redis: false,
    })
  })

  it('survives a PostgreSQL restart and recovers on its own', async () => {
    pg.restart()
    const status = await waitFor(async () => {
      const response = await contact()
      return response.status === 201 ? response.status : undefined
    })
    expect(status).toBe(201)
    expect(api.exitCode).toBeNull()
  })

  it('stops cleanly on SIGTERM', async () => {
    api.kill('SIGTERM')
    expect(await exited(api)).toBe(0)
    expect(output).toContain('stopped')
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  })
})
