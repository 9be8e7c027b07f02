// `npm test`: Biome and the web build, then Vitest's projects with TypeScript and the OpenAPI lint
// beside them: Vitest runs the relay files first (vitest.config.ts), which mostly wait, then unit
// and server, then the browser files. The first failure ends the run. The fault suite, the bench's
// smoke run, the memory check, the file suite on S3, seed:scale's files and the kit's browser files are
// `npm run test:slow`.
//
// `npm test -- <module> [<module> ...]` (a folder of services/modules, e.g. `invoices`): that
// module's unit, server, worker and web tests (services/modules/<module>/, worker/<module>/,
// web/src/features/<module>/),
// without the checks (the disk store only); add `--e2e` for its browser files too (web/e2e/<module>*.test.ts).
// Anything else after `--` goes to Vitest as it is (a file, `-t name`, ...), over npm test's projects.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const repoDir = path.resolve(import.meta.dirname, '..')
const REPORT = '.tmp/test-report.json'
const PROJECTS = ['unit', 'server', 'relay', 'e2e']

const running = new Set<ChildProcess>()

// Runs one command with its output on ours; ends the run with its code when it fails, stopping
// the commands running beside it.
async function run(command: string, args: string[]): Promise<void> {
  const started = Date.now()
  const child = spawn(command, args, { cwd: repoDir, stdio: 'inherit' })
  running.add(child)
  const code = await new Promise<number>((resolve) => {
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
  running.delete(child)
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`
  const shown = [command, ...args].join(' ')
  if (code !== 0) {
    console.error(`\nnpm test: \`${shown}\` failed (${took})`)
    for (const other of running) other.kill('SIGTERM')
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
    `worker/${name}/`,
    ...(withE2e ? [`web/e2e/${name}`] : []),
  ])
  const projects = ['unit', 'server', 'relay', ...(withE2e ? ['e2e', 'e2e-more'] : [])]
  await run('vitest', ['run', ...projectArgs(projects), ...paths, ...rest])
} else if (rest.length > 0) {
  await run('vitest', ['run', ...projectArgs(PROJECTS), ...rest])
} else {
  await run('npm', ['run', 'lint'])
  // The browser files test the built site: it is built before Vitest starts.
  await run('npm', ['run', 'build'])
  await Promise.all([
    run('npm', ['run', 'typecheck']),
    run('npm', ['run', 'openapi:lint']),
    run('vitest', [
      'run',
      ...projectArgs(PROJECTS),
      '--reporter=default',
      '--reporter=./scripts/testing/retried-tests-reporter.ts',
      '--reporter=json',
      `--outputFile.json=${REPORT}`,
    ]),
  ])
}
