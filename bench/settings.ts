// How long and how hard each part of `npm run bench` runs. The full run's budget is 13 minutes on a
// quiet two-core machine (issue 8 asks for under 15; the rest is margin for a noisy one): about
// 3.5 minutes of seed:scale at 100 000 customers and 8 of measurement. Every ratio stays the median
// of 3 alternating rounds; docs/benchmarks.md has the budget part by part. The run prints each
// part's elapsed time. The smoke run (CI) only proves every part still works.
export const PARTS = [
  'read',
  'lists',
  'schedules',
  'invoices',
  'contact-load',
  'write',
  'memory',
  'files',
  'monthly-run',
  'personal-data',
  'audit-pack',
] as const
export type Part = (typeof PARTS)[number]
// Parts a full run leaves out unless named in --only: the first-of-month run of 10 000 reports
// (issue 26) takes minutes of its own, beyond the full run's budget. A smoke run runs them small.
// The audit pack's big site (issue 40) seeds 6 000 readings through the commands first: minutes
// on a loaded machine, so it too runs only when named (`--only audit-pack`) or small in --smoke.
export const OPTIONAL_PARTS: readonly Part[] = ['monthly-run', 'audit-pack']

export function runsPart(settings: Pick<Settings, 'smoke' | 'only'>, part: Part): boolean {
  if (settings.only !== null) return settings.only.includes(part)
  return settings.smoke || !OPTIONAL_PARTS.includes(part)
}

export type Settings = {
  smoke: boolean
  // `--only contact-load` (or `--only read,invoices`): just those parts, to repeat figures quickly.
  only: Part[] | null
  // `--no-pin`: leave the figures against the bare server to the scheduler (ADR 0029), to compare.
  pin: boolean
  rounds: number
  seconds: number
  connections: number
  // The figures against the bare server: more, shorter alternating rounds in the same time (9 × 1 s
  // instead of 3 × 3 s), so one burst of a neighbour's load moves one pair of the median, not a third
  // of them (ADR 0029).
  bareRounds: number
  bareSeconds: number
  // Processes started of each server those figures compare (the product's API, the bare route, the
  // bare route sending the same answer); round r measures the (r mod n)-th of each. Identical
  // processes of the same code differ by up to 16 % in CPU per answer here (ADR 0029): one process a
  // side made the figure a draw of two processes' luck.
  bareProcesses: number
  // The list figures (bench/lists.ts, schedules.ts, invoices.ts: 26 calls): rounds, and seconds per
  // round of the product and of the baseline. The baseline (a primary-key SELECT, thousands a
  // second) has enough samples for its p99 in less time than a list call at 25–300 a second.
  listRounds: number
  listSeconds: number
  listBaselineSeconds: number
  // `--lists PATH[,PATH]`: only the lists whose path contains one of these (null: all).
  lists: string[] | null
  customers: number
  // POST /api/kontak under load (bench/contact-load.ts): a warm-up that is not judged, then rates
  // stepped up, each step at least `seconds` long and long enough for `minRequests` requests.
  contactLoad: {
    warmup: { rate: number; seconds: number } | null
    rates: number[]
    seconds: number
    minRequests: number
    // How long the worker may take to email everything accepted, at most.
    emailWaitSeconds: number
  }
  memory: { first: number; total: number }
}

export function parseSettings(args: string[]): Settings {
  const smoke = args.includes('--smoke')
  const pin = !args.includes('--no-pin')
  const onlyAt = args.indexOf('--only')
  const only = onlyAt === -1 ? null : ((args[onlyAt + 1] ?? '').split(',') as Part[])
  if (only !== null && !only.every((part) => PARTS.includes(part)))
    throw new Error(`--only harus salah satu atau beberapa (dipisah koma) dari: ${PARTS.join(', ')}`)
  const listsAt = args.indexOf('--lists')
  const lists = listsAt === -1 ? null : (args[listsAt + 1] ?? '').split(',').filter(Boolean)
  const at = args.indexOf('--customers')
  // The full run measures at seed:scale's reference size (issue 11: list calls at 100 000).
  const customers = at === -1 ? (smoke ? 100 : 100_000) : Number(args[at + 1])
  if (!Number.isInteger(customers) || customers < 1 || customers > 1_000_000) {
    throw new Error('--customers harus bilangan bulat antara 1 dan 1000000')
  }
  return smoke
    ? {
        smoke,
        only,
        pin,
        rounds: 1,
        seconds: 1,
        connections: 10,
        // Two of each and a round on each: proves the pairing works, as the full run uses it.
        bareRounds: 2,
        bareSeconds: 1,
        bareProcesses: 2,
        listRounds: 1,
        listSeconds: 0.5,
        listBaselineSeconds: 0.5,
        lists,
        customers,
        contactLoad: { warmup: null, rates: [50], seconds: 1, minRequests: 0, emailWaitSeconds: 60 },
        memory: { first: 1000, total: 3000 },
      }
    : {
        smoke,
        only,
        pin,
        rounds: 3,
        seconds: 3,
        connections: 50,
        bareRounds: 9,
        bareSeconds: 1,
        bareProcesses: 3,
        listRounds: 3,
        listSeconds: 1.5,
        listBaselineSeconds: 1,
        lists,
        customers,
        contactLoad: {
          warmup: { rate: 20, seconds: 5 },
          rates: [25, 50, 100, 200, 400, 700, 1000],
          seconds: 5,
          // p99 of 250 requests is the third-slowest: one stall does not decide a step.
          minRequests: 250,
          emailWaitSeconds: 240,
        },
        memory: { first: 10_000, total: 500_000 },
      }
}
