// The shape of the server, checked on every test run as web/src/dependency-rules.test.ts checks
// the SPA's (style guide, "Dependency direction"): core ← HTTP kit ← modules ← api and worker; a
// module read by another only through its public index; Fastify only in services/api, the HTTP kit
// and the modules' http/; no import cycles; one English name per module, the same in
// services/modules and web/src/features; and small files.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles } from './core/testing/import-cycles.ts'
import { importsOf, lineCount, sourceFiles } from './core/testing/source-imports.ts'
import { modules } from './modules/index.ts'

const servicesDir = import.meta.dirname
const repoDir = path.resolve(servicesDir, '..')
const rel = (file: string) => path.relative(repoDir, file)

// Production code and its tests: tests may build the whole app, production code may not.
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)testing(\/|\.ts$)/.test(rel(file))

type Edge = { from: string; to: string | null; specifier: string; typeOnly: boolean }
function edgesOf(dir: string): Edge[] {
  return sourceFiles(dir).flatMap((from) =>
    importsOf(from).map(({ specifier, typeOnly }) => ({
      from,
      specifier,
      typeOnly,
      to: specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : specifier.startsWith('@ttsg/services/')
          ? path.join(servicesDir, specifier.slice('@ttsg/services/'.length))
          : null,
    })),
  )
}
const serverEdges = [...edgesOf(servicesDir), ...edgesOf(path.join(repoDir, 'worker'))]
const production = serverEdges.filter((edge) => !isTest(edge.from))
const show = (edge: Edge) => `${rel(edge.from)} -> ${edge.to ? rel(edge.to) : edge.specifier}`

const under = (file: string | null, ...parts: string[]) =>
  file?.startsWith(`${path.join(repoDir, ...parts)}${path.sep}`)
// `customers` for services/modules/customers/..., undefined outside a module.
function moduleOf(file: string): string | undefined {
  const [top, name, ...rest] = path.relative(servicesDir, file).split(path.sep)
  return top === 'modules' && rest.length > 0 ? name : undefined
}
const inHttp = (file: string) => path.relative(servicesDir, file).split(path.sep)[2] === 'http'
const isFastify = (specifier: string) => specifier === 'fastify' || specifier.startsWith('@fastify/')

describe('server dependency direction', () => {
  it('core imports no module, no HTTP kit, no API and no worker', () => {
    const wrong = serverEdges.filter(
      (edge) =>
        under(edge.from, 'services', 'core') &&
        (under(edge.to, 'services', 'modules') ||
          under(edge.to, 'services', 'http-kit') ||
          under(edge.to, 'services', 'api') ||
          under(edge.to, 'worker')),
    )
    expect(wrong.map(show)).toEqual([])
  })

  // The kit stands above core and under both: a module's routes and the API import it (ADR 0049).
  // Its tests may build the whole app to exercise a route the kit gives a module.
  it('the HTTP kit imports only core, knowing no module and no API', () => {
    const wrong = serverEdges.filter(
      (edge) =>
        under(edge.from, 'services', 'http-kit') &&
        !edge.from.endsWith('.test.ts') &&
        edge.to !== null &&
        !under(edge.to, 'services', 'core') &&
        !under(edge.to, 'services', 'http-kit'),
    )
    expect(wrong.map(show)).toEqual([])
  })

  // One cycle is shown as the way around it; untie it by moving what both sides need to a file
  // that neither imports back (a type, a kit, a definition the module list reads directly).
  it('has no import cycles in services/', () => {
    expect(importCycles(servicesDir).map((cycle) => cycle.join(' -> '))).toEqual([])
  })

  // The module list imports each definition (module.ts) itself: a public index that exported it
  // would load the module's http/ whose routes import that index back (ADR 0049).
  it('only the module list imports a module’s definition', () => {
    const wrong = serverEdges.filter(
      (edge) =>
        edge.to !== null &&
        moduleOf(edge.to) !== undefined &&
        path.relative(path.join(servicesDir, 'modules', moduleOf(edge.to)!), edge.to) === 'module.ts' &&
        edge.from !== path.join(servicesDir, 'modules', 'index.ts') &&
        !isTest(edge.from),
    )
    expect(wrong.map(show)).toEqual([])
  })

  // Its index, or its browser-safe faces (contract.ts, permissions.ts: the SPA imports them too, so
  // they cannot go through an index that loads server code); tests also its testing.ts helpers.
  it('a module reads another module only through its public index', () => {
    const wrong = serverEdges.filter((edge) => {
      const from = moduleOf(edge.from)
      const to = edge.to === null ? undefined : moduleOf(edge.to)
      if (from === undefined || to === undefined || from === to) return false
      const target = path.relative(path.join(servicesDir, 'modules', to), edge.to!)
      const faces = [
        'index.ts',
        'contract.ts',
        'permissions.ts',
        ...(isTest(edge.from) ? ['testing.ts'] : []),
      ]
      return !faces.includes(target)
    })
    expect(wrong.map(show)).toEqual([])
  })

  it('only services/api, the HTTP kit and the modules’ http/ import Fastify; a module’s own code not even the kit', () => {
    const fastify = production.filter(
      (edge) =>
        isFastify(edge.specifier) &&
        !under(edge.from, 'services', 'api') &&
        !under(edge.from, 'services', 'http-kit') &&
        !(moduleOf(edge.from) !== undefined && inHttp(edge.from)),
    )
    const apiFromModuleCode = production.filter(
      (edge) =>
        moduleOf(edge.from) !== undefined &&
        !inHttp(edge.from) &&
        (under(edge.to, 'services', 'api') || under(edge.to, 'services', 'http-kit')),
    )
    expect([...fastify, ...apiFromModuleCode].map(show)).toEqual([])
  })

  it('a module’s http/ imports the HTTP kit through its index and never services/api', () => {
    const kit = path.join(servicesDir, 'http-kit', 'index.ts')
    const wrong = production.filter(
      (edge) =>
        moduleOf(edge.from) !== undefined &&
        inHttp(edge.from) &&
        (under(edge.to, 'services', 'api') || (under(edge.to, 'services', 'http-kit') && edge.to !== kit)),
    )
    expect(wrong.map(show)).toEqual([])
  })

  it('the worker imports modules through their index, never the API, the HTTP kit or a module’s http/', () => {
    const wrong = production.filter((edge) => {
      if (!under(edge.from, 'worker')) return false
      if (under(edge.to, 'services', 'api') || under(edge.to, 'services', 'http-kit')) return true
      if (isFastify(edge.specifier)) return true
      const to = edge.to === null ? undefined : moduleOf(edge.to)
      return to !== undefined && path.relative(path.join(servicesDir, 'modules', to), edge.to!) !== 'index.ts'
    })
    expect(wrong.map(show)).toEqual([])
  })

  it('only the worker consumes queues', () => {
    const wrong = sourceFiles(servicesDir)
      .filter((file) => !isTest(file))
      .filter((file) =>
        /import\s*\{[^}]*\bWorker\b[^}]*\}\s*from\s*'bullmq'/.test(readFileSync(file, 'utf8')),
      )
    expect(wrong.map(rel)).toEqual([])
  })
})

const modulesDir = path.join(servicesDir, 'modules')
const featuresDir = path.join(repoDir, 'web', 'src', 'features')
// Web features that are no server module: the public site's pages.
const WEB_ONLY_FEATURES = ['site']

describe('one name per module', () => {
  it('names each module in English, once, as its folder on the server and in the SPA', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(folders).toEqual(modules.map((module) => module.name).sort())
    for (const module of modules) {
      expect(module.name, 'lower-case English words joined by -').toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(module.name, 'the code is named in English, the wire in Indonesian').not.toBe(module.wire)
    }
    const features = readdirSync(featuresDir).filter((name) => !WEB_ONLY_FEATURES.includes(name))
    expect(features.filter((name) => !modules.some((module) => module.name === name))).toEqual([])
  })

  it('grants permissions on the resources the module serves, and its routes live under them', () => {
    for (const module of modules) {
      if (module.wire === undefined) continue
      const entities = Object.values(module.grants ?? {}).flatMap((permissions) =>
        (permissions ?? []).map((permission) => permission.split(':')[1]),
      )
      // A permission names a resource the module serves, in the permission's snake case
      // (`laporanBulanan` -> `laporan_bulanan`).
      const snake = (resource: string) => resource.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
      const served = [module.wire, ...(OTHER_RESOURCES_SERVED[module.name] ?? [])].map(snake)
      expect(
        entities.filter((entity) => !served.includes(entity!)),
        module.name,
      ).toEqual([])
      if (entities.length) expect(entities, module.name).toContain(snake(module.wire))
      const http = path.join(modulesDir, module.name, 'http')
      if (!existsSync(http)) continue
      const paths = sourceFiles(http)
        .filter((file) => !isTest(file))
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`]\/([A-Za-z_]+)\/[A-Za-z]/g)])
        .map((match) => match[1])
      // `/api/...` is a link in an example, not a route.
      const own = ['api', module.wire, ...(OTHER_RESOURCES_SERVED[module.name] ?? [])]
      expect(
        paths.filter((segment) => !own.includes(segment!)),
        module.name,
      ).toEqual([])
    }
  })

  it('lists every module, its resource and its screens in docs/glossary.md', () => {
    const glossary = readFileSync(path.join(repoDir, 'docs', 'glossary.md'), 'utf8')
    for (const module of modules) {
      expect(glossary, module.name).toContain(`\`${module.name}\``)
      if (module.wire) expect(glossary, module.name).toContain(`\`/api/${module.wire}`)
    }
  })

  // A newcomer finds every module in the README's layout (issue 37).
  it("names every module in the README's layout", () => {
    const readme = readFileSync(path.join(repoDir, 'README.md'), 'utf8')
    const layout = readme.slice(readme.indexOf('## Layout'))
    for (const module of modules) expect(layout, module.name).toMatch(new RegExp(`\\n  ${module.name} `))
  })

  it('declares references only to modules in the list', () => {
    const names = modules.map((module) => module.name)
    const wrong = modules.flatMap((module) =>
      (module.references ?? []).filter((reference) => !names.includes(reference.to)),
    )
    expect(wrong).toEqual([])
  })
})

// Resources a module serves besides its own.
const OTHER_RESOURCES_SERVED: Record<string, string[]> = {
  // The auditor's links are given under /api/tautanAuditor and read by the auditor at /api/audit/{token}.
  'audit-pack': ['tautanAuditor', 'audit'],
  // Anyone checks a certificate at /api/verifikasi/{kode} (the QR code printed on it).
  certificates: ['verifikasi'],
  // A site's trend by month is read at /api/lokasi/tren/{id} (audit-work.md), summed from the readings.
  inspections: ['lokasi'],
  // A site's thresholds (/api/ambang) and its indices (/api/lokasi/indeks, audit-work.md) belong
  // to corrective actions, which their breaches open.
  'corrective-actions': ['ambang', 'lokasi'],
  // The monthly treatment report's page is read under the visits' resource, as it always was.
  'monthly-reports': ['penjadwalan'],
  // Technicians' licences and the applications at visits are the register's companions (issue 39).
  pesticides: ['lisensiTeknisi', 'pemakaianPestisida'],
  // A site's areas (and their floor plans) are kept by the sites module, under /api/area.
  sites: ['area'],
}

// Small files with one job each (style guide, rule 7). Data and generated illustrations are the
// only exceptions, each named here with the reason.
const MAX_LINES = 300
const LONG_FILES_ALLOWED: Record<string, string> = {
  'services/modules/customers/demo-customers.ts': 'data: the 32 example customers of the demo',
  'web/scripts/images/kit.ts': 'generated illustrations: the drawing kit of the site images',
  'web/scripts/images/objects.ts': 'generated illustrations: the objects the site images are drawn from',
}

describe('file size', () => {
  it(`keeps every source file under ${MAX_LINES} lines`, () => {
    const roots = [
      'services',
      'worker',
      'web/src',
      'web/e2e',
      'web/scripts',
      'scripts',
      'bench',
      'faults',
      'loadtest',
    ]
    const long = roots
      .flatMap((root) => sourceFiles(path.join(repoDir, root)))
      .filter((file) => !(rel(file) in LONG_FILES_ALLOWED))
      .filter((file) => lineCount(file) > MAX_LINES)
      .map((file) => `${rel(file)}: ${lineCount(file)} lines`)
    expect(long).toEqual([])
  })
})
