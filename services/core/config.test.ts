import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_JWT_SECRET, loadConfig } from './config.ts'

describe('JWT secret in production', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ttsg' }

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
