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
  'tests/e2e/daily-en.test.ts': 270,
  'tests/e2e/daily-cn.test.ts': 270,
  'tests/e2e/a11y-cn.test.ts': 458,
  'tests/e2e/cn-copy.test.ts': 416,
  'tests/e2e/a11y-en.test.ts': 415,
  'tests/e2e/routes.test.ts': 371,
  'tests/e2e/labels.test.ts': 271,
  'tests/e2e/first-visit.test.ts': 262,
  'tests/e2e/accounts.test.ts': 258,
  'tests/e2e/growth.test.ts': 255,
  'tests/e2e/payments.test.ts': 244,
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
  // integration, 28 Nov 2026, two workers (load average 18)
  'tests/integration/hardening/edge.test.ts': 201,
  'tests/integration/data/product-stage.test.ts': 185,
  'tests/integration/data/ingest-kill.test.ts': 182,
  'tests/integration/data/ingest-server.test.ts': 131,
  'tests/integration/hardening/filter-values.test.ts': 117,
  'tests/integration/data/ads-api.test.ts': 117,
  'tests/integration/payments/payments-off.test.ts': 110,
  'tests/integration/data/ingest-property.test.ts': 108,
  'tests/integration/suppliers/suppliers.test.ts': 106,
  'tests/integration/data/rank-export.test.ts': 98,
  'tests/integration/accounts/accounts-http.test.ts': 97,
  'tests/integration/data/categories-api.test.ts': 95,
  'tests/integration/data/stores-api.test.ts': 90,
  'tests/integration/data/ingest-trust.test.ts': 80,
  'tests/integration/accounts/verification.test.ts': 76,
  'tests/integration/data/export-formula-cells.test.ts': 70,
  'tests/integration/data/keywords-api.test.ts': 70,
  'tests/integration/limits/address-limits.test.ts': 69,
  'tests/integration/data/api-http.test.ts': 65,
  'tests/integration/hardening/http-hardening.test.ts': 59,
  'tests/integration/payments/payments-http.test.ts': 51,
  'tests/integration/payments/stripe-webhook-route.test.ts': 51,
  'tests/integration/data/product-title-search.test.ts': 47,
  'tests/integration/data/ingest.test.ts': 45,
  'tests/integration/labels/labels-api.test.ts': 35,
  'tests/integration/data/provenance.test.ts': 35,
  'tests/integration/data/marketplace-api.test.ts': 33,
  'tests/integration/accounts/google.test.ts': 33,
  'tests/integration/data/rankings-api.test.ts': 32,
  'tests/integration/hardening/two-servers.test.ts': 27,
  'tests/integration/ip/trademarks.test.ts': 26,
  'tests/integration/growth/growth.test.ts': 25,
  'tests/integration/routes.test.ts': 20,
  'tests/integration/payments/webhooks.test.ts': 15,
  'tests/integration/data/folder-lock.test.ts': 15,
  'tests/integration/ip/importers.test.ts': 14,
  'tests/integration/accounts/quota-day-rollover.test.ts': 10,
  'tests/integration/data/copy-in.test.ts': 9,
  'tests/integration/data/pglite-buffers.test.ts': 9,
  'tests/integration/accounts/team-pro-seats.test.ts': 8,
  'tests/integration/accounts/quota.test.ts': 8,
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
