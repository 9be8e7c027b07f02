import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// axe-core itself, run in the page (docs/adr/0043): its source is put into a document once and
// then only run, and it answers with the violations alone. @axe-core/playwright sent the whole
// source again on every check and serialised every passing node back, twice the check's time.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type Violation = { id: string; impact: string | null; targets: string[] }
type AxeInPage = {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>
}

// Accessibility problems axe rates serious or critical, as "rule: element" lines (WCAG 2.x AA).
// `disableRules` is for a rule a test explains why it cannot apply (see back-office-kit-parts.test.ts).
export async function seriousA11yProblems(
  page: Page,
  options: { disableRules?: string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ({ tags, disabled }): Promise<Violation[]> => {
      const axe = (window as unknown as { axe: AxeInPage }).axe
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      })
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }))
    },
    { tags: WCAG_AA_TAGS, disabled: options.disableRules ?? [] },
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.targets.map((target) => `${violation.id}: ${target}`))
}
