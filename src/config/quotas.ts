// The one typed quota table (spec §6): per feature and plan, how many uses a Beijing day allows and which
// free-tier rule applies. The quota service enforces it, /api/common/used_limit_count reports it, the
// pricing table renders it. Feature ids are the spec's route names; route variants share one counter.
// A domain's rows live in its folder (see QUOTA_FEATURES); docs/quotas.md explains where each number
// comes from.
import type { PlanId } from './plan-ids'
import { DOMAIN_QUOTA_FEATURES } from './quota-table.gen'

/** A daily limit: a count, 'unlimited', or 0 when the plan does not include the feature. */
export type Limit = number | 'unlimited'

/** Free, Personal Basic, Personal Pro, Team Basic, Team Pro. */
export type PlanLimits = readonly [Limit, Limit, Limit, Limit, Limit]

export type FreeRule = 'first-page' | 'last-7-days'

export type QuotaFeatureSpec = {
  /** The spec's route names that count against this feature. */
  routes: readonly string[]
  limits: PlanLimits
  /** What free users (plan 0) are restricted to besides the count. */
  freeRule?: FreeRule
  nameEn: string
  nameCn: string
}

/**
 * Every feature's row: each research domain's, declared in its folder (src/features/<domain>/<domain>.quota.json,
 * compiled into quota-table.gen.ts by scripts/compile-quotas.ts), then the rows no one domain owns.
 * Their order is every quota list's order (used_limit_count, the personal center).
 */
export const QUOTA_FEATURES = {
  ...DOMAIN_QUOTA_FEATURES,
  // Every list's export counts against this one limit, whichever domain's list it is.
  'data-export': {
    routes: ['data-export'],
    limits: [0, 50, 200, 200, 600],
    nameEn: 'Data export',
    nameCn: '数据导出',
  },
} as const satisfies Record<string, QuotaFeatureSpec>

export type QuotaFeature = keyof typeof QUOTA_FEATURES

export function isQuotaFeature(value: string): value is QuotaFeature {
  return Object.hasOwn(QUOTA_FEATURES, value)
}

export const QUOTA_FEATURE_IDS: readonly QuotaFeature[] = Object.keys(QUOTA_FEATURES).filter(isQuotaFeature)

export function featureSpec(feature: QuotaFeature): QuotaFeatureSpec {
  return QUOTA_FEATURES[feature]
}

/** The day's limit of a feature for a plan. */
export function limitFor(feature: QuotaFeature, planId: PlanId): Limit {
  return featureSpec(feature).limits[planId]
}

/** The quota feature a route name counts against (variants such as product-database-semi included). */
export function featureForRoute(routeName: string): QuotaFeature | null {
  for (const id of QUOTA_FEATURE_IDS) {
    if (featureSpec(id).routes.includes(routeName)) return id
  }
  return null
}

/** The feature's name in the page language. */
export function featureName(feature: QuotaFeature, locale: 'en' | 'cn'): string {
  const spec = featureSpec(feature)
  return locale === 'cn' ? spec.nameCn : spec.nameEn
}

/** One row of GET /api/common/used_limit_count (spec §3 "Feature quota entry"). */
export type QuotaUsageEntry = {
  feature: QuotaFeature
  routes: readonly string[]
  /** The day's limit; -1 when unlimited. */
  num: number
  used: number
  /** Uses left today; -1 when unlimited. */
  remaining: number
  name_en: string
  name_cn: string
}

/** The Beijing calendar day (UTC+8, no daylight saving) of an instant, as YYYY-MM-DD: quotas roll over at its midnight. */
export function beijingDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}
