// The one typed quota table (spec §6): per feature and plan, how many uses a Beijing day allows and which
// free-tier rule applies. The quota service enforces it, /api/common/used_limit_count reports it, the
// pricing table renders it. Feature ids are the spec's route names; route variants share one counter.
// docs/quotas.md explains where each number comes from.
import type { PlanId } from './plan-ids'

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

const U = 'unlimited' as const

export const QUOTA_FEATURES = {
  'historical-rankings': {
    routes: ['historical-rankings'],
    limits: [5, U, U, U, U],
    nameEn: 'Historical rankings',
    nameCn: '历史榜单',
  },
  'historical-rankings-best': {
    routes: ['historical-rankings-best'],
    limits: [5, U, U, U, U],
    freeRule: 'last-7-days',
    nameEn: 'Best-seller and 5-star rankings',
    nameCn: '畅销榜与五星好评榜',
  },
  'historical-trend-dialog': {
    routes: ['historical-trend-dialog'],
    limits: [0, 100, U, 300, U],
    nameEn: 'Ranking trends',
    nameCn: '排名趋势',
  },
  'product-database': {
    routes: [
      'product-database',
      'product-database-hot-new',
      'product-database-hot-store',
      'product-database-new-store',
      'product-database-week-rank',
      'product-database-semi',
    ],
    limits: [5, U, U, U, U],
    freeRule: 'first-page',
    nameEn: 'Product database',
    nameCn: '商品库',
  },
  'product-detail': {
    routes: ['product-detail'],
    limits: [3, 100, 500, 300, 1000],
    nameEn: 'Product details',
    nameCn: '商品详情',
  },
  'mall-hot-sale': {
    routes: ['mall-hot-sale', 'mall-new', 'mall-semi-hot-sale'],
    limits: [3, U, U, U, U],
    freeRule: 'first-page',
    nameEn: 'Store lists',
    nameCn: '店铺榜单',
  },
  'mall-detail': {
    routes: ['mall-detail'],
    limits: [3, 100, 500, 300, 1000],
    nameEn: 'Store details',
    nameCn: '店铺详情',
  },
  'keyword-reverse': {
    routes: ['keyword-reverse'],
    limits: [0, 100, U, 300, U],
    nameEn: 'Keyword reverse lookup',
    nameCn: '关键词反查',
  },
  'keyword-analysis': {
    routes: ['keyword-analysis'],
    limits: [0, 100, U, 300, U],
    nameEn: 'Keyword analysis',
    nameCn: '关键词分析',
  },
  'category-database': {
    routes: ['category-database'],
    limits: [3, U, U, U, U],
    freeRule: 'first-page',
    nameEn: 'Category database',
    nameCn: '类目库',
  },
  'search-supplier': {
    routes: [
      'search-supplier',
      'search-supplier-alibaba',
      'search-supplier-1688',
      'search-supplier-yiwugou',
      'search-supplier-amazon',
    ],
    limits: [10, U, U, U, U],
    nameEn: 'Supplier image search',
    nameCn: '以图搜货源',
  },
  'label-generator': {
    routes: [
      'shopsight-label-generator',
      'shein-label-generator',
      'tiktok-label-generator',
      'aliexpress-label-generator',
      'amazon-label-generator',
      'temu-label-generator',
    ],
    limits: [0, 50, U, 150, U],
    nameEn: 'Label generator',
    nameCn: '标签生成器',
  },
  ads: {
    routes: ['ads'],
    limits: [5, 50, 150, 150, 450],
    freeRule: 'first-page',
    nameEn: 'Ad library',
    nameCn: '广告库',
  },
  'ads-detail': {
    routes: ['ads-detail'],
    limits: [0, 50, 150, 150, 450],
    nameEn: 'Ad details',
    nameCn: '广告详情',
  },
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
