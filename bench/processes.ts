import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { API_NODE_FLAGS } from '../services/api/node-flags.ts'
import { freePort } from '../services/core/testing/private-postgres.ts'

export const API_SCRIPT = 'services/api/main.ts'

export const ROOT = path.resolve(import.meta.dirname, '..')

export type Server = {
  name: string
  url: string
  pid: number
  // Resident memory of the process now, in MiB (from /proc, as the kernel counts it).
  rssMiB(): number
  stop(): Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok
  } catch {
    return false
  }
}

// Starts `node <script>` on this same Node and waits until `readyPath` answers 200. Its output is
// kept and shown only if it fails to start or dies during the run.
export async function startServer(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath = '/api/health',
): Promise<Server> {
  // The API with the flags production starts it with (services/api/node-flags.ts), so its memory
  // and speed are production's.
  const flags = script === API_SCRIPT ? API_NODE_FLAGS : []
  const child: ChildProcess = spawn(process.execPath, [...flags, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited = false
  child.on('exit', (code, signal) => {
    exited = true
    if (!stopping) console.error(`[bench] ${name} berhenti (${code ?? signal}):\n${output}`)
  })
  let stopping = false
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (!(await answers(url + readyPath))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${name} did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    name,
    url,
    pid: child.pid!,
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    },
    stop() {
      stopping = true
      if (exited) return Promise.resolve()
      return new Promise((resolve) => {
        const forced = setTimeout(() => child.kill('SIGKILL'), 20_000)
        child.once('exit', () => {
          clearTimeout(forced)
          resolve()
        })
        child.kill('SIGTERM')
      })
    },
  }
}

// `count` processes of one server, started side by side, each on a free port of its own (`env` is
// given that port), named `name-1`, `name-2`… (just `name` when there is one). If one fails to
// start, those already up are stopped before the error goes on.
export async function startServers(
  count: number,
  name: string,
  script: string,
  env: (port: number) => Promise<Record<string, string>>,
): Promise<Server[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, async (_, i) => {
      const port = await freePort()
      return startServer(count === 1 ? name : `${name}-${i + 1}`, script, port, await env(port))
    }),
  )
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()))
    throw failure.reason
  }
  return servers
}

// A background process with no HTTP side (the worker): started, and stopped at the end. The end of
// its output is kept: shown if it dies, and when the contact load's count does not add up.
export function startBackground(name: string, script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let stopping = false
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[bench] ${name} berhenti (${code ?? signal}):\n${output}`)
  })
  return {
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
