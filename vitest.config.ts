import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The alias web/vite.config.ts gives the SPA for the browser-safe backend files it shares.
const webResolve = { alias: { '@services': fileURLToPath(new URL('./services', import.meta.url)) } }

// Pure code: no database, Redis, network, child process or module mock. These files share
// threads without per-file isolation, so they load the code they test once (a new pure test file
// belongs here; a test that needs the database, a server or a process goes to `server`).
const UNIT = [
  'web/src/**/*.test.ts',
  'web/src/**/*.test.tsx',
  'services/modules/*/decider.test.ts',
  'services/**/contract.test.ts',
  'services/modules/identity/{tokens,two-step-codes}.test.ts',
  'services/modules/invoices/amounts.test.ts',
  'services/modules/invoices/pdf-loading.test.ts',
  'services/modules/customers/codes.test.ts',
  'services/modules/catalogue/service-mapping.test.ts',
  'services/core/{permissions,csv,text-rules,file-content,config,jakarta-time}.test.ts',
  'services/api/{request-id,request-logger}.test.ts',
  'services/core/event-sourcing/state-cache.test.ts',
  'services/api/plugins/security.test.ts',
  'services/dependency-rules.test.ts',
  'worker/subscriptions.test.ts',
  'worker/worker-composition.test.ts',
  'worker/mail/contact-request-email.test.ts',
  'bench/{targets,report}.test.ts',
  'docker-compose.test.ts',
]

// What `npm run test:slow` runs and `npm test` does not: the fault suite, the bench's smoke run
// and the memory checks (minutes of load each; CI runs them after npm test), and the monthly
// report's and the audit pack's kill-during-compile tests (two worker processes spawned, a stalled
// job waited for).
const SLOW = [
  'faults/**/*.test.ts',
  'bench/bench.test.ts',
  'services/api/memory*.test.ts',
  'worker/monthly-reports/compile-kill.test.ts',
  'worker/audit-pack/compile-kill.test.ts',
]

// The files that run the relay: it reads the store only below the oldest transaction open in the
// whole PostgreSQL cluster (committed-reader.ts), so another file's transaction holds it back.
// They run one at a time, before the other server files, while `npm test` type-checks beside them
// (they mostly wait on processes they start and on the relay's polling). Beside the server files in
// a Vitest process of their own, three relay tests timed out on a loaded machine (ADR 0125).
const RELAY = [
  'worker/{contact-email,postgres-restart,redis-outage,relay,website-prospects,worker-process}.test.ts',
  'worker/contact/contact-notification.test.ts',
  'worker/jobs/registry.test.ts',
  // The worker's /metrics shows the relay's lag, which waits on the cluster's oldest transaction.
  'worker/metrics.test.ts',
  'worker/monthly-reports/monthly-reports.test.ts',
  // Readings and applications after the monthly PDF make it stale (issue 39).
  'worker/monthly-reports/record-changes.test.ts',
  'bench/contact-loss.test.ts',
  // npm start's contact request reaches the SMTP peer through the product's own relay.
  'scripts/start.test.ts',
]

// seed:scale's own files (issue 36 item 2): seeding on a fresh, a used and a mailing database.
// Whole seeds of every module's volumes, a minute of a run's two cores together: `npm run
// test:slow` runs them, one at a time before its other groups, as the relay files (two of them wait
// on the product's relay: the worker converting or emailing contact requests meanwhile).
const SEEDER = ['scripts/seed-scale{,-used,-mail}.test.ts']

// Browser files that `npm test` leaves to `npm run test:slow` (project `e2e-more`, ADR 0118):
// npm test keeps each module's own screens; these add depth the module files do not need to wait
// for: the shared kit's fixtures and frames, the sweeps over many screens, and the journeys across
// modules (a company's first day on a production start, with and without the audit work).
const BROWSER_MORE = [
  'web/e2e/first-day{,-audit}.test.ts',
  'web/e2e/a11y.test.ts',
  'web/e2e/dialog-pickers-screens.test.ts',
  'web/e2e/back-office-filters.test.ts',
  'web/e2e/back-office-kit-{density,list,parts}.test.ts',
  'web/e2e/components.test.ts',
  'web/e2e/dialog-pickers.test.ts',
  'web/e2e/layout-{boot,frame,menus}.test.ts',
  'web/e2e/navigation-{menus,screens}.test.ts',
]

// The file suite (issue 41): the routes that store and serve files, run a second time on the S3
// store (project `files-s3`: a bucket of their own on a real S3 server the run starts,
// services/core/testing/s3-server.ts), beside the server files that run them on the disk store.
// The S3 store's own file runs there only. The browser files stay on the disk store: what they add
// is the screens, and the routes under them are these.
const S3_ONLY = [
  'services/core/s3-file-store.test.ts',
  'services/api/file-store-outage.test.ts',
  'scripts/files-migrate.test.ts',
]
const FILE_SUITE = [
  ...S3_ONLY,
  'services/http-kit/file-routes.test.ts',
  'services/modules/certificates/http/{certificates,certificates-own,hostile-uploads}.test.ts',
  'services/modules/contracts/http/contracts-files.test.ts',
  'services/modules/invoices/http/invoices-payments-list.test.ts',
  'services/modules/reports/http/{reports,reports-own}.test.ts',
  'services/modules/schedules/http/{status,technician-visits}.test.ts',
  'services/modules/monthly-reports/http/pdf.test.ts',
  'worker/monthly-reports/report-email.test.ts',
]

// Server tests, each file with its own database (cloned from the run's migrated template). Two
// files at a time on a two-core machine; they mostly wait on PostgreSQL. A worker process runs
// file after file without reloading the code (isolate: false), which saves loading the API's
// modules for each file (docs/benchmarks.md, Test suite timings). The files keep no state in
// modules and mock none; a test that must, goes elsewhere. The relay and browser files run the same way: a
// browser worker reuses one API per set of settings across its files, each file on a fresh clone
// of the data (web/e2e/support/shared-stack.ts, ADR 0125); a file with the worker, a production
// start or request limits of its own starts its own API and closes it after its last test.
const SERVER = [
  'services/**/*.test.ts',
  'worker/**/*.test.ts',
  'loadtest/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
]

// The browser files' project: `e2e` in `npm test`, `e2e-more` in `npm run test:slow`.
function browserProject(name: string, include: string[], exclude: string[], groupOrder: number) {
  return {
    resolve: webResolve,
    test: {
      name,
      include,
      exclude,
      globalSetup: [
        'services/core/testing/global-setup.ts',
        'web/e2e/support/demo-template.ts',
        'web/e2e/support/global-setup.ts',
        'web/e2e/support/browser-server.ts',
      ],
      environment: 'node' as const,
      testTimeout: 60_000,
      // expect.poll's own default is one second: a screen that answers after a filter, a reload or a
      // picker's list on a busy two-core machine takes longer, and a test is not a timing check.
      expect: { poll: { timeout: 10_000 } },
      hookTimeout: 180_000,
      // Twice more after a failure (docs/adr/0032): on two loaded cores a screen sometimes misses
      // a 30 s wait that passes on a quiet machine. A test that fails three times fails the run;
      // the ones that passed on a retry are named at the end of the run.
      retry: 2,
      pool: 'forks' as const,
      isolate: false,
      // Two files at a time: the browser files keep both cores busy (Chromium, the API, the
      // tests); more at a time was no faster (docs/benchmarks.md, Test suite timings).
      maxWorkers: 2,
      sequence: { groupOrder },
    },
  }
}

// `npm test` (scripts/test.ts) runs relay first, then unit and server, then the browser tests
// (sequence.groupOrder), so Chromium never competes with the server files for the two cores;
// `npm run test:slow` runs `slow`.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: webResolve,
        test: {
          name: 'unit',
          include: UNIT,
          environment: 'node',
          pool: 'threads',
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server',
          include: SERVER,
          exclude: [...UNIT, ...SLOW, ...RELAY, ...S3_ONLY, ...SEEDER],
          globalSetup: ['services/core/testing/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'files-s3',
          include: FILE_SUITE,
          globalSetup: ['services/core/testing/global-setup.ts', 'services/core/testing/s3-server.ts'],
          env: { TTSG_TEST_FILE_STORE: 's3' },
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          // In `npm run test:slow`, beside `slow` (ADR 0118): the server project runs the same routes
          // on the disk store. The same two workers as `slow`: Vitest runs the projects of one
          // groupOrder in one pool, so their files share the two cores rather than add a third process.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          name: 'relay',
          include: RELAY,
          globalSetup: ['services/core/testing/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
          maxWorkers: 1,
          // Once more after a failure: a relay test waits on the whole cluster's oldest open
          // transaction; the retried ones are named at the end (scripts/testing/retried-tests-reporter.ts).
          retry: 1,
          sequence: { groupOrder: 0 },
        },
      },
      browserProject('e2e', ['web/e2e/**/*.test.ts'], BROWSER_MORE, 2),
      {
        // `npm run test:slow`'s first group: seed:scale's files, one at a time (SEEDER).
        test: {
          name: 'seeder',
          include: SEEDER,
          globalSetup: ['services/core/testing/global-setup.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The product as `npm start` runs it, under kills, freezes and restarts; the bench's smoke
        // run; the API's heap under a repeated hostile batch.
        test: {
          name: 'slow',
          include: SLOW,
          // The S3 server too: the several-processes test keeps its files in a bucket
          // (createTestBucket, services/core/testing/test-file-store.ts).
          globalSetup: ['services/core/testing/global-setup.ts', 'services/core/testing/s3-server.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two files at a time: the bench's smoke run mostly waits on its timed rounds, and the
          // others run beside it (docs/benchmarks.md, Test suite timings).
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
      // `npm run test:slow`'s browser files, after the slow group (ADR 0118).
      browserProject('e2e-more', BROWSER_MORE, [], 4),
    ],
  },
})
