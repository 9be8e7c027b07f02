// The shape of web/src, checked on every test run (ADR 0005): shared code (lib, components) →
// features → app, never the other way; no feature imports another (stylesheets included); no
// import cycles, dynamic imports included; no barrel files; the global stylesheet loaded by the
// entry only; and what the SPA takes from the backend is plain, browser-safe data with no server
// code behind it. Code is named after the module in English (the style guide): a feature folder
// carries its module's name, and the admin area adds a module's screens through its routes file.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const webSrc = import.meta.dirname
const repoDir = path.resolve(webSrc, '..', '..')
const servicesDir = path.join(repoDir, 'services')

// The web's modules, named as the server's (services/modules, whose folders the server's dependency
// test holds to the module list): the wire, the screens and the fields keep the specification's
// Indonesian; the code does not. The site is the public website's pages.
const MODULES = [
  ...readdirSync(path.join(servicesDir, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  'site',
]

// A few hundred lines at most (style guide, rule 7): split a stylesheet by component or page first.
const MAX_STYLESHEET_LINES = 300

type Import = { specifier: string; typeOnly: boolean; dynamic: boolean }

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*\{[^}]*\})?)\s+from\s+'([^']+)'/gm
const SIDE_EFFECT_IMPORT = /^\s*import\s+'([^']+)'/gm
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g

function importsOf(file: string): Import[] {
  const source = readFileSync(file, 'utf8')
  return [
    ...[...source.matchAll(STATIC_IMPORT)].map((match) => ({
      specifier: match[2]!,
      typeOnly: Boolean(match[1]),
      dynamic: false,
    })),
    ...[...source.matchAll(SIDE_EFFECT_IMPORT)].map((match) => ({
      specifier: match[1]!,
      typeOnly: false,
      dynamic: false,
    })),
    ...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => ({
      specifier: match[1]!,
      typeOnly: false,
      dynamic: true,
    })),
  ]
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name))
}

// The file an import names, or null for a package (react, node:fs, ...).
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@services/')) return path.join(servicesDir, specifier.slice('@services/'.length))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  return null
}

// 'lib', 'components', 'styles', 'app', 'features/site', ... or 'entry' for the two entry files.
function layerOf(file: string): string {
  const [top, second] = path.relative(webSrc, file).split(path.sep)
  if (top === 'features') return `features/${second}`
  return second === undefined ? 'entry' : top!
}

const files = sourceFiles(webSrc)
const local = (file: string) => path.relative(webSrc, file)

describe('web/src dependency direction', () => {
  it('shared code (lib, components) imports neither features nor app', () => {
    const wrong = files.flatMap((file) => {
      if (!['lib', 'components'].includes(layerOf(file))) return []
      return importsOf(file)
        .map(({ specifier }) => resolve(file, specifier))
        .filter((target): target is string => target?.startsWith(webSrc) === true)
        .filter((target) => ['app'].includes(layerOf(target)) || layerOf(target).startsWith('features/'))
        .map((target) => `${local(file)} -> ${local(target)}`)
    })
    expect(wrong).toEqual([])
  })

  it('a feature imports neither the app nor another feature', () => {
    const wrong = files.flatMap((file) => {
      const layer = layerOf(file)
      if (!layer.startsWith('features/')) return []
      return importsOf(file)
        .map(({ specifier }) => resolve(file, specifier))
        .filter((target): target is string => target?.startsWith(webSrc) === true)
        .filter((target) => {
          const targetLayer = layerOf(target)
          return targetLayer === 'app' || (targetLayer.startsWith('features/') && targetLayer !== layer)
        })
        .map((target) => `${local(file)} -> ${local(target)}`)
    })
    expect(wrong).toEqual([])
  })

  it('has no import cycle, counting lazy imports', () => {
    const edges = new Map(
      files.map((file) => [
        file,
        importsOf(file)
          .filter((entry) => !entry.typeOnly)
          .map(({ specifier }) => resolve(file, specifier))
          .filter(
            (target): target is string => target?.startsWith(webSrc) === true && /\.tsx?$/.test(target),
          ),
      ]),
    )
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(local).join(' -> '))
        return
      }
      state.set(file, 'open')
      for (const target of edges.get(file) ?? []) visit(target, [...trail, file])
      state.set(file, 'done')
    }
    for (const file of files) visit(file, [])
    expect(cycles).toEqual([])
  })

  it('loads the global stylesheet only from the browser entry, and keeps stylesheets small', () => {
    const globalImports = files.flatMap((file) =>
      importsOf(file)
        .map(({ specifier }) => resolve(file, specifier))
        .filter((target) => target !== null && layerOf(target) === 'styles')
        .map((target) => `${local(file)} -> ${local(target!)}`),
    )
    expect(globalImports).toEqual(['entry-client.tsx -> styles/index.css'])
    const stylesheets = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.css'),
    )
    const long = stylesheets.filter(
      (name) => readFileSync(path.join(webSrc, name), 'utf8').split('\n').length > MAX_STYLESHEET_LINES,
    )
    expect(long).toEqual([])
  })

  it('names every feature folder after its module, in English', () => {
    const folders = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.filter((name) => !MODULES.includes(name))).toEqual([])
  })

  // The web module list (app/modules.ts) takes each module's twin from its routes file; the areas'
  // routes and menus are composed from that list (app/module-composition.test.ts).
  it('adds a module to the signed-in areas through the module’s own routes file', () => {
    const lists = [
      path.join(webSrc, 'app', 'modules.ts'),
      path.join(webSrc, 'app', 'routes', 'admin-routes.tsx'),
    ]
    const reached = lists.flatMap((list) =>
      importsOf(list)
        .map(({ specifier }) => resolve(list, specifier))
        .filter((target): target is string => target !== null && layerOf(target).startsWith('features/')),
    )
    expect(reached.length).toBeGreaterThan(0)
    expect(reached.map(local).filter((target) => !/^features\/[^/]+\/routes\.tsx$/.test(target))).toEqual([])
    const listed = importsOf(lists[0]!)
      .map(({ specifier }) => resolve(lists[0]!, specifier))
      .filter((target): target is string => target !== null && layerOf(target).startsWith('features/'))
      .map((target) => layerOf(target).slice('features/'.length))
    expect(listed.sort()).toEqual(
      readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    )
  })

  it('has no barrel files', () => {
    const barrels = files.filter(
      (file) =>
        /^index\.tsx?$/.test(path.basename(file)) ||
        /^\s*export\s+\*\s+from\s/m.test(readFileSync(file, 'utf8')),
    )
    expect(barrels.map(local)).toEqual([])
  })
})

describe('what the SPA takes from the backend', () => {
  // Every backend file the bundle would contain: a value import reaches it, and it may only import
  // further backend files (no Node built-in, no package, so no server code in the browser).
  // TypeBox builds the contracts' schemas (services/core/contract.ts): plain JavaScript that runs
  // in the browser, declared by the web package too. Any other package stays out.
  const BROWSER_SAFE_PACKAGES = new Set(['typebox'])

  it('is browser-safe: the backend files it bundles import no package but TypeBox and no Node module', () => {
    const seen = new Set<string>()
    const wrong: string[] = []
    const follow = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (typeOnly || BROWSER_SAFE_PACKAGES.has(specifier)) continue
        const target = resolve(file, specifier)
        if (target === null || !target.startsWith(servicesDir))
          wrong.push(`${path.relative(repoDir, file)} -> ${specifier}`)
        else follow(target)
      }
    }
    for (const file of files) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
      for (const { specifier, typeOnly } of importsOf(file))
        if (!typeOnly && specifier.startsWith('@services/')) follow(resolve(file, specifier)!)
    }
    expect(seen.size).toBeGreaterThan(0)
    expect(wrong).toEqual([])
  })
})
