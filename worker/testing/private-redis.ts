import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from '@ttsg/services/core/testing/private-postgres.ts'
import { Redis } from 'ioredis'

// A throwaway redis-server on a port of its own, for tests that stop Redis on purpose.
export type PrivateRedis = {
  url: string
  start(): Promise<void>
  stop(): Promise<void>
  // SIGSTOP / SIGCONT: Redis stops answering but keeps its connections and data, as a frozen host.
  pause(): void
  resume(): void
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => undefined)
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  const instance: PrivateRedis = {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      )
      const deadline = Date.now() + 10_000
      while (!(await answers(url))) {
        if (Date.now() > deadline) throw new Error(`private redis-server on ${port} did not start`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async stop() {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGKILL')
      await exited
    },
  }
  await instance.start()
  return instance
}
