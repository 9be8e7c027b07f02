import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

// Accessibility problems axe rates serious or critical, as "rule: element" lines (WCAG 2.x AA).
// `disableRules` is for a rule a test explains why it cannot apply (see back-office-kit-parts.test.ts).
export async function seriousA11yProblems(
  page: Page,
  options: { disableRules?: string[] } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(options.disableRules ?? [])
    // axe.run in the page itself: the default opens a blank page for every check to merge the
    // frames' results, which doubles the check's time, and the product's pages have no frames.
    .setLegacyMode(true)
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}
