import { type ChildProcess, spawn } from 'node:child_process'

// Runs the API and the worker as child processes on this same Node, forwards SIGINT/SIGTERM to
// them so each shuts down gracefully, and ends when they have stopped.
export function supervise(
  children: { name: string; args: string[]; env?: NodeJS.ProcessEnv }[],
  onStop?: () => Promise<void>,
) {
  const running = new Map<string, ChildProcess>()
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const child of running.values()) child.kill(signal)
  }
  for (const { name, args, env } of children) {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    running.set(name, child)
    child.on('exit', async (code, signal) => {
      running.delete(name)
      if (!stopping) {
        console.error(`[start] ${name} berhenti (code ${code ?? signal}); menghentikan yang lain`)
        process.exitCode = code ?? 1
        stop('SIGTERM')
      }
      if (running.size === 0) {
        await onStop?.()
        process.exit()
      }
    })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}
