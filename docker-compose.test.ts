import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { API_NODE_FLAGS } from './services/api/node-flags.ts'
import { loadConfig } from './services/core/config.ts'

// Docker does not run on the development machines: this keeps docker-compose.yml and the
// Dockerfile a faithful mirror of the npm path by checking their structure and by feeding the
// compose environment, interpolated as compose would, to the product's own config loader.

const root = import.meta.dirname
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, any>
  volumes: Record<string, unknown>
}
const services = compose.services

// Settings config.ts reads that compose leaves to the built-in default on purpose, and why.
const DELIBERATELY_DEFAULTED: Record<string, string> = {
  // A secret may not have an empty default here, and metrics are optional: the compose file serves
  // them to METRICS_ALLOW_FROM's networks; an operator who scrapes with a token adds it (ADR 0072).
  METRICS_TOKEN: 'optional secret; /metrics is served to METRICS_ALLOW_FROM without it',
}

const SECRET_NAME = /SECRET|PASSWORD|PASS\b|TOKEN(?!_MINUTES|_DAYS)|PRIVATE|_KEY$/

function configVariables(): string[] {
  const source = read('services/core/config.ts')
  const names = new Set<string>()
  for (const match of source.matchAll(
    /\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*'([A-Z][A-Z0-9_]*)'\s*\]|,\s*'([A-Z][A-Z0-9_]*)')/g,
  ))
    names.add((match[1] ?? match[2] ?? match[3])!)
  return [...names].sort()
}

// Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}.
function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (_all, name, colon, kind, arg) => {
    const current = env[name]
    const missing = colon ? current === undefined || current === '' : current === undefined
    if (!missing) return current!
    if (kind === '?') throw new Error(`${name}: ${arg}`)
    return kind === '-' ? arg : ''
  })
}

const interpolations = (text: string) => [...text.matchAll(/\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g)]

function environmentOf(service: string, env: Record<string, string | undefined>): Record<string, string> {
  const raw = services[service].environment as Record<string, string | number | boolean>
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, interpolate(String(value), env)]))
}

// What an operator must state before `docker compose up`: the secrets, and the settings production
// refuses to default (see services/core/config.ts).
const secrets = {
  JWT_SECRET: 'x'.repeat(48),
  TWO_STEP_KEY: 'c4'.repeat(32),
  POSTGRES_PASSWORD: 'a1b2c3d4e5f6',
  PUBLIC_URL: 'http://localhost:3000',
  CONTACT_EMAIL_TO: 'kontak@ttsg.example',
  S3_ACCESS_KEY_ID: 'ttsg',
  S3_SECRET_ACCESS_KEY: 's3cret-0123456789',
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, the mail catcher, the object store, the proxy, the app and the worker', () => {
    expect(Object.keys(services).sort()).toEqual([
      'app',
      'mailpit',
      'minio',
      'minio-bucket',
      'postgres',
      'proxy',
      'redis',
      'worker',
    ])
    expect(services.minio.image).toMatch(/^minio\/minio/)
    expect(services.proxy.image).toMatch(/^nginx:/)
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit/)
    expect(services.postgres.image).toMatch(/^postgres:\d+/)
    expect(services.redis.image).toMatch(/^redis:\d+/)
  })

  it('gives every service a health check and a restart policy (the bucket maker runs once)', () => {
    expect(services['minio-bucket'].restart).toBe('no')
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-bucket') continue
      expect(service.healthcheck?.test, name).toBeDefined()
      expect(service.healthcheck.test[0], name).toMatch(/^CMD(-SHELL)?$/)
      expect(service.restart, name).toBe('unless-stopped')
    }
    expect(services.app.healthcheck.test.join(' ')).toContain('/api/ready')
  })

  it('starts each service only once what it needs is healthy', () => {
    const needs = (name: string) =>
      Object.fromEntries(
        Object.entries(services[name].depends_on).map(([k, v]: [string, any]) => [k, v.condition]),
      )
    expect(needs('app')).toEqual({
      postgres: 'service_healthy',
      redis: 'service_healthy',
      'minio-bucket': 'service_completed_successfully',
    })
    expect(needs('worker')).toEqual({
      postgres: 'service_healthy',
      redis: 'service_healthy',
      mailpit: 'service_healthy',
      'minio-bucket': 'service_completed_successfully',
      app: 'service_healthy',
    })
    expect(needs('minio-bucket')).toEqual({ minio: 'service_healthy' })
    expect(needs('proxy')).toEqual({ app: 'service_healthy' })
  })

  it('keeps data on named volumes that are declared', () => {
    const mounted = (name: string) =>
      (services[name].volumes as string[]).map((v) => {
        const [source, target] = v.split(':')
        return { source: source!, target: target! }
      })
    const declared = Object.keys(compose.volumes)
    for (const name of ['postgres', 'redis', 'mailpit', 'minio', 'app', 'worker']) {
      for (const { source } of mounted(name)) expect(declared, `${name} mounts ${source}`).toContain(source)
    }
    expect(mounted('postgres').map((v) => v.target)).toContain('/var/lib/postgresql/data')
    expect(mounted('redis').map((v) => v.target)).toContain('/data')
    expect(mounted('app').map((v) => v.target)).toContain('/app/storage/uploads')
    expect(mounted('minio').map((v) => v.target)).toContain('/data')
    expect(environmentOf('app', secrets).UPLOAD_DIR).toBe('/app/storage/uploads')
  })

  it('runs Redis as the BullMQ production guide asks: noeviction and an append-only file', () => {
    const command = (services.redis.command as string[]).join(' ')
    expect(command).toMatch(/--maxmemory-policy noeviction/)
    expect(command).toMatch(/--appendonly yes/)
  })

  it('builds the app and the worker from the one Dockerfile and runs each as on a developer machine', () => {
    expect(services.app.build).toBe('.')
    expect(services.worker.build).toBe('.')
    expect(services.worker.image).toBe(services.app.image)
    expect(services.app.command).toEqual(['node', ...API_NODE_FLAGS, 'services/api/main.ts'])
    expect(services.worker.command).toEqual(['node', 'worker/main.ts'])
    // The replicas publish nothing themselves: the proxy does, on the app's port.
    expect(services.app.ports).toBeUndefined()
    const published = (env: Record<string, string>) =>
      (services.proxy.ports as string[]).map((p) => interpolate(p, env))
    expect(published({})).toEqual(['3000:3000'])
    expect(published({ APP_PORT: '8080' })).toEqual(['8080:3000'])
  })

  it('runs two API replicas on one bucket of the object store, behind a round-robin proxy', () => {
    expect(services.app.deploy.replicas).toBe(2)
    const config = loadConfig(environmentOf('app', secrets))
    expect(config.fileStore).toEqual({
      kind: 's3',
      bucket: 'ttsg',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: secrets.S3_ACCESS_KEY_ID, secretAccessKey: secrets.S3_SECRET_ACCESS_KEY },
    })
    // MinIO's root account is the key the app signs with; the bucket maker creates the app's bucket.
    for (const name of ['minio', 'minio-bucket']) {
      const env = environmentOf(name, secrets)
      expect(env.MINIO_ROOT_USER, name).toBe(secrets.S3_ACCESS_KEY_ID)
      expect(env.MINIO_ROOT_PASSWORD, name).toBe(secrets.S3_SECRET_ACCESS_KEY)
    }
    expect(environmentOf('minio-bucket', { ...secrets, S3_BUCKET: 'berkas' }).S3_BUCKET).toBe('berkas')
    expect(loadConfig(environmentOf('app', { ...secrets, S3_BUCKET: 'berkas' })).fileStore).toMatchObject({
      bucket: 'berkas',
    })
    expect(services['minio-bucket'].command.join(' ')).toContain(
      'mc mb --ignore-existing "local/$$S3_BUCKET"',
    )
    const nginx = read(services.proxy.volumes[0].split(':')[0])
    expect(nginx).toMatch(/server app:3000 resolve;/)
    expect(nginx).toMatch(/listen 3000;/)
    expect(nginx).toMatch(/proxy_buffering off;/)
    // Behind the proxy, the client address is the proxy's forwarded one (rate limits, sign-in locks).
    expect(config.trustProxy).toBe(1)
  })

  it('sets or deliberately defaults every variable that config.ts reads, for the app and the worker', () => {
    const variables = configVariables()
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'REDIS_URL', 'SMTP_URL']))
    for (const service of ['app', 'worker']) {
      const listed = Object.keys(services[service].environment)
      const unaccounted = variables.filter(
        (name) => !listed.includes(name) && !(name in DELIBERATELY_DEFAULTED),
      )
      expect(unaccounted, `${service}: add these to docker-compose.yml`).toEqual([])
    }
    expect(services.worker.environment).toEqual(services.app.environment)
  })

  it('runs in production, listening on every interface, on the compose network', () => {
    const env = environmentOf('app', secrets)
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '3000',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mailpit:1025',
      PUBLIC_URL: 'http://localhost:3000',
    })
    expect(env.DATABASE_URL).toBe(`postgres://ttsg:${secrets.POSTGRES_PASSWORD}@postgres:5432/ttsg`)
  })

  it('gives the product a configuration its own loader accepts, with the built-in defaults where empty', () => {
    const config = loadConfig(environmentOf('app', secrets))
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      port: 3000,
      jwtSecret: secrets.JWT_SECRET,
      contactRateLimit: loadConfig({ JWT_SECRET: secrets.JWT_SECRET }).contactRateLimit,
    })
    const overridden = loadConfig(environmentOf('app', { ...secrets, CONTACT_RATE_LIMIT_MAX: '50' }))
    expect(overridden.contactRateLimit.max).toBe(50)
  })

  it('gives no secret a default: compose refuses to start without them', () => {
    const text = read('docker-compose.yml')
    const secretUses = interpolations(text).filter((m) => SECRET_NAME.test(m[1]!))
    expect(secretUses.map((m) => m[1])).toEqual(expect.arrayContaining(['JWT_SECRET', 'POSTGRES_PASSWORD']))
    for (const use of secretUses)
      expect(use[0], 'secrets must use the NAME:?message form').toMatch(/^\$\{[A-Z0-9_]+:\?/)
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries((service.environment ?? {}) as Record<string, unknown>)) {
        if (SECRET_NAME.test(key)) expect(String(value), `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?/)
      }
    }
    const { JWT_SECRET, POSTGRES_PASSWORD, ...stated } = secrets
    expect(() => environmentOf('app', { ...stated, POSTGRES_PASSWORD })).toThrow(/JWT_SECRET/)
    expect(() => environmentOf('app', { ...stated, JWT_SECRET })).toThrow(/POSTGRES_PASSWORD/)
    const { TWO_STEP_KEY: _key, ...withoutKey } = secrets
    expect(() => environmentOf('app', withoutKey)).toThrow(/TWO_STEP_KEY/)
  })

  it('refuses to start without the settings production must not default', () => {
    for (const name of ['PUBLIC_URL', 'CONTACT_EMAIL_TO'] as const) {
      const { [name]: _left, ...rest } = secrets
      expect(() => environmentOf('app', rest)).toThrow(new RegExp(name))
    }
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const instructions = dockerfile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))

  it('builds on Node 24 with npm install and npm run build, like the npm path', () => {
    const froms = instructions.filter((line) => line.startsWith('FROM '))
    expect(froms.length).toBeGreaterThan(0)
    for (const from of froms) expect(from).toMatch(/^FROM node:24[-.\w]* /)
    expect(instructions).toContain('RUN npm install --no-audit --no-fund')
    expect(instructions).toContain('RUN npm run build')
    expect(instructions.at(-1)).toBe(
      `CMD ${JSON.stringify(['node', ...API_NODE_FLAGS, 'services/api/main.ts']).replaceAll(',', ', ')}`,
    )
  })

  it('runs as an unprivileged user, with the built SPA where WEB_DIST_DIR points', () => {
    expect(instructions).toContain('USER node')
    expect(instructions).toContain('COPY --from=build /app/web/dist web/dist')
    expect(environmentOf('app', secrets).WEB_DIST_DIR).toBe('/app/web/dist')
  })

  it('copies every workspace manifest before npm install so the lock file is honoured', () => {
    const workspaces = JSON.parse(read('package.json')).workspaces as string[]
    for (const workspace of workspaces)
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`)
  })

  it("contains what the operators' npm scripts run, so they work inside the app container", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
    const copied = [...runtime.matchAll(/^COPY (?!--from)(\S+) \1$/gm)].map((m) => m[1]!)
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>
    const operatorScripts = ['migrate', 'projections:rebuild', 'jobs:status', 'user:create-admin'].filter(
      (name) => name in scripts,
    )
    expect(operatorScripts).toContain('migrate')
    for (const name of operatorScripts) {
      const file = /^node (\S+)/.exec(scripts[name]!)?.[1]
      expect(file, name).toBeDefined()
      expect(copied, `${name} runs ${file}`).toContain(file!.split('/')[0])
    }
  })

  it('leaves local installs, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
    for (const entry of ['.git', '**/node_modules', '.env', 'storage']) expect(ignored).toContain(entry)
  })
})
