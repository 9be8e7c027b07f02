import { mkdirSync, writeFileSync } from 'node:fs'
import type { Reporter, TestCase } from 'vitest/node'

// Names every test that passed only on a retry (vitest.config.ts lets the browser and relay files
// retry, docs/adr/0032): a retried test is a flake to look at, not a pass to forget. The list is
// printed at the end of the run with the errors of the failed attempts, and kept in .tmp/retried-tests.txt.
const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 300)

// Where in the test file it failed (the stack's first frame there), so two waits read apart.
const lineIn = (stack: string | undefined, file: string) => {
  const at = stack?.split('\n').find((frame) => frame.includes(file))
  const place = at?.match(/:(\d+):\d+\)?\s*$/)
  return place ? ` (line ${place[1]})` : ''
}

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = []

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0
    const result = testCase.result()
    if (retries === 0 || result.state !== 'passed') return
    // A passed result keeps the errors of the attempts before it: what went wrong, in a line each.
    const file = testCase.module.moduleId
    const why = (result.errors ?? []).map(
      (error) => `      ${firstLine(error.message)}${lineIn(error.stack, file)}`,
    )
    this.retried.push(
      [`${testCase.module.relativeModuleId} > ${testCase.fullName} (retry x${retries})`, ...why].join('\n'),
    )
  }

  onTestRunEnd(): void {
    mkdirSync('.tmp', { recursive: true })
    writeFileSync('.tmp/retried-tests.txt', this.retried.map((line) => `${line}\n`).join(''))
    if (this.retried.length === 0) return
    console.log(`\nPassed only on a retry (${this.retried.length}):`)
    for (const line of this.retried) console.log(`  ${line}`)
  }
}
