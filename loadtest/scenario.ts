// The public load scenario, written once and run two ways: by k6 (loadtest/k6/public.ts, for
// operators against a staging server) and by autocannon here (loadtest/run.ts, `npm run loadtest`).
// Plain data and pure functions only: no Node and no k6 imports, so both runtimes can load it.

export type Threshold = {
  // 95th percentile of response time, in milliseconds.
  p95Ms: number
  // Share of requests that failed: a transport error or a status outside `expectedStatuses`.
  maxErrorRate: number
  // Share of the planned arrivals that must have been answered (a server that falls behind fails).
  minCompletedShare: number
}

export type EndpointName = 'pages' | 'catalogue' | 'contact' | 'adminList' | 'adminEdit'

export type Endpoint = {
  name: EndpointName
  method: 'GET' | 'POST' | 'PUT'
  // The path called; `{id}` is the catalogue entry the admin scenario creates for itself.
  path: string
  // Public pages: visited in turn, one path per request.
  paths?: readonly string[]
  // Called with a signed-in admin's access token (see ADMIN_SETUP).
  admin?: boolean
  // Steady arrival rate: new requests per second, whatever the server's response time.
  ratePerSecond: number
  // Connections (autocannon) or pre-allocated virtual users (k6) that carry that rate.
  connections: number
  // 429 is expected from the contact form: it is rate-limited per client address
  // (CONTACT_RATE_LIMIT_MAX per CONTACT_RATE_LIMIT_WINDOW_MINUTES). A refusal is the limiter doing
  // its job, not a failure; the report counts it apart so a run that measured only refusals shows.
  expectedStatuses: readonly number[]
  thresholds: Threshold
}

export const DEFAULT_DURATION_SECONDS = 30
// Runs are bounded: no configuration makes one last longer than this.
export const MAX_DURATION_SECONDS = 300

// The pre-rendered public pages (served as files by the API process).
export const PUBLIC_PAGES = ['/', '/aboutUs', '/contact-us', '/katalog-harga'] as const

export const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'pages',
    method: 'GET',
    path: PUBLIC_PAGES[0],
    paths: PUBLIC_PAGES,
    ratePerSecond: 100,
    connections: 10,
    expectedStatuses: [200],
    thresholds: { p95Ms: 100, maxErrorRate: 0.01, minCompletedShare: 0.9 },
  },
  {
    name: 'catalogue',
    method: 'GET',
    path: '/api/katalog_harga/getData',
    ratePerSecond: 200,
    connections: 10,
    expectedStatuses: [200],
    thresholds: { p95Ms: 100, maxErrorRate: 0.01, minCompletedShare: 0.9 },
  },
  {
    name: 'contact',
    method: 'POST',
    path: '/api/kontak',
    ratePerSecond: 20,
    connections: 4,
    expectedStatuses: [201, 429],
    thresholds: { p95Ms: 250, maxErrorRate: 0.01, minCompletedShare: 0.9 },
  },
  {
    name: 'adminList',
    method: 'GET',
    path: '/api/pelanggan/getAllData',
    admin: true,
    ratePerSecond: 5,
    connections: 2,
    expectedStatuses: [200],
    thresholds: { p95Ms: 500, maxErrorRate: 0.01, minCompletedShare: 0.9 },
  },
  {
    name: 'adminEdit',
    method: 'PUT',
    path: '/api/katalog_harga/updateData/{id}',
    admin: true,
    ratePerSecond: 5,
    connections: 2,
    expectedStatuses: [200],
    thresholds: { p95Ms: 250, maxErrorRate: 0.01, minCompletedShare: 0.9 },
  },
]

// The signed-in admin's scenario: sign in once, create a catalogue entry of its own to edit, and
// delete it at the end, so a run leaves the catalogue as it found it.
export const ADMIN_SETUP = {
  loginPath: '/api/login',
  createPath: '/api/katalog_harga/createData',
  deletePath: (id: number) => `/api/katalog_harga/deleteData/${id}`,
  entry: {
    jenis_layanan: 'Uji Beban Layanan',
    deskripsi: 'Entri sementara dari uji beban; dihapus di akhir uji.',
    harga: 10_000,
    minimal_luasan: 10,
    minimum_cost: 100_000,
  },
} as const

export const withId = (path: string, id: number) => path.replace('{id}', String(id))

// A valid edit of that entry for arrival number n (the price moves, the rest stays).
export function adminEditBody(n: number) {
  const { jenis_layanan, deskripsi, harga } = ADMIN_SETUP.entry
  return { jenis_layanan, deskripsi, harga: harga + (n % 1000) }
}

const FIRST_NAMES = ['Budi', 'Siti', 'Agus', 'Dewi', 'Rina', 'Joko', 'Wahyu', 'Lestari', 'Hendra', 'Ayu']
const LAST_NAMES = ['Santoso', 'Rahayu', 'Wibowo', 'Pratama', 'Kusuma', 'Hidayat', 'Saputra', 'Utami']
const PROBLEMS = ['Tikus', 'Nyamuk', 'Lalat', 'Kecoa', 'Semut', 'Rayap', 'Dll'] as const
const TYPES = ['Rumah', 'Bisnis'] as const
const STORIES = [
  'Banyak tikus di gudang belakang, kabel mulai digigit.',
  'Kusen pintu dapur keropos, ada jalur tanah di dinding.',
  'Kecoa muncul tiap malam di dapur restoran.',
  'Nyamuk banyak sekali di halaman, mohon survei.',
  '',
]

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!

// A valid, varied contact request for arrival number n. Every body passes the contact rules; the
// `Uji Beban` name and the reserved example.com domain mark load-test submissions in the data and
// in the mail catcher.
export function contactBody(n: number) {
  const first = pick(FIRST_NAMES, n)
  const last = pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length))
  return {
    nama: `Uji Beban ${first} ${last}`,
    email: `uji.beban+${n}@example.com`,
    no_telp: `08${String(1_000_000_000 + ((n * 7919) % 9_000_000_000)).slice(0, 10)}`,
    permasalahan: pick(PROBLEMS, n),
    jenis_usaha: pick(TYPES, Math.floor(n / 3)),
    deskripsi: pick(STORIES, n),
  }
}

export type EndpointResult = {
  name: Endpoint['name']
  planned: number
  completed: number
  // Responses per status code, plus transport errors (timeouts, resets).
  statuses: Record<string, number>
  transportErrors: number
  latencyMs: { p50: number; p95: number; max: number }
  durationSeconds: number
}

export type Verdict = {
  name: Endpoint['name']
  passed: boolean
  errorRate: number
  completedShare: number
  requestsPerSecond: number
  failures: string[]
}

export function plannedRequests(endpoint: Endpoint, durationSeconds: number): number {
  return Math.max(1, Math.round(endpoint.ratePerSecond * durationSeconds))
}

// The same verdict k6 gives with the thresholds that public.ts derives from the scenario.
export function judge(endpoint: Endpoint, result: EndpointResult): Verdict {
  const unexpected = Object.entries(result.statuses)
    .filter(([status]) => !endpoint.expectedStatuses.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0)
  const attempts = result.completed + result.transportErrors
  const errorRate = attempts === 0 ? 1 : (unexpected + result.transportErrors) / attempts
  const completedShare = result.completed / result.planned
  const failures: string[] = []
  const { p95Ms, maxErrorRate, minCompletedShare } = endpoint.thresholds
  if (result.completed === 0) failures.push('no response at all')
  else if (result.latencyMs.p95 >= p95Ms) failures.push(`p95 ${result.latencyMs.p95} ms >= ${p95Ms} ms`)
  if (errorRate > maxErrorRate)
    failures.push(`error rate ${(errorRate * 100).toFixed(2)}% > ${maxErrorRate * 100}%`)
  if (completedShare < minCompletedShare)
    failures.push(`answered ${(completedShare * 100).toFixed(1)}% of planned < ${minCompletedShare * 100}%`)
  return {
    name: endpoint.name,
    passed: failures.length === 0,
    errorRate,
    completedShare,
    requestsPerSecond: result.durationSeconds > 0 ? result.completed / result.durationSeconds : 0,
    failures,
  }
}
