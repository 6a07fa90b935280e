// The one typed plan table: prices (spec §9) and capabilities (spec §6). /pricing renders it, and the
// quota service reads its per-day limits, so the page and the enforcement cannot disagree.

import { featureSpec, type QuotaFeature } from '@/config/quotas'
import type { Text } from '@/config/site-config'
import { m } from '@/paraglide/messages'
import { PLAN_PRICES } from './plan-prices'

export { PLAN_IDS, type PlanId } from './plan-ids'

import type { PlanId } from './plan-ids'

export type Plan = {
  id: PlanId
  name: Text
  /** Monthly price in yuan (Alipay) and US dollars (card), with the struck-through list prices. */
  priceCny: number
  priceUsd: number
  originCny: number
  originUsd: number
  memberAccounts: number
  productExports: number
  shopExports: number
  /** Invite rewards (personal plans only). */
  invitations: number
  cycle: 'month'
  team: boolean
}

export const FREE_PLAN = {
  id: 0,
  name: m.plan_name_0,
  priceCny: 0,
  priceUsd: 0,
  originCny: 0,
  originUsd: 0,
  memberAccounts: 0,
  productExports: 0,
  shopExports: 0,
  invitations: 0,
  cycle: 'month',
  team: false,
} as const satisfies Plan

export const PAID_PLANS = [
  {
    id: 1,
    name: m.plan_name_1,
    priceCny: PLAN_PRICES[1].cny,
    priceUsd: PLAN_PRICES[1].usd,
    originCny: PLAN_PRICES[1].originCny,
    originUsd: PLAN_PRICES[1].originUsd,
    memberAccounts: 0,
    productExports: 50,
    shopExports: 50,
    invitations: 1,
    cycle: 'month',
    team: false,
  },
  {
    id: 2,
    name: m.plan_name_2,
    priceCny: PLAN_PRICES[2].cny,
    priceUsd: PLAN_PRICES[2].usd,
    originCny: PLAN_PRICES[2].originCny,
    originUsd: PLAN_PRICES[2].originUsd,
    memberAccounts: 0,
    productExports: 100,
    shopExports: 100,
    invitations: 3,
    cycle: 'month',
    team: false,
  },
  {
    id: 3,
    name: m.plan_name_3,
    priceCny: PLAN_PRICES[3].cny,
    priceUsd: PLAN_PRICES[3].usd,
    originCny: PLAN_PRICES[3].originCny,
    originUsd: PLAN_PRICES[3].originUsd,
    memberAccounts: 3,
    productExports: 100,
    shopExports: 100,
    invitations: 0,
    cycle: 'month',
    team: true,
  },
  {
    id: 4,
    name: m.plan_name_4,
    priceCny: PLAN_PRICES[4].cny,
    priceUsd: PLAN_PRICES[4].usd,
    originCny: PLAN_PRICES[4].originCny,
    originUsd: PLAN_PRICES[4].originUsd,
    memberAccounts: 10,
    productExports: 200,
    shopExports: 200,
    invitations: 0,
    cycle: 'month',
    team: true,
  },
] as const satisfies readonly Plan[]

export const ALL_PLANS: readonly Plan[] = [FREE_PLAN, ...PAID_PLANS]

/** One cell of the capability table. */
export type Capability =
  | { kind: 'included' }
  | { kind: 'none' }
  | { kind: 'unlimited' }
  /** `rule`: the free-tier restriction that applies besides the count (first page, last 7 days). */
  | { kind: 'daily'; limit: number; rule?: Text }
  | { kind: 'text'; text: Text }

const daily = (limit: number, rule?: Text): Capability =>
  rule ? { kind: 'daily', limit, rule } : { kind: 'daily', limit }
const text = (t: Text): Capability => ({ kind: 'text', text: t })
const NONE: Capability = { kind: 'none' }
const UNLIMITED: Capability = { kind: 'unlimited' }
const INCLUDED: Capability = { kind: 'included' }

export type CapabilityRow = {
  group: Text
  name: Text
  /** Free, Personal Basic, Personal Pro, Team Basic, Team Pro. */
  values: readonly [Capability, Capability, Capability, Capability, Capability]
  quota?: QuotaFeature
  isNew?: boolean
}

const full = text(m.value_full_access)

const FREE_RULES = { 'first-page': m.value_first_page, 'last-7-days': m.value_last_7_days } as const

/**
 * A row's five cells from the quota table the API enforces (src/config/quotas.ts), so the
 * page and the enforcement cannot disagree. `paidUnlimited` is how an unlimited paid cell reads.
 */
function fromQuota(feature: QuotaFeature, paidUnlimited: Capability = UNLIMITED): CapabilityRow['values'] {
  const spec = featureSpec(feature)
  const cell = (planIndex: number): Capability => {
    const limit = spec.limits[planIndex]
    if (limit === undefined || limit === 0) return NONE
    if (limit === 'unlimited') return planIndex === 0 ? UNLIMITED : paidUnlimited
    return daily(limit, planIndex === 0 && spec.freeRule ? FREE_RULES[spec.freeRule] : undefined)
  }
  return [cell(0), cell(1), cell(2), cell(3), cell(4)]
}

export const CAPABILITY_ROWS: readonly CapabilityRow[] = [
  {
    group: m.feature_group_account,
    name: m.feature_accounts,
    values: [
      text(m.value_single),
      text(m.value_single),
      text(m.value_single),
      text(m.value_team_basic_accounts),
      text(m.value_team_pro_accounts),
    ],
  },
  {
    group: m.feature_group_research,
    name: m.feature_list_pages,
    values: fromQuota('product-database', full),
    quota: 'product-database',
  },
  {
    group: m.feature_group_research,
    name: m.feature_best_rankings,
    values: fromQuota('historical-rankings-best', text(m.value_full_history)),
    quota: 'historical-rankings-best',
  },
  {
    group: m.feature_group_research,
    name: m.feature_product_details,
    values: fromQuota('product-detail'),
    quota: 'product-detail',
  },
  {
    group: m.feature_group_research,
    name: m.feature_ranking_trends,
    values: fromQuota('historical-trend-dialog'),
    quota: 'historical-trend-dialog',
    isNew: true,
  },
  {
    group: m.feature_group_research,
    name: m.feature_data_export,
    values: fromQuota('data-export'),
    quota: 'data-export',
  },
  {
    group: m.feature_group_stores,
    name: m.feature_store_details,
    values: fromQuota('mall-detail'),
    quota: 'mall-detail',
  },
  {
    group: m.feature_group_stores,
    name: m.feature_keyword_tools,
    values: fromQuota('keyword-reverse'),
    quota: 'keyword-reverse',
  },
  {
    group: m.feature_group_ads,
    name: m.feature_ad_database,
    values: fromQuota('ads'),
    quota: 'ads',
  },
  {
    group: m.feature_group_ads,
    name: m.feature_ad_details,
    values: fromQuota('ads-detail'),
    quota: 'ads-detail',
  },
  {
    group: m.feature_group_tools,
    name: m.feature_supplier_search,
    values: fromQuota('search-supplier'),
    quota: 'search-supplier',
  },
  {
    group: m.feature_group_tools,
    name: m.feature_label_generator,
    values: fromQuota('label-generator'),
    quota: 'label-generator',
  },
  ...[m.feature_global_ad_trends, m.feature_multi_country, m.feature_keyword_database, m.feature_plugins].map(
    (name): CapabilityRow => ({
      group: m.pricing_included_all,
      name,
      values: [INCLUDED, INCLUDED, INCLUDED, INCLUDED, INCLUDED],
    }),
  ),
]

/** Percentage saved against the list price, rounded down. */
export function discountPercent(price: number, origin: number): number {
  if (origin <= 0 || price >= origin) return 0
  return Math.floor(((origin - price) / origin) * 100)
}
