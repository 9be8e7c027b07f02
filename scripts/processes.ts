import { type ChildProcess, spawn } from 'node:child_process'

// Runs the API and the worker as child processes on this same Node. A child that stops on its
// own (a crash, kill -9, an out-of-memory kill) is started again after a pause that doubles
// with each quick failure, while the other keeps running; each restart is logged. SIGINT and
// SIGTERM are forwarded so each child shuts down gracefully, and the supervisor ends when both
// have stopped. A second signal stops them at once.

export type ChildSpec = { name: string; args: string[]; env?: NodeJS.ProcessEnv }

export type RestartPolicy = {
  // The first pause before a restart; it doubles for each crash that follows a short run.
  initialDelayMs: number
  maxDelayMs: number
  // A child that ran this long before stopping counts as healthy: the pause starts over.
  healthyAfterMs: number
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
}

const say = (line: string) => console.error(`[start] ${line}`)

export function supervise(
  children: ChildSpec[],
  onStop?: () => Promise<void>,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
) {
  const running = new Map<string, ChildProcess>()
  const pendingRestarts = new Set<NodeJS.Timeout>()
  let stopping = false
  let failedStop = false

  const finishIfDone = async () => {
    if (!stopping || running.size > 0) return
    await onStop?.()
    process.exit(failedStop ? 1 : 0)
  }

  const run = (spec: ChildSpec, delayMs: number) => {
    const startedAt = Date.now()
    const child = spawn(process.execPath, spec.args, {
      stdio: 'inherit',
      env: { ...process.env, ...spec.env },
    })
    running.set(spec.name, child)
    say(`${spec.name} berjalan (pid ${child.pid})`)
    child.on('exit', (code, signal) => {
      running.delete(spec.name)
      if (stopping) {
        if (code !== 0 && code !== null) failedStop = true
        void finishIfDone()
        return
      }
      const healthy = Date.now() - startedAt >= policy.healthyAfterMs
      const pause = healthy ? policy.initialDelayMs : delayMs
      say(
        `${spec.name} berhenti (${signal ?? `code ${code}`}); dijalankan ulang dalam ${(pause / 1000).toFixed(1)} detik`,
      )
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer)
        if (!stopping) run(spec, Math.min(pause * 2, policy.maxDelayMs))
      }, pause)
      pendingRestarts.add(timer)
    })
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      say('menghentikan paksa')
      for (const child of running.values()) child.kill('SIGKILL')
      return
    }
    stopping = true
    for (const timer of pendingRestarts) clearTimeout(timer)
    pendingRestarts.clear()
    for (const child of running.values()) child.kill(signal)
    void finishIfDone()
  }

  for (const spec of children) run(spec, policy.initialDelayMs)
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}
