import { afterEach, describe, expect, it } from 'vitest'
import { type Captured, spawnCaptured } from './testing/spawn-captured.ts'

// The supervisor behind `npm start`, with two small children standing in for the API and the
// worker: a child killed with SIGKILL comes back after a pause while the other keeps running,
// each restart is logged, and SIGTERM still stops both gracefully.

// The handler first, then 'hidup': the test signals as soon as it reads that line.
const child = (name: string) =>
  `process.on('SIGTERM', () => { console.log('${name} selesai', process.pid); process.exit(0) });` +
  `console.log('${name} hidup', process.pid);` +
  'setInterval(() => {}, 1000)'

const supervisor = `
import { supervise } from './scripts/processes.ts'
supervise(
  [{ name: 'api', args: ['-e', ${JSON.stringify(child('api'))}] }, { name: 'worker', args: ['-e', ${JSON.stringify(child('worker'))}] }],
  async () => console.log('semua berhenti'),
  { initialDelayMs: 100, maxDelayMs: 400, healthyAfterMs: 60_000 },
)`

let running: Captured | undefined
const output = () => running?.output() ?? ''
afterEach(() => running?.killGroup())

async function until<T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const pidsOf = (name: string) =>
  [...output().matchAll(new RegExp(`${name} hidup (\\d+)`, 'g'))].map((m) => Number(m[1]))

describe('supervise', () => {
  it('restarts a killed child with growing pauses, keeps the other, and stops both on SIGTERM', async () => {
    running = spawnCaptured(['--input-type=module', '-e', supervisor], {})
    const [api] = await until(() =>
      pidsOf('api').length && pidsOf('worker').length ? pidsOf('api') : undefined,
    )
    const [worker] = pidsOf('worker')

    process.kill(api!, 'SIGKILL')
    const second = await until(() => pidsOf('api')[1])
    process.kill(second, 'SIGKILL')
    const third = await until(() => pidsOf('api')[2])

    expect(new Set([api, second, third]).size).toBe(3)
    expect(pidsOf('worker')).toEqual([worker])
    expect(output()).toContain('api berhenti (SIGKILL); dijalankan ulang dalam 0.1 detik')
    expect(output()).toContain('api berhenti (SIGKILL); dijalankan ulang dalam 0.2 detik')

    running.child.kill('SIGTERM')
    // 'close', not 'exit': the children write to the supervisor's own pipe, which may still hold
    // their last lines when the supervisor has exited.
    const code = await new Promise<number | null>((resolve) => running!.child.once('close', resolve))
    expect(code).toBe(0)
    expect(output()).toContain(`api selesai ${third}`)
    expect(output()).toContain(`worker selesai ${worker}`)
    expect(output()).toContain('semua berhenti')
  })
})
