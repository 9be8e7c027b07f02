import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The browser tests run against the built site (pre-rendered pages, hashed chunks), as served in
// production. `npm test` builds first; here the build is redone only when a source is newer
// than the build, so a test run right after an edit never tests stale pages.

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const repoDir = path.resolve(webDir, '..')
const builtMarker = path.join(webDir, 'dist', 'spa-routes.json')
const lockDir = path.join(webDir, '.tmp', 'build.lock')
const SOURCES = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'scripts'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(repoDir, 'services', 'core', 'validation.ts'),
  path.join(repoDir, 'services', 'modules'),
]

function newestChange(target: string): number {
  if (!existsSync(target)) return 0
  const stats = statSync(target)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue
    newest = Math.max(newest, newestChange(path.join(target, entry)))
  }
  return newest
}

function buildIsCurrent(): boolean {
  if (!existsSync(builtMarker)) return false
  const built = statSync(builtMarker).mtimeMs
  return SOURCES.every((source) => newestChange(source) <= built)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Several test runs on one machine share web/dist: one builds, the others wait for it.
async function withBuildLock(work: () => void): Promise<void> {
  mkdirSync(path.dirname(lockDir), { recursive: true })
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      mkdirSync(lockDir)
      break
    } catch {
      const age = existsSync(lockDir) ? Date.now() - statSync(lockDir).mtimeMs : 0
      if (age > 5 * 60_000) rmSync(lockDir, { recursive: true, force: true })
      else if (Date.now() > deadline) throw new Error('timed out waiting for another web build')
      else await sleep(500)
    }
  }
  try {
    work()
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(builtMarker)) return
  if (buildIsCurrent()) return
  await withBuildLock(() => {
    if (buildIsCurrent()) return
    console.log('e2e: building the web app (sources changed since the last build)')
    // Vitest runs with NODE_ENV=test; the build must be the production one the server ships.
    execFileSync('npm', ['run', 'build', '-w', '@ttsg/web'], {
      cwd: repoDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
  })
}
