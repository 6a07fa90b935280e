// The store lists' filters, sorts and data types, and the shapes the store API returns. One schema serves
// GET /api/store/list, the server function and the pages' search params (docs/lists.md, "Store lists").

import * as v from 'valibot'
import {
  DEFAULT_SITE,
  type ProductPageSearch,
  productPageSearch,
  type SiteId,
  siteField,
} from '@/features/catalog/products.shared'
import {
  COLUMNS,
  dayField,
  field,
  filterEntries,
  filtersToWire,
  lenientParams,
  rangeField,
  type SqlParams,
} from '@/lib/fields'
import { ChoiceParam, ExportLangParam, IntParam, NumberParam } from '@/lib/params'
import type { SalesFigure } from '@/lib/sales-figure'

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

/**
 * The store lists' filters (EHunt's store query has these), in the filter form's order. Their SQL is
 * STORE_WHERE (stores.server.ts, columns of the store_stats rollup written at ingest), their form
 * STORE_FORM (components/store-filter-form.ts).
 */
export const STORE_FILTERS = {
  site: siteField(),
  /** A top-level category among the store's main categories (its three best-selling ones). */
  category: field({ schema: ID, wire: (id) => id, narrowsPreset: true }),
  managed: field({
    schema: v.picklist(['full', 'semi'], 'must be full or semi'),
    wire: (value) => value,
    narrowsPreset: true,
  }),
  opened_from: dayField(true),
  opened_to: dayField(true),
  week_sales: rangeField(COLUMNS.int4),
  month_sales: rangeField(COLUMNS.int4),
  total_sales: rangeField(COLUMNS.int8),
  /** 30-day revenue in US dollars. */
  revenue: rangeField(COLUMNS.centsInt8),
  rating: field({ schema: NumberParam(0, 5), wire: (rating) => rating, narrowsPreset: true }),
  reviews: rangeField(COLUMNS.int4),
  followers: rangeField(COLUMNS.int4),
  products: rangeField(COLUMNS.int4),
  new_products: rangeField(COLUMNS.int4),
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
  /**
   * The week's and month's units with their 80 % intervals, summed from the products' estimates as
   * intervals (docs/estimates.md); observed when every product's figures were.
   */
  sales: { week: SalesFigure; month: SalesFigure }
}

/** The stores tab of /my-favorites: one page of starred stores, newest star first. */
export type FavoriteStoresPage = { list: StoreRow[]; total: number; page: number; page_size: number }

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
