// axe-core in the browser tests (issue 11, WCAG 2.1 A and AA): runs on the page as it is now and returns
// each violated rule with the number of nodes and a few of their selectors, for assertions and reports.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const
/**
 * Two rules outside those tags that Lighthouse's accessibility score counts: headings that skip a level
 * (the pricing cards were h3 under the h1) and a control whose name does not contain its visible text
 * (the language switch was named "Language" while it showed "English").
 */
export const EXTRA_RULES = ['heading-order', 'label-content-name-mismatch'] as const

export type AxeViolation = { id: string; impact: string | null; nodes: number; targets: string[] }

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // options() first: it replaces the whole option object, withTags() then adds runOnly to it (the other
  // order dropped the tags and ran every best-practice rule too).
  // Legacy mode runs axe.run in the page itself; the default mode opens a blank page per check to finish
  // the run there and injects axe into it again, which doubled each check's time (our pages have no
  // cross-origin frames, the one thing the default mode adds).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
      // Only violations are read: axe then skips collecting the details of every passing node, which was
      // most of its time on the data pages.
      resultTypes: ['violations'],
    })
    .withTags([...WCAG_21_AA_TAGS])
    .analyze()
  return results.violations
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
    .sort((x, y) => x.id.localeCompare(y.id))
}
