import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Captured, spawnCaptured } from '../../scripts/testing/spawn-captured.ts'
import { freePort } from '../../services/core/testing/private-postgres.ts'

// Several API and worker processes of the product on one PostgreSQL database, one Redis (a queue
// prefix of their own) and one file store, as a host with two API containers and two workers runs
// them (issue 41 item 3). Each process is started as `npm start` starts it (services/api/main.ts,
// worker/main.ts), with the same settings but its own port.

export type Process = Captured & { name: string; port?: number; url?: string }

// The file store every process shares: one bucket on the run's S3 server (the test makes it with
// createTestBucket), so that no process can lean on another's disk. The one place the test says
// where files go.
export function fileStoreEnv(store: Record<string, string>, uploadDir: string): Record<string, string> {
  return { ...store, UPLOAD_DIR: uploadDir }
}

export type ClusterSettings = {
  databaseUrl: string
  redisUrl: string
  queuePrefix: string
  smtpUrl: string
  fileStore: Record<string, string>
}

export function createCluster(settings: ClusterSettings) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ttsg-cluster-'))
  const web = path.join(folder, 'web')
  const uploads = path.join(folder, 'uploads')
  mkdirSync(web)
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>TTSG</title>')
  const processes: Process[] = []

  const env: Record<string, string> = {
    // Development: the demo data (accounts, customers, visits, certificates) is seeded at start.
    NODE_ENV: 'development',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    QUEUE_PREFIX: settings.queuePrefix,
    SMTP_URL: settings.smtpUrl,
    CONTACT_EMAIL_TO: 'kantor@ttsg-pestcontrol.test',
    MAIL_FROM: 'TTSG Pest Control <no-reply@ttsg-pestcontrol.test>',
    WEB_DIST_DIR: web,
    ...fileStoreEnv(settings.fileStore, uploads),
    LOG_LEVEL: 'info',
    RELAY_POLL_MS: '100',
    CONTACT_RATE_LIMIT_MAX: '100000',
    LOGIN_FAILURE_DELAY_MS: '0',
    MAIL_RETRY_ATTEMPTS: '12',
    MAIL_RETRY_BACKOFF_MS: '200',
    // A killed worker's jobs are taken over within about two seconds (the product's defaults: 25 s).
    WORKER_LOCK_DURATION_MS: '1500',
    WORKER_STALLED_INTERVAL_MS: '500',
    // A visit changed just before the month's run delays that month's compile by this much (the
    // changes of a busy day make one compile): 30 s by default.
    MONTHLY_REPORT_RECOMPILE_DELAY_MS: '2000',
  }

  return {
    env,
    uploads,
    processes,
    async api(name: string): Promise<Process> {
      const port = await freePort()
      const url = `http://127.0.0.1:${port}`
      // The APIs log warnings only (not a line per request); the workers log each job.
      const started = spawnCaptured(['services/api/main.ts'], {
        ...env,
        PORT: String(port),
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
      })
      const api: Process = Object.assign(started, { name, port, url })
      processes.push(api)
      return api
    },
    worker(name: string): Process {
      const worker: Process = Object.assign(spawnCaptured(['worker/main.ts'], env), { name })
      processes.push(worker)
      return worker
    },
    // A repository script run to its end with the cluster's settings (projections:rebuild).
    script(args: string[]): Process {
      return Object.assign(spawnCaptured(args, { ...env, LOG_LEVEL: 'warn' }), { name: args[0]! })
    },
    stop() {
      for (const running of processes) running.killGroup()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
