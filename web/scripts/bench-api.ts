// The API process `npm run bench:web` audits.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoDir = path.resolve(webDir, '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

async function waitForHealth(baseUrl: string, api: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the API did not answer /api/health within 60 s')
}

// The API process exactly as `npm start` runs it (migrations, demo seed, the built SPA), on a
// database of its own that is dropped afterwards.
export async function startApi(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const serverUrl = (process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
    /\/+$/,
    '',
  )
  const database = `ttsg_bench_${process.pid}_${Date.now()}`
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const api = spawn(process.execPath, [path.join(repoDir, 'services', 'api', 'main.ts')], {
    cwd: repoDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: `${serverUrl}/${database}`,
      WEB_DIST_DIR: path.join(webDir, 'dist'),
      LOG_LEVEL: 'warn',
    },
  })
  const stop = async () => {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve))
      api.kill('SIGTERM')
      await exited
    }
    await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`)
  }
  try {
    await waitForHealth(baseUrl, api)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}
