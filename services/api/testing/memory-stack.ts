import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../../core/testing/private-postgres.ts'
import { API_NODE_FLAGS } from '../node-flags.ts'
import type { ProbeAnswer, Spaces } from './memory-probe.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PROBE = path.join(import.meta.dirname, 'memory-probe.ts')

// The API as production runs it (NODE_ENV=production, LOG_LEVEL=warn) in a process of its own with
// the memory probe preloaded, the worker in another, and an SMTP peer that only counts what it is
// given (keeping tens of thousands of parsed mails would grow this process, not the product).

export type Usage = ReturnType<typeof process.memoryUsage>
// `before` and `after` a full collection; `anon` and `file`: the resident pages that are memory the
// process allocated (V8's heap, malloc) and those mapped from files (the node binary's code), from
// /proc, read after the collection.
export type Memory = { before: Usage; after: Usage; spaces: Spaces; anon: number; file: number }

type Child = { child: ChildProcess; output(): string; stop(): Promise<void> }

function spawnKept(args: string[], env: Record<string, string>, ipc = false): Child {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        const forced = setTimeout(() => child.kill('SIGKILL'), 20_000)
        child.once('exit', () => {
          clearTimeout(forced)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

export type CountingSmtp = { url: string; received(): number; close(): Promise<void> }

export async function startCountingSmtp(): Promise<CountingSmtp> {
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => {
        received += 1
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('SMTP peer has no port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export type MemoryStack = {
  url: string
  apiPid: number
  smtp: CountingSmtp
  // The API's memory before and after a full collection (the probe's answer).
  memory(): Promise<Memory>
  // Writes a heap snapshot of the API to `file` (after a collection, as V8 always does).
  snapshot(file: string): Promise<string>
  output(): string
  close(): Promise<void>
}

export async function startMemoryStack(options: {
  databaseUrl: string
  redisUrl: string
  queuePrefix: string
  env?: Record<string, string>
  // Node and V8 flags for the API process, before the probe's: those production uses unless given.
  apiFlags?: readonly string[]
}): Promise<MemoryStack> {
  const smtp = await startCountingSmtp()
  const port = await freePort()
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: 'memory-test-secret-0123456789abcdef0123456789abcdef',
    TWO_STEP_KEY: 'ab'.repeat(32),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CONTACT_EMAIL_TO: 'kantor@ttsg-pestcontrol.test',
    SMTP_URL: smtp.url,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: options.queuePrefix,
    // The contact requests come from many addresses behind one proxy (see memory-load.ts).
    TRUST_PROXY: '1',
    ...options.env,
  }
  const api = spawnKept(
    [...(options.apiFlags ?? API_NODE_FLAGS), '--expose-gc', '--import', PROBE, 'services/api/main.ts'],
    env,
    true,
  )
  const worker = spawnKept(['worker/main.ts'], env)
  const url = `http://127.0.0.1:${port}`
  const stopAll = () => Promise.all([api.stop(), worker.stop(), smtp.close()])
  const deadline = Date.now() + 60_000
  for (;;) {
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) break
    if (api.child.exitCode !== null || Date.now() > deadline) {
      await stopAll()
      throw new Error(`API did not start:\n${api.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  let asked = 0
  const ask = <T extends ProbeAnswer>(message: object): Promise<T> => {
    asked += 1
    const id = asked
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('memory probe did not answer')), 60_000)
      const onMessage = (answer: ProbeAnswer) => {
        if (answer.id !== id) return
        clearTimeout(timer)
        api.child.off('message', onMessage)
        resolve(answer as T)
      }
      api.child.on('message', onMessage)
      api.child.send({ id, ...message })
    })
  }
  return {
    url,
    apiPid: api.child.pid!,
    smtp,
    memory: async () => {
      const answer = await ask<Extract<ProbeAnswer, { before: Usage }>>({ kind: 'memory' })
      const status = readFileSync(`/proc/${api.child.pid}/status`, 'utf8')
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024
      return { ...answer, anon: kb('RssAnon'), file: kb('RssFile') }
    },
    snapshot: async (file) =>
      (await ask<Extract<ProbeAnswer, { snapshot: string }>>({ kind: 'snapshot', path: file })).snapshot,
    output: () => `--- api\n${api.output()}\n--- worker\n${worker.output()}`,
    close: async () => {
      await stopAll()
    },
  }
}
