// How long and how hard each part of `npm run bench` runs. The full run stays under 15 minutes on
// the two-core machine; the smoke run (CI) only proves every part still works.
export const PARTS = ['read', 'lists', 'schedules', 'invoices', 'contact-load', 'write', 'memory'] as const
export type Part = (typeof PARTS)[number]

export type Settings = {
  smoke: boolean
  // `--only contact-load` (or `--only read,invoices`): just those parts, to repeat figures quickly.
  only: Part[] | null
  rounds: number
  seconds: number
  connections: number
  // The list figures (bench/lists.ts): rounds and seconds per round, for each of twelve calls.
  listRounds: number
  listSeconds: number
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
  const onlyAt = args.indexOf('--only')
  const only = onlyAt === -1 ? null : ((args[onlyAt + 1] ?? '').split(',') as Part[])
  if (only !== null && !only.every((part) => PARTS.includes(part)))
    throw new Error(`--only harus salah satu atau beberapa (dipisah koma) dari: ${PARTS.join(', ')}`)
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
        rounds: 1,
        seconds: 1,
        connections: 10,
        listRounds: 1,
        listSeconds: 0.5,
        customers,
        contactLoad: { warmup: null, rates: [50], seconds: 1, minRequests: 0, emailWaitSeconds: 60 },
        memory: { first: 1000, total: 3000 },
      }
    : {
        smoke,
        only,
        rounds: 5,
        seconds: 4,
        connections: 50,
        listRounds: 3,
        listSeconds: 2,
        customers,
        contactLoad: {
          warmup: { rate: 20, seconds: 5 },
          rates: [25, 50, 100, 200, 400, 700, 1000],
          seconds: 5,
          minRequests: 400,
          emailWaitSeconds: 240,
        },
        memory: { first: 10_000, total: 100_000 },
      }
}
