import { isIP } from 'node:net'
import type { S3Settings } from './s3-file-store.ts'

// The only place that reads process.env for the API and the worker: every setting is parsed and
// checked once at start, and production refuses the development defaults for secrets.

export const DEVELOPMENT_JWT_SECRET = 'dev-only-secret-change-me-please-0123456789'
// Encrypts the admins' two-step secrets at rest (AES-256-GCM, ADR 0060): 32 bytes as 64 hex digits.
export const DEVELOPMENT_TWO_STEP_KEY = 'de7e10be'.repeat(8)

export type Config = {
  nodeEnv: 'development' | 'test' | 'production'
  port: number
  host: string
  publicUrl: string
  databaseUrl: string
  redisUrl: string
  queuePrefix: string
  smtpUrl: string
  mailFrom: string
  contactEmailTo: string
  jwtSecret: string
  // Hex of the 32-byte key that encrypts two-step secrets at rest.
  twoStepKey: string
  accessTokenMinutes: number
  refreshTokenDays: number
  accessLinkHours: number
  // Failed sign-ins per username and per client address: each failure slows the next attempt
  // (delayMs, doubling), and reaching the maximum within the window refuses attempts for lockMinutes.
  loginThrottle: {
    maxFailuresPerUser: number
    maxFailuresPerAddress: number
    windowMinutes: number
    lockMinutes: number
    delayMs: number
  }
  logLevel: string
  // false, a number of proxy hops, or a list of proxy addresses/CIDR ranges (Fastify's trustProxy).
  trustProxy: false | number | string
  uploadDir: string
  // Where uploaded files are kept: UPLOAD_DIR on this machine's disk, or an S3-compatible bucket
  // that every API and worker process shares (docs/adr/0070).
  fileStore: { kind: 'disk' } | ({ kind: 's3' } & S3Settings)
  contactRateLimit: { max: number; windowMinutes: number }
  relayPollMs: number
  mailRetry: { attempts: number; backoffMs: number }
  // BullMQ worker: a job whose lock is not renewed within lockDurationMs (a killed worker) is
  // taken up again by the stalled-job check that runs every stalledIntervalMs.
  // A job stalled more than maxStalledCount times is failed instead of taken up again.
  worker: {
    concurrency: number
    lockDurationMs: number
    stalledIntervalMs: number
    maxStalledCount: number
    // How long a monthly report waits after a visit changes before it compiles again: the changes
    // made meanwhile join the same compile (docs/adr/0038).
    recompileDelayMs: number
  }
  webDistDir: string
  // Who may read /metrics (ADR 0072): a bearer token, or a client address in one of the allowed
  // networks. Production exposes nothing unless one of them is stated.
  metrics: {
    token?: string
    allowFrom: string[]
    // The worker's own listener for /metrics; none when unset.
    workerPort?: number
  }
}

export class ConfigError extends Error {}

function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = text(env, name, String(fallback))
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false`)
  return raw === 'true'
}

// FILE_STORE=disk (the default) or s3 with its bucket; the keys both or neither (neither: the
// SDK's own chain, an instance role on AWS).
function fileStore(env: NodeJS.ProcessEnv): Config['fileStore'] {
  const kind = text(env, 'FILE_STORE', 'disk')
  if (kind === 'disk') return { kind }
  if (kind !== 's3') throw new ConfigError('FILE_STORE must be disk or s3')
  const bucket = text(env, 'S3_BUCKET', '')
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      'S3_BUCKET must name the bucket (3 to 63 lower-case letters, digits, dots, hyphens)',
    )
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID', '')
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY', '')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  const endpoint = env.S3_ENDPOINT ? url(env, 'S3_ENDPOINT', '', ['http:', 'https:']) : undefined
  return {
    kind,
    bucket,
    region: text(env, 'S3_REGION', 'us-east-1'),
    ...(endpoint ? { endpoint } : {}),
    // Self-hosted servers (MinIO, Ceph) answer path-style; AWS and R2 virtual-host style.
    forcePathStyle: booleanSetting(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}`)
  return value
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]
  return raw === undefined || raw === '' ? fallback : raw
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string, protocols: string[]): string {
  const value = text(env, name, fallback)
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${name} is not a valid URL`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`)
  }
  return value
}

// `true` would trust every X-Forwarded-For hop, so any client could pick the address that rate
// limits and login lock-outs count; only a hop count or the proxies' own addresses are accepted.
function trustProxy(value: string): false | number | string {
  if (value === 'false' || value === '0') return false
  if (/^[1-9][0-9]?$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.every((entry) => /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(entry))) return entries.join(',')
  throw new ConfigError(
    'TRUST_PROXY must be false, a number of proxy hops, or proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)',
  )
}

// Addresses or CIDR ranges (IPv4 or IPv6) from which /metrics answers without the token.
function networks(name: string, value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const bits = family === 4 ? 32 : 128
    const prefixOk = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= bits)
    if (family === 0 || !prefixOk || extra !== undefined)
      throw new ConfigError(`${name} must list addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)`)
  }
  return entries
}

// Loopback only, outside production, when nothing is stated: an operator on the machine itself.
const LOOPBACK = ['127.0.0.0/8', '::1']
const METRICS_TOKEN_MIN = 24

function metricsSettings(env: NodeJS.ProcessEnv, production: boolean): Config['metrics'] {
  const token = text(env, 'METRICS_TOKEN', '')
  if (token !== '' && token.length < METRICS_TOKEN_MIN)
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} characters long`)
  const allowFrom = networks(
    'METRICS_ALLOW_FROM',
    text(env, 'METRICS_ALLOW_FROM', production ? '' : LOOPBACK.join(',')),
  )
  const workerPortRaw = text(env, 'WORKER_METRICS_PORT', '')
  const workerPort = workerPortRaw === '' ? undefined : integer(env, 'WORKER_METRICS_PORT', 0, 0)
  if (workerPort !== undefined && token === '' && allowFrom.length === 0)
    throw new ConfigError('WORKER_METRICS_PORT needs METRICS_TOKEN or METRICS_ALLOW_FROM in production')
  return {
    ...(token !== '' ? { token } : {}),
    allowFrom,
    ...(workerPort !== undefined ? { workerPort } : {}),
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnvRaw = text(env, 'NODE_ENV', 'development')
  if (!['development', 'test', 'production'].includes(nodeEnvRaw)) {
    throw new ConfigError('NODE_ENV must be development, test or production')
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv']
  const production = nodeEnv === 'production'

  const jwtSecret = text(env, 'JWT_SECRET', production ? '' : DEVELOPMENT_JWT_SECRET)
  if (production && (jwtSecret === '' || jwtSecret === DEVELOPMENT_JWT_SECRET)) {
    throw new ConfigError('JWT_SECRET must be set to a secret of your own in production')
  }
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long')
  const twoStepKey = text(env, 'TWO_STEP_KEY', production ? '' : DEVELOPMENT_TWO_STEP_KEY).toLowerCase()
  if (production && (twoStepKey === '' || twoStepKey === DEVELOPMENT_TWO_STEP_KEY)) {
    throw new ConfigError('TWO_STEP_KEY must be set to a key of your own in production')
  }
  if (!/^[0-9a-f]{64}$/.test(twoStepKey)) {
    throw new ConfigError('TWO_STEP_KEY must be 64 hex digits (32 bytes: openssl rand -hex 32)')
  }
  // In production a development default would send access links to localhost and the company's
  // contact emails nowhere: these must be stated.
  if (production) {
    for (const name of ['PUBLIC_URL', 'CONTACT_EMAIL_TO', 'SMTP_URL']) {
      if (!env[name]) throw new ConfigError(`${name} must be set in production`)
    }
  }

  const port = integer(env, 'PORT', 3000, 0)
  const config: Config = {
    nodeEnv,
    port,
    host: text(env, 'HOST', production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']),
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/ttsg', [
      'postgres:',
      'postgresql:',
    ]),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    queuePrefix: text(env, 'QUEUE_PREFIX', 'ttsg'),
    smtpUrl: url(env, 'SMTP_URL', 'smtp://127.0.0.1:1025', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', 'TTSG Pest Control <no-reply@ttsg-pestcontrol.local>'),
    contactEmailTo: text(env, 'CONTACT_EMAIL_TO', 'kontak@ttsg-pestcontrol.local'),
    jwtSecret,
    twoStepKey,
    accessTokenMinutes: integer(env, 'ACCESS_TOKEN_MINUTES', 10, 1),
    refreshTokenDays: integer(env, 'REFRESH_TOKEN_DAYS', 7, 1),
    accessLinkHours: integer(env, 'ACCESS_LINK_HOURS', 72, 1),
    loginThrottle: {
      maxFailuresPerUser: integer(env, 'LOGIN_MAX_FAILURES_PER_USER', 5, 1),
      maxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1),
      windowMinutes: integer(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15, 1),
      lockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15, 1),
      delayMs: integer(env, 'LOGIN_FAILURE_DELAY_MS', 250, 0),
    },
    logLevel: text(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY', 'false')),
    uploadDir: text(env, 'UPLOAD_DIR', './storage/uploads'),
    fileStore: fileStore(env),
    contactRateLimit: {
      max: integer(env, 'CONTACT_RATE_LIMIT_MAX', 5, 1),
      windowMinutes: integer(env, 'CONTACT_RATE_LIMIT_WINDOW_MINUTES', 10, 1),
    },
    relayPollMs: integer(env, 'RELAY_POLL_MS', 500, 10),
    mailRetry: {
      attempts: integer(env, 'MAIL_RETRY_ATTEMPTS', 8, 1),
      backoffMs: integer(env, 'MAIL_RETRY_BACKOFF_MS', 5000, 1),
    },
    worker: {
      concurrency: integer(env, 'WORKER_CONCURRENCY', 4, 1),
      // See docs/adr/0008: a killed worker's email goes out again within about 25 s.
      lockDurationMs: integer(env, 'WORKER_LOCK_DURATION_MS', 20_000, 500),
      stalledIntervalMs: integer(env, 'WORKER_STALLED_INTERVAL_MS', 5_000, 200),
      maxStalledCount: integer(env, 'WORKER_MAX_STALLED_COUNT', 5, 1),
      recompileDelayMs: integer(env, 'MONTHLY_REPORT_RECOMPILE_DELAY_MS', 30_000, 0),
    },
    webDistDir: text(env, 'WEB_DIST_DIR', 'web/dist'),
    metrics: metricsSettings(env, production),
  }
  return config
}
