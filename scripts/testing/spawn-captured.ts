import { type ChildProcess, spawn } from 'node:child_process'
import { REPOSITORY_ROOT } from '../../services/core/testing/run-script.ts'

export type Captured = { child: ChildProcess; output(): string; killGroup(): void }

// Runs a repository script on this same Node in its own process group (so a failed test can end
// its children too), with only the given environment, collecting stdout and stderr together.
export function spawnCaptured(args: string[], env: Record<string, string>): Captured {
  const child = spawn(process.execPath, args, {
    cwd: REPOSITORY_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => {
      output += chunk
    })
  return {
    child,
    output: () => output,
    killGroup() {
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(-child.pid, 'SIGKILL')
    },
  }
}
