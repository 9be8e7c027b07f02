import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A throwaway PostgreSQL cluster of its own, for tests that stop or restart the database on
// purpose: the shared server on 5432 is never touched.

const version = readdirSync('/usr/lib/postgresql').sort().at(-1)
const bin = (name: string) => `/usr/lib/postgresql/${version}/bin/${name}`

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function asPostgres(args: string[]): void {
  const command = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args
  execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' })
}

export type PrivatePostgres = {
  url: string
  port: number
  stop(): void
  start(): void
  restart(): void
  destroy(): void
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ttsg-pg-'))
  chmodSync(dir, 0o777)
  const data = path.join(dir, 'data')
  const port = await freePort()
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  asPostgres([bin('initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const ctl = (action: string, extra: string[] = []) =>
    asPostgres([bin('pg_ctl'), '-D', data, '-w', '-t', '30', '-l', path.join(dir, 'log'), ...extra, action])
  const options = ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`]
  ctl('start', options)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => ctl('start', options),
    stop: () => ctl('stop', ['-m', 'fast']),
    restart: () => ctl('restart', ['-m', 'fast', ...options]),
    destroy() {
      try {
        ctl('stop', ['-m', 'immediate'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
