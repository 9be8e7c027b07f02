import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_JWT_SECRET, DEVELOPMENT_TWO_STEP_KEY, loadConfig } from './config.ts'

describe('JWT secret in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ttsg',
    PUBLIC_URL: 'https://ttsg.example',
    CONTACT_EMAIL_TO: 'kontak@ttsg.example',
    SMTP_URL: 'smtp://mail.ttsg.example:587',
    TWO_STEP_KEY: 'a1'.repeat(32),
  }

  it('refuses a missing secret and the development default', () => {
    expect(() => loadConfig(production)).toThrow(
      'JWT_SECRET must be set to a secret of your own in production',
    )
    expect(() => loadConfig({ ...production, JWT_SECRET: DEVELOPMENT_JWT_SECRET })).toThrow(
      'JWT_SECRET must be set to a secret of your own in production',
    )
  })

  it('refuses a short secret', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: 'pendek' })).toThrow('at least 32 characters')
  })

  it('accepts a secret of its own', () => {
    const secret = 'k3bun-r4y4p-sidoarjo-2026-produksi-rahasia'
    expect(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret)
  })

  it('uses the development default only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBe(DEVELOPMENT_JWT_SECRET)
  })
})

describe('two-step key in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://ttsg.example',
    CONTACT_EMAIL_TO: 'kontak@ttsg.example',
    SMTP_URL: 'smtp://mail.ttsg.example:587',
    JWT_SECRET: 'k3bun-r4y4p-sidoarjo-2026-produksi-rahasia',
  }

  it('refuses a missing key and the development default', () => {
    const message = 'TWO_STEP_KEY must be set to a key of your own in production'
    expect(() => loadConfig(production)).toThrow(message)
    expect(() => loadConfig({ ...production, TWO_STEP_KEY: DEVELOPMENT_TWO_STEP_KEY })).toThrow(message)
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() => loadConfig({ ...production, TWO_STEP_KEY: 'rahasia' })).toThrow('64 hex digits')
    expect(() => loadConfig({ TWO_STEP_KEY: 'ab'.repeat(31) })).toThrow('64 hex digits')
  })

  it('accepts a key of its own, and the development default only outside production', () => {
    const key = 'C0FFEE12'.repeat(8)
    expect(loadConfig({ ...production, TWO_STEP_KEY: key }).twoStepKey).toBe(key.toLowerCase())
    expect(loadConfig({ NODE_ENV: 'development' }).twoStepKey).toBe(DEVELOPMENT_TWO_STEP_KEY)
  })
})

describe('TRUST_PROXY', () => {
  it('trusts no forwarded address by default, and only named proxies or a hop count when set', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8')
  })

  it('refuses `true`, which would let any client choose the address that limits count', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
  })
})

describe('production settings', () => {
  const stated = {
    NODE_ENV: 'production',
    JWT_SECRET: 'k3bun-r4y4p-sidoarjo-2026-produksi-rahasia',
    PUBLIC_URL: 'https://ttsg.example',
    CONTACT_EMAIL_TO: 'kontak@ttsg.example',
    SMTP_URL: 'smtp://mail.ttsg.example:587',
    TWO_STEP_KEY: 'a1'.repeat(32),
  }
  for (const name of ['PUBLIC_URL', 'CONTACT_EMAIL_TO', 'SMTP_URL'] as const) {
    it(`refuses to start without ${name}`, () => {
      const { [name]: _left, ...rest } = stated
      expect(() => loadConfig(rest)).toThrow(`${name} must be set in production`)
    })
  }
})

describe('FILE_STORE', () => {
  const s3 = { FILE_STORE: 's3', S3_BUCKET: 'ttsg-berkas' }

  it('keeps files on disk unless told otherwise', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'disk' })
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow('FILE_STORE must be disk or s3')
  })

  it('reads AWS S3 with the SDK own credentials, virtual-host style, when no endpoint is named', () => {
    expect(loadConfig(s3).fileStore).toEqual({
      kind: 's3',
      bucket: 'ttsg-berkas',
      region: 'us-east-1',
      forcePathStyle: false,
    })
  })

  it('reads a self-hosted server path-style, with its keys, unless told virtual-host', () => {
    const minio = {
      ...s3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'ttsg',
      S3_SECRET_ACCESS_KEY: 'rahasia-123',
    }
    expect(loadConfig(minio).fileStore).toEqual({
      kind: 's3',
      bucket: 'ttsg-berkas',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'ttsg', secretAccessKey: 'rahasia-123' },
    })
    const r2 = { ...minio, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }
    expect(loadConfig(r2).fileStore).toMatchObject({ region: 'auto', forcePathStyle: false })
  })

  it.each([
    [{ FILE_STORE: 's3' }, 'S3_BUCKET must name the bucket'],
    [{ ...s3, S3_BUCKET: '../x' }, 'S3_BUCKET must name the bucket'],
    [{ ...s3, S3_ACCESS_KEY_ID: 'ttsg' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ ...s3, S3_ENDPOINT: 'minio 9000' }, 'S3_ENDPOINT is not a valid URL'],
    [{ ...s3, S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT must use http: or https:'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'ya' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('metrics settings (ADR 0072)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'k3bun-r4y4p-sidoarjo-2026-produksi-rahasia',
    PUBLIC_URL: 'https://ttsg.example',
    CONTACT_EMAIL_TO: 'kontak@ttsg.example',
    SMTP_URL: 'smtp://mail.ttsg.example:587',
    TWO_STEP_KEY: 'a1'.repeat(32),
  }

  it('allows loopback outside production and nothing in production unless stated', () => {
    expect(loadConfig({}).metrics).toEqual({ allowFrom: ['127.0.0.0/8', '::1'] })
    expect(loadConfig(production).metrics).toEqual({ allowFrom: [] })
    expect(
      loadConfig({ ...production, METRICS_ALLOW_FROM: '10.0.0.0/8, fd00::/8' }).metrics.allowFrom,
    ).toEqual(['10.0.0.0/8', 'fd00::/8'])
  })

  it('refuses a short token and a network that is not one', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'pendek' })).toThrow('METRICS_TOKEN must be at least 24')
    for (const value of ['10.0.0.0/33', 'intranet', '10.0.0.1/8/2'])
      expect(() => loadConfig({ METRICS_ALLOW_FROM: value })).toThrow(/METRICS_ALLOW_FROM/)
  })

  it("refuses the worker's listener in production without a token or a network", () => {
    expect(() => loadConfig({ ...production, WORKER_METRICS_PORT: '9464' })).toThrow(
      'WORKER_METRICS_PORT needs METRICS_TOKEN or METRICS_ALLOW_FROM in production',
    )
    const token = 'metrik-rahasia-untuk-prometheus-0123'
    expect(loadConfig({ ...production, WORKER_METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({
      token,
      allowFrom: [],
      workerPort: 9464,
    })
  })
})
