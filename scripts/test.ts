// `npm test`: the checks (Biome, then TypeScript beside the web build and the OpenAPI lint), then
// Vitest's unit and server projects, then the browser files (vitest.config.ts runs e2e after
// them). The fault suite, the bench's smoke run and the memory check are `npm run test:slow`.
//
// `npm test -- <module> [<module> ...]` (a folder of services/modules, e.g. `invoices`): that
// module's unit, server and web tests (services/modules/<module>/, web/src/features/<module>/),
// without the checks; add `--e2e` for its browser files too (web/e2e/<module>*.test.ts).
// Anything else after `--` goes to Vitest as it is (a file, `-t name`, ...), over npm test's projects.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const repoDir = path.resolve(import.meta.dirname, '..')
const REPORT = '.tmp/test-report.json'
const PROJECTS = ['unit', 'server', 'relay', 'e2e']

// Runs one command with its output on ours; ends the run with its code when it fails.
async function run(command: string, args: string[]): Promise<void> {
  const started = Date.now()
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, args, { cwd: repoDir, stdio: 'inherit' })
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`
  const shown = [command, ...args].join(' ')
  if (code !== 0) {
    console.error(`\nnpm test: \`${shown}\` failed (${took})`)
    process.exit(code)
  }
  console.log(`npm test: ${shown} (${took})`)
}

const isModule = (name: string) =>
  /^[a-z][a-z-]*$/.test(name) && existsSync(path.join(repoDir, 'services', 'modules', name))
const projectArgs = (projects: string[]) => projects.flatMap((name) => ['--project', name])

const args = process.argv.slice(2)
const withE2e = args.includes('--e2e')
const modules = args.filter(isModule)
const rest = args.filter((arg) => arg !== '--e2e' && !isModule(arg))

if (modules.length > 0) {
  const paths = modules.flatMap((name) => [
    `services/modules/${name}/`,
    `web/src/features/${name}/`,
    ...(withE2e ? [`web/e2e/${name}`] : []),
  ])
  const projects = ['unit', 'server', 'relay', ...(withE2e ? ['e2e'] : [])]
  await run('vitest', ['run', ...projectArgs(projects), ...paths, ...rest])
} else if (rest.length > 0) {
  await run('vitest', ['run', ...projectArgs(PROJECTS), ...rest])
} else {
  await run('npm', ['run', 'lint'])
  // TypeScript is the longest check: the build and the OpenAPI lint run beside it.
  await Promise.all([
    run('npm', ['run', 'typecheck']),
    (async () => {
      await run('npm', ['run', 'build'])
      await run('npm', ['run', 'openapi:lint'])
    })(),
  ])
  await run('vitest', [
    'run',
    ...projectArgs(PROJECTS),
    '--reporter=default',
    '--reporter=./scripts/testing/retried-tests-reporter.ts',
    '--reporter=json',
    `--outputFile.json=${REPORT}`,
  ])
}
