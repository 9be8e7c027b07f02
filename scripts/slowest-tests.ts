// Prints the slowest test files of one or more Vitest JSON reports (`npm test` writes
// .tmp/test-report.json, `npm run test:slow` .tmp/test-slow-report.json): `node
// scripts/slowest-tests.ts [--top 20] report.json ...`. CI prints them after its test runs.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

type Report = { testResults: { name: string; startTime: number; endTime: number; status: string }[] }

export function slowestFiles(reports: Report[], top: number, root: string): string[] {
  const files = reports.flatMap((report) =>
    report.testResults.map((file) => ({
      file: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      status: file.status,
    })),
  )
  files.sort((a, b) => b.seconds - a.seconds)
  return files
    .slice(0, top)
    .map(
      ({ file, seconds, status }) =>
        `${seconds.toFixed(1).padStart(7)} s  ${file}${status === 'passed' ? '' : ` (${status})`}`,
    )
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const topAt = args.indexOf('--top')
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 20
  const files = args.filter((_, index) => topAt < 0 || (index !== topAt && index !== topAt + 1))
  const reports = files
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Report)
  console.log(`The ${top} slowest test files (${files.filter(existsSync).join(', ')}):`)
  for (const line of slowestFiles(reports, top, path.resolve(import.meta.dirname, '..'))) console.log(line)
}
