// The store lists' filters, sorts and data types, and the shapes the store API returns. One schema serves
// GET /api/store/list, the server function and the pages' search params (docs/lists.md, "Store lists").
import * as v from 'valibot'
import {
  fieldFor,
  filterEntries,
  filtersToWire,
  lenientParams,
  rangeWhere,
  rangeWire,
  type SqlParams,
} from '@/components/data-page/fields'
import {
  DEFAULT_SITE,
  type ProductPageSearch,
  productPageSearch,
  SITE_IDS,
  SITE_NAMES,
  type SiteId,
} from '@/features/products/products.shared'
import { ChoiceParam, DayParam, ExportLangParam, IntParam, NumberParam, RangeParam } from '@/lib/params'
import { m } from '@/paraglide/messages'

/** The store lists of spec §2 (/mall-{dataType}); each is a quota route name `mall-{dataType}`. */
export const STORE_LISTS = ['hot-sale', 'new', 'semi-hot-sale'] as const
export type StoreListType = (typeof STORE_LISTS)[number]
export const isStoreListType = (value: string): value is StoreListType =>
  (STORE_LISTS as readonly string[]).includes(value)

export const STORE_SORTS = ['week_sales', 'month_sales', 'revenue', 'growth', 'rating', 'followers'] as const
export type StoreSort = (typeof STORE_SORTS)[number]
export const DEFAULT_STORE_SORT: StoreSort = 'week_sales'

export const STORE_PAGE_SIZES = [20, 50, 100] as const
export const DEFAULT_STORE_PAGE_SIZE = 20
/** Offset pages stop here (a site has at most a few tens of thousands of stores). */
export const STORE_MAX_OFFSET_ROWS = 10_000
/** Totals are counted exactly up to this and shown as "10,000+" beyond. */
export const STORE_TOTAL_CAP = 10_000

/** Days of store series kept at ingest: the detail's longest chart. */
export const STORE_SERIES_DAYS = 90
export const STORE_TREND_RANGES = [7, 30, 90] as const
export type StoreTrendRange = (typeof STORE_TREND_RANGES)[number]

/** Lower bounds (US dollars) of the price bands after the first: 0–5, 5–10, 10–20, 20–50, 50–100, 100+. */
export const STORE_PRICE_BANDS = [5, 10, 20, 50, 100] as const

/** A new store: opened within this many days of the data day (the `new` list). */
export const NEW_STORE_DAYS = 90

const ID = IntParam(1, 2_147_483_647)

/** What a store filter's SQL is written with: positional parameters and the site's placeholder. */
export type StoreSql = SqlParams & { site: string }

const storeField = fieldFor<StoreSql>()
const range = (column: string, label: () => string, options: { scale?: number; more?: boolean } = {}) =>
  storeField({
    schema: RangeParam,
    wire: rangeWire,
    where: rangeWhere(column, options.scale),
    control: { kind: 'range' },
    label,
    narrowsPreset: true,
    more: options.more,
  })

/**
 * The store lists' filters (EHunt's store query has these), in the filter form's order. Columns are of
 * store_stats (s), the rollup written at ingest.
 */
export const STORE_FILTERS = {
  site: storeField({
    schema: v.picklist(SITE_IDS, `must be one of ${SITE_IDS.join(', ')}`),
    wire: (site) => site,
    where: (_site, sql) => `s.site_id = ${sql.site}`,
    control: { kind: 'select', options: SITE_IDS.map((site) => ({ value: site, label: SITE_NAMES[site] })) },
    label: m.products_site,
    narrowsPreset: false,
    fallback: DEFAULT_SITE,
  }),
  /** A top-level category among the store's main categories (its three best-selling ones). */
  category: storeField({
    schema: ID,
    wire: (id) => id,
    where: (id, sql) => `${sql.add(id)}::int = ANY(s.main_categories)`,
    control: { kind: 'custom' },
    label: m.store_filter_category,
    narrowsPreset: true,
  }),
  managed: storeField({
    schema: v.picklist(['full', 'semi'], 'must be full or semi'),
    wire: (value) => value,
    where: (value, sql) => `s.managed_mode = ${sql.add(value)}`,
    control: {
      kind: 'select',
      options: [
        { value: 'full', label: m.filter_managed_full },
        { value: 'semi', label: m.managed_semi },
      ],
      anyLabel: m.filter_any,
    },
    label: m.filter_managed,
    narrowsPreset: true,
  }),
  opened_from: storeField({
    schema: DayParam,
    wire: (day) => day,
    where: (day, sql) => `s.opened_on >= ${sql.add(day)}::date`,
    control: { kind: 'date' },
    label: m.store_filter_opened_from,
    narrowsPreset: true,
  }),
  opened_to: storeField({
    schema: DayParam,
    wire: (day) => day,
    where: (day, sql) => `s.opened_on <= ${sql.add(day)}::date`,
    control: { kind: 'date' },
    label: m.store_filter_opened_to,
    narrowsPreset: true,
  }),
  week_sales: range('s.week_sales', m.store_col_week_sales),
  month_sales: range('s.month_sales', m.store_col_month_sales),
  total_sales: range('s.total_sold', m.store_filter_total_sales, { more: true }),
  /** 30-day revenue in US dollars. */
  revenue: range('s.revenue_usd_cents', m.store_filter_revenue_usd, { scale: 100, more: true }),
  rating: storeField({
    schema: NumberParam(0, 5),
    wire: (rating) => rating,
    where: (rating, sql) => `s.rating >= ${sql.add(rating)}`,
    control: {
      kind: 'select',
      options: ['3', '4', '4.5', '4.8'].map((rating) => ({
        value: rating,
        label: () => m.filter_rating_at_least({ rating }),
      })),
      anyLabel: m.filter_any,
    },
    label: m.filter_rating,
    narrowsPreset: true,
    more: true,
  }),
  reviews: range('s.reviews', m.sort_reviews, { more: true }),
  followers: range('s.followers', m.store_col_followers, { more: true }),
  products: range('s.product_count', m.store_col_products, { more: true }),
  new_products: range('s.new_products', m.store_filter_new_products, { more: true }),
}

export const StoreListQuerySchema = v.object({
  ...filterEntries(STORE_FILTERS),
  site: v.optional(STORE_FILTERS.site.schema, DEFAULT_SITE),
  type: v.optional(v.picklist(STORE_LISTS, `must be one of ${STORE_LISTS.join(', ')}`), 'hot-sale'),
  sort: v.optional(v.picklist(STORE_SORTS, `must be one of ${STORE_SORTS.join(', ')}`), DEFAULT_STORE_SORT),
  order: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc'), 'desc'),
  page: v.optional(IntParam(1, 10_000), 1),
  page_size: ChoiceParam(STORE_PAGE_SIZES, DEFAULT_STORE_PAGE_SIZE),
})
export type StoreListQueryInput = v.InferInput<typeof StoreListQuerySchema>
export type StoreListQuery = v.InferOutput<typeof StoreListQuerySchema>

export const StoreDetailQuerySchema = v.object({ id: ID })

/** The export endpoint's query: the list query plus the language of the column headers. */
export const StoreExportQuerySchema = v.object({ ...StoreListQuerySchema.entries, lang: ExportLangParam })
export type StoreExportQuery = v.InferOutput<typeof StoreExportQuerySchema>

export type CategoryName = { id: number; nameEn: string; nameCn: string }

export type StoreRow = {
  id: number
  site: SiteId
  name: string
  logo: string | null
  country: string
  managedMode: 'full' | 'semi'
  mainCategories: CategoryName[]
  openedOn: string
  rating: number | null
  reviews: number
  followers: number
  productCount: number
  newProducts: number
  totalSold: number
  weekSales: number
  weekGrowth: number
  monthSales: number
  monthGrowth: number
  /** 30-day revenue in US dollars. */
  revenueUsd: number
  revenueGrowth: number
  siteRank: number
  /** Daily units of the last 30 days, oldest first. */
  spark: number[]
}

export type StoreList = {
  list: StoreRow[]
  total: number
  total_capped: boolean
  page: number
  page_size: number
  /** The products day the figures describe. */
  as_of: string | null
  remaining: number
}

/** A headline figure: now, the period before, and the average store of its main category. */
export type StoreFigure = { value: number | null; previous: number | null; categoryAverage: number | null }

export type StoreDetail = StoreRow & {
  asOf: string
  figures: {
    monthSales: StoreFigure
    revenueUsd: StoreFigure
    products: StoreFigure
    newProducts: StoreFigure
    rating: StoreFigure
    followers: StoreFigure
  }
  categoryRank: number
  categoryStores: number
  siteStores: number
  mainCategory: CategoryName | null
  series: {
    startDate: string
    sales: number[]
    revenueUsd: number[]
    productCount: number[]
    newListings: number[]
  }
  mix: Array<CategoryName & { productCount: number; monthSales: number; revenueUsd: number }>
  /** One entry per STORE_PRICE_BANDS band (index 0: below the first bound). */
  priceBands: Array<{ band: number; productCount: number; monthSales: number }>
  newest: Array<{
    id: number
    titleEn: string
    titleCn: string
    image: string
    price: number
    currency: string
    listedAt: string
    monthSales: number
  }>
  similar: StoreRow[]
  remaining: number
}

/** A parsed query back in its wire form (URLs, server-function input, upstream calls). */
export function toStoreListParams(q: StoreListQuery): StoreListQueryInput {
  return {
    ...filtersToWire(STORE_FILTERS, q),
    type: q.type,
    sort: q.sort,
    order: q.order,
    page: q.page,
    page_size: q.page_size,
  }
}

/** A store list page's search: the list query without its type (the path says it), defaults left out. */
export type StorePageSearch = Omit<StoreListQueryInput, 'type'>

export function storePageSearch(input: Record<string, unknown>): StorePageSearch {
  const clean = lenientParams(StoreListQuerySchema.entries, input)
  const { type: _type, ...params } = toStoreListParams(v.parse(StoreListQuerySchema, clean))
  return {
    ...params,
    site: params.site === DEFAULT_SITE ? undefined : params.site,
    sort: params.sort === DEFAULT_STORE_SORT ? undefined : params.sort,
    order: params.order === 'desc' ? undefined : params.order,
    page: params.page === 1 ? undefined : params.page,
    page_size: params.page_size === DEFAULT_STORE_PAGE_SIZE ? undefined : params.page_size,
  }
}

/**
 * The detail page's search: the store id, the chart range (30 days unless 7 or 90) and the filters, sort
 * and page of the store's product grid (the product list's own params; site and store come from the store).
 */
export type StoreDetailSearch = Omit<ProductPageSearch, 'site' | 'store' | 'list' | 'cols'> & {
  id?: number
  range?: 7 | 90
}

export function storeDetailSearch(input: Record<string, unknown>): StoreDetailSearch {
  const { site: _site, store: _store, list: _list, cols: _cols, ...products } = productPageSearch(input)
  const id = v.safeParse(ID, input.id)
  const range = String(input.range)
  return {
    ...products,
    id: id.success ? id.output : undefined,
    range: range === '7' ? 7 : range === '90' ? 90 : undefined,
  }
}

/** Rows one store export may hold at most, whatever the plan (docs/quotas.md). */
export const STORE_EXPORT_MAX_ROWS = 10_000

/** Rows per store export: the plan's shop-export number × 100, within STORE_EXPORT_MAX_ROWS (docs/quotas.md). */
export function storeExportRowLimit(shopExports: number): number {
  return Math.min(STORE_EXPORT_MAX_ROWS, Math.max(0, shopExports) * 100)
}
