import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../api/app.ts'
import { resolveActorFromToken } from '../../../api/authentication.ts'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer } from '../../../api/testing/signed-in.ts'
import { ROLES, type Role } from '../../../core/access.ts'
import { loadConfig } from '../../../core/config.ts'
import { createLogger } from '../../../core/logger.ts'
import { type Permission, scopeOf } from '../../../core/permissions.ts'
import { createTestDatabase } from '../../../core/testing/test-db.ts'
import { moduleKit } from '../../index.ts'
import { signInForTest } from '../testing.ts'

// Walks the real route table: every /api route declares who may call it, and the server enforces
// that declaration before doing anything else (no token: 401; a role without the permission: 403).

const { grants } = moduleKit()

// The calls api-contract.md makes public. A new public route must be added here on purpose.
const PUBLIC_ROUTES = [
  /^\/api\/docs(\/.*)?$/,
  /^\/api\/health$/,
  /^\/api\/ready$/,
  /^\/api\/login$/,
  // The second step of an admin's sign-in: its credential is the ticket cookie of POST /api/login.
  /^\/api\/login\/duaLangkah$/,
  /^\/api\/refreshToken$/,
  /^\/api\/verify-(pelanggan|teknisi)\/:token$/,
  /^\/api\/katalog_harga\/getData$/,
  /^\/api\/kontak$/,
  // The certificate verification behind the QR code printed on a certificate (issue 25).
  /^\/api\/verifikasi\/:kode$/,
  // The privacy notice the contact form links (issue 38 item 1): its GET is public, its PUT admin's.
  /^\/api\/profil_perusahaan\/kebijakanPrivasi$/,
  // The auditor's read-only link (issue 40 item 7): its credential is the token in the path; every
  // other verb answers 405, an expired or revoked token 410 (ambang, grafik: its chart, ADR 0128).
  /^\/api\/audit\/:token(\/(paket|denah|pemeriksaan|tren|tindakan|ambang|area|grafik|\*))?$/,
  // The site's QR poster (issue 40 item 5): its credential is the poster's token in the path;
  // rate-limited like the contact form, 404 for any token that is not a poster's current one.
  /^\/api\/lapor\/:id$/,
]

let t: TestApp
const tokens = {} as Record<Role, string>
beforeAll(async () => {
  t = await buildTestApp()
  for (const role of ROLES)
    tokens[role] = (await signInForTest({ db: t.database.db, config: t.config }, role)).accessToken
})
afterAll(() => t.close())

// printRoutes draws a tree; each line's segment continues its parent's path.
function printedRoutes(text: string): string[] {
  const found: string[] = []
  const stack: string[] = []
  for (const line of text.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]
    stack.push(path)
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${path}`)
  }
  return found
}

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x')

describe('the /api route table', () => {
  it('has an access declaration for every route the server answers', () => {
    const printed = printedRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
      route.split(' ')[1]!.startsWith('/api'),
    )
    const declared = t.app.accessTable().map((entry) => `${entry.method} ${entry.url}`)
    // The drawing writes a prefix route's '/api/x/' as well as '/api/x', and a wildcard under its
    // parent node (find-my-way's radix tree); both still name a declared route.
    const covered = (route: string) =>
      declared.includes(route) ||
      declared.includes(route.replace(/\/$/, '')) ||
      (route.endsWith('*') && declared.some((d) => d.endsWith('*') && d.startsWith(route.slice(0, -1))))
    expect(printed.length).toBeGreaterThan(20)
    expect(printed).toContain('PUT /api/profil/password')
    const undeclared = printed.filter((route) => !covered(route))
    expect(undeclared, 'routes without config.access').toEqual([])
  })

  it('makes public only the calls the contract makes public', () => {
    const publicRoutes = t.app
      .accessTable()
      .filter((entry) => entry.access === 'public')
      .map((entry) => entry.url)
    const unexpected = publicRoutes.filter((url) => !PUBLIC_ROUTES.some((pattern) => pattern.test(url)))
    expect(unexpected, 'public routes the contract does not list').toEqual([])
  })

  it('answers 401 without a token and 403 for every role not on the list, before reading the request', async () => {
    const entries = t.app
      .accessTable()
      .filter((entry) => entry.access !== 'public' && entry.method !== 'HEAD')
    expect(entries.length).toBeGreaterThan(5)
    const checked: string[] = []
    for (const entry of entries) {
      const request = {
        method: entry.method as 'GET',
        url: concrete(entry.url),
        // A body that no route accepts: authorisation must come first all the same.
        payload: entry.method === 'GET' || entry.method === 'DELETE' ? undefined : { tidak: 'valid' },
      }
      const anonymous = await t.app.inject(request)
      expect(anonymous.statusCode, `${entry.method} ${entry.url} without a token`).toBe(401)
      expect(anonymous.json().status).toBe('gagal')
      if (entry.access === 'authenticated') continue
      for (const role of ROLES.filter((r) => scopeOf(grants, r, entry.access as Permission) === null)) {
        const response = await t.app.inject({ ...request, headers: bearer(tokens[role]) })
        expect(response.statusCode, `${entry.method} ${entry.url} as ${role}`).toBe(403)
        expect(response.json()).toEqual({
          status: 'gagal',
          errMessage: 'Anda tidak memiliki akses untuk tindakan ini',
        })
        checked.push(`${entry.method} ${entry.url} ${role}`)
      }
    }
    // A sample of every area this issue owns is among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'PUT /api/generateToken pelanggan',
        'PUT /api/generateTeknisi teknisi',
        'GET /api/pelanggan/getAllData pelanggan',
        'GET /api/pelanggan/getData/:id teknisi',
        'GET /api/teknisi/getAllData teknisi',
        'GET /api/teknisi/getData/:id pelanggan',
        // decisions.md: a technician asking for a monthly report.
        'GET /api/penjadwalan/getLaporanTreatmentBulanan/:idpelanggan/:bulan/:tahun teknisi',
        'GET /api/laporanBulanan/:idpelanggan/:bulan/:tahun teknisi',
      ]),
    )
  })
})

describe('a route without an access declaration', () => {
  async function bareApp() {
    const database = await createTestDatabase()
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url })
    const app = await buildApp({
      config,
      db: database.db,
      logger: createLogger('silent', 'test'),
      resolveActor: resolveActorFromToken(config, database.db),
      readiness: {},
    })
    return { app, database }
  }

  for (const [name, config] of [
    ['no config at all', undefined],
    ['no access in the config', {}],
    ['a role name instead of a permission', { access: 'admin' }],
    ['a role list instead of a permission', { access: ['admin'] }],
    ['a permission without its scope', { access: 'read:pelanggan' }],
    ['an unknown action', { access: 'approve:pelanggan:any' }],
    ['own records without an owner check', { access: 'read:pelanggan:own' }],
  ] as const) {
    it(`stops the server from starting (${name})`, async () => {
      const { app, database } = await bareApp()
      try {
        const start = async () => {
          await app.register(
            async (api) => {
              api.get('/terlupa', config === undefined ? {} : { config: config as object }, async () => 'ok')
            },
            { prefix: '/api' },
          )
          await app.ready()
        }
        await expect(start()).rejects.toThrow(
          /GET \/api\/terlupa (declares (no|an invalid) access|allows own records but declares no owner check)/,
        )
      } finally {
        await app.close().catch(() => undefined)
        await database.drop()
      }
    })
  }
})
