// The category database and category analysis (spec §1, §7: /category-database, /category-analysis,
// /api/category_analysis/*): one schema per read for the API, the server functions and the pages' search
// params; the field table of the tree's filters; the market-stage and newcomer rules (docs/lists.md).

import * as v from 'valibot'
import { MARKET_STAGES, type MarketStage } from '@/features/catalog/market-stages'
import {
  DEFAULT_SITE,
  type ProductRow,
  type SiteId,
  siteField,
  TREND_RANGES,
  type TrendRange,
} from '@/features/catalog/products.shared'
import { COLUMNS, field, filterEntries, lenientParams, rangeField, type SqlParams } from '@/lib/fields'
import { ChoiceParam, ExportLangParam, IntParam, TextParam } from '@/lib/params'
import type { SalesFigure } from '@/lib/sales-figure'

// ---------------------------------------------------------------------------------------------
// The rules (docs/lists.md, "Category database"): pure, so ingest, the API and the tests share them.

/** 30-day growth over the 30 days before; nothing sold before and something now counts as +100% (as products). */
export function categoryGrowth(sales: number, previous: number): number {
  if (previous <= 0) return sales > 0 ? 1 : 0
  return Math.round(((sales - previous) / previous) * 10_000) / 10_000
}

export type SignalTone = 'good' | 'neutral' | 'bad'
export type ReadingVerdict = 'open' | 'mixed' | 'crowded'

/**
 * Thresholds of the "open to a newcomer" reading. Each signal is good, neutral or bad; the verdict
 * counts good minus bad signals: 2 or more is open, -1 or less is crowded, anything else mixed.
 */
export const NEWCOMER_RULE = {
  /** Top-10 stores' share of 30-day sales: below `open` the field is spread, above `crowded` it is held. */
  concentration: { open: 0.5, crowded: 0.8 },
  /** Share of 30-day sales made by stores first seen in the last NEWCOMER_DAYS days. */
  newcomers: { open: 0.3, crowded: 0.15 },
  /** Share of products listed in the last 30 days. */
  newListings: { open: 0.15, crowded: 0.05 },
  verdict: { open: 2, crowded: -1 },
} as const

/**
 * A newcomer store: first seen within this many days of the data day. Half a year rather than the
 * new-store list's 90 days: a store needs a few months to build sales worth counting.
 */
export const NEWCOMER_DAYS = 180

export type ReadingSignal =
  | { key: 'stage'; tone: SignalTone; stage: MarketStage }
  | { key: 'concentration' | 'newcomers' | 'new_listings'; tone: SignalTone; value: number }

export type NewcomerReading = { verdict: ReadingVerdict; signals: ReadingSignal[] }

const higherIsBetter = (value: number, rule: { open: number; crowded: number }): SignalTone =>
  value >= rule.open ? 'good' : value < rule.crowded ? 'bad' : 'neutral'

export function newcomerReading(f: {
  stage: MarketStage
  top10Share: number
  newcomerShare: number
  newShare: number
}): NewcomerReading {
  const { concentration } = NEWCOMER_RULE
  const signals: ReadingSignal[] = [
    {
      key: 'stage',
      stage: f.stage,
      tone: f.stage === 'declining' ? 'bad' : f.stage === 'mature' ? 'neutral' : 'good',
    },
    {
      key: 'concentration',
      value: f.top10Share,
      tone:
        f.top10Share < concentration.open ? 'good' : f.top10Share > concentration.crowded ? 'bad' : 'neutral',
    },
    {
      key: 'newcomers',
      value: f.newcomerShare,
      tone: higherIsBetter(f.newcomerShare, NEWCOMER_RULE.newcomers),
    },
    { key: 'new_listings', value: f.newShare, tone: higherIsBetter(f.newShare, NEWCOMER_RULE.newListings) },
  ]
  const score = signals.reduce((n, s) => n + (s.tone === 'good' ? 1 : s.tone === 'bad' ? -1 : 0), 0)
  const verdict: ReadingVerdict =
    score >= NEWCOMER_RULE.verdict.open
      ? 'open'
      : score <= NEWCOMER_RULE.verdict.crowded
        ? 'crowded'
        : 'mixed'
  return { verdict, signals }
}

/** Price bands in the site's currency units, the rank analysis' bands: cheap items dominate, so bands widen. */
export const CATEGORY_PRICE_BANDS = [0, 5, 10, 20, 50, 100] as const

/** The band index of a price in cents. */
export function priceBand(priceCents: number): number {
  const price = priceCents / 100
  let band = 0
  for (let i = 0; i < CATEGORY_PRICE_BANDS.length; i++) if (price >= CATEGORY_PRICE_BANDS[i]!) band = i
  return band
}

/** Top products, new entrants and top stores kept per category node. */
export const CATEGORY_TOP_SIZE = 10

// ---------------------------------------------------------------------------------------------
// The list: the tree with its figures, filtered and sorted, paged by top-level category.

/** A category filter's SQL: positional parameters; the figures are category_stats (cs), names categories (k). */
export type CategorySql = SqlParams

/**
 * The category database's filters, in the form's order (shares and growth are entered in percent).
 * Their SQL is CATEGORY_WHERE (categories.server.ts), their form CATEGORY_FORM
 * (components/category-filter-form.ts).
 */
export const CATEGORY_FILTERS = {
  site: siteField(),
  keyword: field({ schema: TextParam(60), wire: (text) => text ?? '', narrowsPreset: true }),
  stage: field({
    schema: v.picklist(MARKET_STAGES, `must be one of ${MARKET_STAGES.join(', ')}`),
    wire: (stage) => stage,
    narrowsPreset: true,
  }),
  sales: rangeField(COLUMNS.int8),
  revenue: rangeField(COLUMNS.centsInt8),
  growth: rangeField(COLUMNS.percentReal),
  product_count: rangeField(COLUMNS.int4),
  store_count: rangeField(COLUMNS.int4),
  avg_price: rangeField(COLUMNS.centsInt4),
  new_share: rangeField(COLUMNS.percentReal),
  semi_share: rangeField(COLUMNS.percentReal),
  top10_share: rangeField(COLUMNS.percentReal),
}

/** Sort keys of the tree (siblings are ordered by it at every level; their columns: categories.server.ts). */
export const CATEGORY_SORTS = [
  'sales',
  'revenue',
  'growth',
  'product_count',
  'store_count',
  'avg_price',
  'new_share',
  'semi_share',
  'top10_share',
] as const
export type CategorySort = (typeof CATEGORY_SORTS)[number]
export const DEFAULT_CATEGORY_SORT: CategorySort = 'sales'

export const CATEGORY_PAGE_SIZES = [10, 20, 50] as const
export const DEFAULT_CATEGORY_PAGE_SIZE = 20

const site = v.optional(CATEGORY_FILTERS.site.schema, DEFAULT_SITE)

export const CategoryListQuerySchema = v.object({
  ...filterEntries(CATEGORY_FILTERS),
  site,
  sort: v.optional(
    v.picklist(CATEGORY_SORTS, `must be one of ${CATEGORY_SORTS.join(', ')}`),
    DEFAULT_CATEGORY_SORT,
  ),
  order: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc'), 'desc'),
  page: v.optional(IntParam(1, 1000), 1),
  page_size: ChoiceParam(CATEGORY_PAGE_SIZES, DEFAULT_CATEGORY_PAGE_SIZE),
})
export type CategoryListQuery = v.InferOutput<typeof CategoryListQuerySchema>
export type CategoryListQueryInput = v.InferInput<typeof CategoryListQuerySchema>

/** The export: the whole filtered tree (every shown node, depth first), headers in `lang`. */
export const CategoryExportQuerySchema = v.object({
  ...v.omit(CategoryListQuerySchema, ['page', 'page_size']).entries,
  lang: ExportLangParam,
})
export type CategoryExportQuery = Omit<v.InferOutput<typeof CategoryExportQuerySchema>, 'lang'>

export const CategoryDetailQuerySchema = v.object({
  category_id: IntParam(1, 2_147_483_647),
  site,
  days: ChoiceParam(TREND_RANGES, 30),
})
export type CategoryDetailQuery = v.InferOutput<typeof CategoryDetailQuerySchema>
export type CategoryDetailQueryInput = v.InferInput<typeof CategoryDetailQuerySchema>

/** A category's figures as of the latest products day; money in the site's currency units. */
export type CategoryFigures = {
  sales: number
  /** `sales` with its 80 % interval, summed from the products' estimates as intervals (docs/estimates.md). */
  salesRange: SalesFigure
  previousSales: number
  revenue: number
  growth: number
  productCount: number
  storeCount: number
  avgPrice: number
  newShare: number
  semiShare: number
  top10Share: number
  newcomerShare: number
  stage: MarketStage
}

export type CategoryRow = CategoryFigures & {
  id: number
  parentId: number | null
  level: number
  nameEn: string
  nameCn: string
  /** False for a node shown only because something below it matches the filters. */
  matched: boolean
  children: CategoryRow[]
}

export type CategoryList = {
  /** One page of top-level categories, each with the shown part of its subtree. */
  list: CategoryRow[]
  /** Top-level categories shown (what pages count). */
  total: number
  /** Every node shown at every level: the rows of the export. */
  node_total: number
  page: number
  page_size: number
  as_of: string | null
  currency: string
  remaining: number
}

export type CategoryTrendPoint = {
  day: string
  sales: number
  revenue: number
  productCount: number
  storeCount: number
  newProducts: number
  /** Share of the day's sales made by the 10 best-selling stores of that day. */
  top10Share: number
}

export type CategoryStoreRow = {
  id: number
  name: string
  logo: string | null
  country: string
  managedMode: string
  sales: number
  revenue: number
  /** The store's products in this category. */
  products: number
  /** Its share of the category's 30-day sales. */
  share: number
}

export type CategoryDetail = {
  category: CategoryRow
  /** From the top level down to the category itself. */
  path: Array<{ id: number; nameEn: string; nameCn: string }>
  trend: CategoryTrendPoint[]
  priceBands: Array<{ min: number; max: number | null; products: number; sales: number }>
  topProducts: ProductRow[]
  newEntrants: ProductRow[]
  topStores: CategoryStoreRow[]
  reading: NewcomerReading
  as_of: string | null
  currency: string
  days: number
  remaining: number
}

// ---------------------------------------------------------------------------------------------
// Page search params: each bad parameter dropped (its default applies), defaults left out of the URL.

export type CategorySearch = Partial<CategoryListQueryInput>

export function lenientCategorySearch(input: Record<string, unknown>): CategorySearch {
  const clean = lenientParams(CategoryListQuerySchema.entries, input)
  const q = v.parse(CategoryListQuerySchema, clean)
  // Every filter key is present, unset ones as undefined: the router lays the validated search over the
  // URL's, so a key left out would let an unreadable URL value through (as filtersToWire does).
  const filters: Record<string, unknown> = {}
  for (const key of Object.keys(CATEGORY_FILTERS)) filters[key] = key === 'site' ? undefined : clean[key]
  return {
    ...filters,
    site: q.site === DEFAULT_SITE ? undefined : q.site,
    sort: q.sort === DEFAULT_CATEGORY_SORT ? undefined : q.sort,
    order: q.order === 'desc' ? undefined : q.order,
    page: q.page === 1 ? undefined : q.page,
    page_size: q.page_size === DEFAULT_CATEGORY_PAGE_SIZE ? undefined : q.page_size,
  }
}

export type CategoryAnalysisSearch = { category_id?: number; site?: SiteId; days?: TrendRange }

/** The analysis page's params; a missing or unreadable category leaves `category_id` out (the 404 screen). */
export function lenientAnalysisSearch(input: Record<string, unknown>): CategoryAnalysisSearch {
  const q = v.parse(
    v.object({ ...CategoryDetailQuerySchema.entries, category_id: v.optional(IntParam(1, 2_147_483_647)) }),
    lenientParams(CategoryDetailQuerySchema.entries, input),
  )
  const days = TREND_RANGES.find((r) => r === q.days && r !== 30)
  return { category_id: q.category_id, site: q.site === DEFAULT_SITE ? undefined : q.site, days }
}
