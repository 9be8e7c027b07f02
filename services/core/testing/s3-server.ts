import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A real S3 server for the tests, the bench and `.ci/run`: s3rver from the npm registry, run as a
// process of its own that speaks S3 over HTTP on a port of its choosing (docs/adr/0069). Its one
// account is S3RVER/S3RVER; it checks the access key id but not a SigV4 signature.

export const S3RVER_KEY = 'S3RVER'
const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js')

export type S3Server = { endpoint: string; port: number; directory: string; stop(): Promise<void> }

// `port`: a fixed one (a test that restarts the server on the same address); else any free one.
// `serviceEndpoint`: the host under which `<bucket>.<host>` is read as virtual-host addressing.
export async function startS3Server(
  options: { port?: number; directory?: string; serviceEndpoint?: string } = {},
): Promise<S3Server> {
  const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), 'ttsg-s3-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      bin,
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(options.port ?? 0),
      '--service-endpoint',
      options.serviceEndpoint ?? 'localhost',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${seen}`)), 20_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const found = /listening on [^:\s]+:(\d+)/.exec(seen)
      if (found) {
        clearTimeout(timer)
        resolve(Number(found[1]))
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`s3rver exited (${code}): ${seen}`))
    })
  })
  // It logs every request: read and dropped, so that a full pipe never stalls it.
  child.stdout!.removeAllListeners('data').resume()
  child.stderr!.removeAllListeners('data').resume()
  child.removeAllListeners('exit')
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGKILL')
        await exited
      }
      if (options.directory === undefined) rmSync(directory, { recursive: true, force: true })
    },
  }
}

// Vitest's global setup: one server for the run, named to the test processes by the environment.
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TTSG_TEST_S3_ENDPOINT) return async () => {}
  const server = await startS3Server()
  process.env.TTSG_TEST_S3_ENDPOINT = server.endpoint
  return async () => {
    await server.stop()
    delete process.env.TTSG_TEST_S3_ENDPOINT
  }
}
