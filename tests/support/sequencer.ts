// The order test files start in when several run at once: longest first, so the last files to start are
// short ones and no worker sits idle while the other finishes a long file alone. On a fresh clone vitest
// has no timings and starts the largest files first: the a11y walks (4-line files, 7 minutes each on a
// loaded machine) came last. Files missing from FILE_SECONDS (new ones) start first, as vitest does.
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each file took in one whole run of its project with two workers (docs/testing.md has the run):
 * only their order matters here, so a figure measured on a loaded machine serves as well.
 */
export const FILE_SECONDS: Readonly<Record<string, number>> = {
  // e2e, 28 Nov 2026 (load average 18: about twice CI's figures)
  'tests/e2e/cn-walk.test.ts': 631,
  'tests/e2e/daily.test.ts': 535,
  'tests/e2e/a11y-cn.test.ts': 458,
  'tests/e2e/cn-copy.test.ts': 416,
  'tests/e2e/a11y-en.test.ts': 415,
  'tests/e2e/routes.test.ts': 371,
  'tests/e2e/labels.test.ts': 271,
  'tests/e2e/first-visit.test.ts': 262,
  'tests/e2e/accounts.test.ts': 258,
  'tests/e2e/growth.test.ts': 255,
  'tests/e2e/payments.test.ts': 244,
  'tests/e2e/csp.test.ts': 232,
  'tests/e2e/keywords.test.ts': 166,
  'tests/e2e/ip.test.ts': 145,
  'tests/e2e/products.test.ts': 135,
  'tests/e2e/ads.test.ts': 128,
  'tests/e2e/categories.test.ts': 127,
  'tests/e2e/stores.test.ts': 113,
  'tests/e2e/suppliers.test.ts': 100,
  'tests/e2e/shell.test.ts': 98,
  'tests/e2e/tools.test.ts': 97,
  'tests/e2e/screenshots.test.ts': 74,
  // integration
}

/**
 * Items of one project after another (in the order given), and within one project the longest file first
 * by `seconds`; files it does not know keep their place at the front of their project.
 */
export function longestFirst<T>(
  items: T[],
  key: (item: T) => { project: string; file: string },
  seconds: Readonly<Record<string, number>> = FILE_SECONDS,
): T[] {
  const projects = [...new Set(items.map((item) => key(item).project))]
  const rank = (item: T) => projects.indexOf(key(item).project)
  const weight = (item: T) => seconds[key(item).file]
  return [...items].sort((a, b) => {
    if (rank(a) !== rank(b)) return rank(a) - rank(b)
    const [wa, wb] = [weight(a), weight(b)]
    if (wa === undefined || wb === undefined) return (wa === undefined ? 0 : 1) - (wb === undefined ? 0 : 1)
    return wb - wa
  })
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    return longestFirst(await super.sort(files), (spec) => ({
      project: spec.project.name,
      file: relative(root, spec.moduleId),
    }))
  }
}
