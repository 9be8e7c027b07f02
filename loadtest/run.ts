import { assertLoopback, formatReport, runLoadTest } from './autocannon-runner.ts'
import { DEFAULT_DURATION_SECONDS } from './scenario.ts'

// `npm run loadtest`: the public scenario against a server already running on this machine.
//   BASE_URL          default http://localhost:3000 (loopback only)
//   LOADTEST_DURATION seconds, default 30, at most 300
//   ADMIN_USERNAME / ADMIN_PASSWORD  the admin who signs in for the list and edit calls
//                     (default: the demo admin that `npm start` creates on an empty database)
// Exit code 0 when every threshold passed, 1 when one failed, 2 when the run could not start.
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000'
const durationSeconds = Number(process.env.LOADTEST_DURATION ?? DEFAULT_DURATION_SECONDS)

try {
  assertLoopback(baseUrl)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

try {
  const health = await fetch(new URL('/api/health', baseUrl), { signal: AbortSignal.timeout(5000) })
  if (!health.ok) throw new Error(`GET /api/health answered ${health.status}`)
} catch (error) {
  console.error(`Server ${baseUrl} tidak dapat dihubungi: ${(error as Error).message}`)
  console.error('Jalankan dulu, misalnya: CONTACT_RATE_LIMIT_MAX=100000 npm start')
  process.exit(2)
}

try {
  const admin = {
    username: process.env.ADMIN_USERNAME ?? 'admin',
    password: process.env.ADMIN_PASSWORD ?? 'Admin#12345',
  }
  const report = await runLoadTest({ baseUrl, durationSeconds, admin })
  console.log(formatReport(report))
  process.exit(report.passed ? 0 : 1)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
