import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'

// CPU time a process (all its threads) has run, in microseconds, from the scheduler's own
// nanosecond count (/proc/<pid>/task/*/schedstat): finer than utime+stime's 10 ms ticks, and
// unaffected by how long the process waited for a core while a neighbour ran.
export function cpuMicros(pid: number): number {
  let nanos = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanos += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // A thread that ended between the listing and the read ran no further.
    }
  }
  return nanos / 1000
}

function setAffinity(pid: number, cores: string): void {
  // -a: every thread (libuv's pool, V8's GC helpers), not only the main one.
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' })
}

export type Placement = { description: string; restore(): void }

// The HTTP read figures on a two-core machine: autocannon runs inside the bench process and
// needs about as much CPU per request as the server it loads (it parses every answer in
// JavaScript). Left to the scheduler, the two sometimes share one core and sometimes not, and a
// background process lands on either: the same code measured 0.67× and 0.95× (ADR 0029). Pinned,
// the load generator (and the bench's other processes) run on CPU 0 and the server under
// measurement alone on CPU 1, the product and its baseline in the same place.
// Without taskset or a second core nothing moves, and the output says so.
export function pinForHttpFigures(load: number[], servers: number[]): Placement {
  const last = cpus().length - 1
  let hasTaskset = true
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' })
  } catch {
    hasTaskset = false
  }
  if (last < 1 || !hasTaskset) {
    return {
      description: `not pinned (${last < 1 ? 'one core' : 'no taskset'}): load generator and servers share the cores`,
      restore() {},
    }
  }
  for (const pid of load) setAffinity(pid, '0')
  for (const pid of servers) setAffinity(pid, String(last))
  return {
    description: `pinned with taskset: load generator (bench process) on CPU 0, the server measured on CPU ${last}`,
    restore() {
      for (const pid of [...load, ...servers]) {
        try {
          setAffinity(pid, `0-${last}`)
        } catch {
          // A process that already stopped needs no placement.
        }
      }
    },
  }
}
