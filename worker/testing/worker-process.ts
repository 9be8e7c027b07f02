import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type WorkerProcess = {
  child: ChildProcess
  output(): string
  // Resolves with the exit code (null when killed by a signal).
  exited: Promise<number | null>
}

// Runs worker/main.ts (or another entry of the worker, a test's variant) as its own process on the
// pinned Node, as `npm run worker` would.
export function spawnWorker(env: Record<string, string>, script = 'worker/main.ts'): WorkerProcess {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}
