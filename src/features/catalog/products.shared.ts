// The product list's filters, sorts and presets, and the shapes the API returns. One schema serves
// GET /api/v2/products/list, the server function and the pages' search params.

import * as v from 'valibot'
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
import { ChoiceParam, ExportLangParam, IntParam, NumberParam, TextParam } from '@/lib/params'
import type { ProductSales } from '@/lib/sales-figure'

export const SITE_IDS = ['us', 'uk', 'de', 'fr', 'it', 'es', 'ca', 'au', 'mx', 'jp', 'kr'] as const
export type SiteId = (typeof SITE_IDS)[number]
export const DEFAULT_SITE: SiteId = 'us'

export const PRODUCT_SORTS = [
  'month_sales',
  'week_sales',
  'day_sales',
  'week_growth',
  'month_growth',
  'revenue',
  'price',
  'listed_at',
  'reviews',
  'rating',
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The product lists of spec §1 (docs/lists.md defines each). */
export const PRODUCT_LISTS = [
  'hot',
  'hot-new',
  'price-reduction',
  'sold-out',
  'week-rank',
  'month-rank',
  'semi',
  'hot-store',
  'new-store',
] as const
export type ProductListType = (typeof PRODUCT_LISTS)[number]

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 50
/** Offset pages stop here; deeper reading goes on with the keyset cursor. */
export const MAX_OFFSET_ROWS = 10_000
/** Totals are counted exactly up to this and shown as "10,000+" beyond. */
export const TOTAL_CAP = 10_000

/** Row ids (products, stores, categories) are positive 32-bit integers. */
const ID = IntParam(1, 2_147_483_647)

/**
 * What a product filter's SQL is written with: positional parameters, the site's placeholder (every
 * list is one site's), the category condition, which reads the tree, and the title keyword's, which
 * reads the title vocabulary (product-query.server.ts).
 */
export type ProductSql = SqlParams & {
  site: string
  category(id: number): Promise<string>
  title(text: string): Promise<string>
}

const select = <const T extends readonly [string, ...string[]]>(values: T) =>
  field({
    schema: v.picklist(values, `must be ${values.join(' or ')}`),
    wire: (value) => value,
    narrowsPreset: true,
  })

/** The sites' parameter, shared by every list of one site (its default keeps it out of the URL). */
export const siteField = (narrowsPreset = false) =>
  field({
    schema: v.picklist(SITE_IDS, `must be one of ${SITE_IDS.join(', ')}`),
    wire: (site) => site,
    narrowsPreset,
    fallback: DEFAULT_SITE,
  })

/**
 * The product lists' filters (docs/lists.md), in the filter form's order: the URL and API parameter and
 * whether it narrows a preset list. Their SQL is PRODUCT_WHERE (product-query.server.ts), their form
 * PRODUCT_FORM (components/product-filter-form.ts).
 */
export const PRODUCT_FILTERS = {
  /** Every list is one marketplace site's (prices in its currency). */
  site: siteField(),
  /** Any level of the category tree: a top-level id includes everything under it. Preset totals are kept per category. */
  category: field({ schema: ID, wire: (id) => id, narrowsPreset: false }),
  /** Title words, English or Chinese (Chinese text searches the Chinese title). */
  keyword: field({ schema: TextParam(100), wire: (text) => text ?? '', narrowsPreset: true }),
  price: rangeField(COLUMNS.centsInt4),
  month_sales: rangeField(COLUMNS.int4),
  day_sales: rangeField(COLUMNS.int4),
  week_sales: rangeField(COLUMNS.int4),
  /** Growth ranges are in percent: 50-200 is +50% to +200%. */
  week_growth: rangeField(COLUMNS.percentReal),
  month_growth: rangeField(COLUMNS.percentReal),
  reviews: rangeField(COLUMNS.int4),
  same_items: rangeField(COLUMNS.int4),
  /** 30-day revenue in the site's currency. */
  revenue: rangeField(COLUMNS.centsInt8),
  rating: field({ schema: NumberParam(0, 5), wire: (rating) => rating, narrowsPreset: true }),
  listed_from: dayField(true),
  listed_to: dayField(true),
  status: select(['on_sale', 'sold_out']),
  managed: select(['full', 'semi']),
  /** Set from a row's store link; shown as a chip, not in the form. */
  store: field({ schema: ID, wire: (id) => id, narrowsPreset: true }),
}

/** Ratings the rating filters offer ("4.5 and up"). */
export const RATING_CHOICES = ['3', '4', '4.5', '4.8'] as const

export const ProductListQuerySchema = v.object({
  ...filterEntries(PRODUCT_FILTERS),
  site: v.optional(PRODUCT_FILTERS.site.schema, DEFAULT_SITE),
  list: v.optional(v.picklist(PRODUCT_LISTS, `must be one of ${PRODUCT_LISTS.join(', ')}`)),
  sort: v.optional(v.picklist(PRODUCT_SORTS, `must be one of ${PRODUCT_SORTS.join(', ')}`)),
  order: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc')),
  page: v.optional(IntParam(1, 10_000), 1),
  page_size: ChoiceParam(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  /** Keyset position returned as next_cursor by the previous page. */
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'is not a valid cursor'))),
})

export type ProductListQueryInput = v.InferInput<typeof ProductListQuerySchema>
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>

export const ProductDetailQuerySchema = v.object({ id: ID })

/** The default sort of each preset list. */
export const LIST_DEFAULT_SORT: Record<ProductListType, ProductSort> = {
  hot: 'month_sales',
  'hot-new': 'week_sales',
  'price-reduction': 'week_sales',
  'sold-out': 'month_sales',
  'week-rank': 'week_growth',
  'month-rank': 'month_growth',
  semi: 'month_sales',
  'hot-store': 'month_sales',
  'new-store': 'week_sales',
}

export type ProductRow = {
  id: number
  site: SiteId
  storeId: number
  storeName: string
  categoryId: number
  categoryEn: string
  categoryCn: string
  titleEn: string
  titleCn: string
  image: string
  price: number
  originalPrice: number
  previousPrice: number | null
  priceChangedOn: string | null
  currency: string
  totalSold: number
  daySales: number
  weekSales: number
  monthSales: number
  weekGrowth: number
  monthGrowth: number
  revenue: number
  rating: number | null
  reviews: number
  listedAt: string
  status: 'on_sale' | 'sold_out'
  soldOutOn: string | null
  managedMode: 'full' | 'semi'
  tags: string[]
  sameItemCount: number
  /**
   * The day's, week's and month's units and the month's revenue, each `{ value, low, high, observed }`
   * (docs/estimates.md); null when the product has too little history ("not enough data yet"). The
   * plain numbers above are the same values, which lists sort and filter by.
   */
  sales: ProductSales
}

export type ProductList = {
  list: ProductRow[]
  total: number
  total_capped: boolean
  /** True when `total` is the planner's estimate, not a count: show it as "about N". */
  total_estimated: boolean
  page: number
  page_size: number
  /** Pass back as `cursor` for the next page (keyset); null on the last page. */
  next_cursor: string | null
  /** The snapshot day the figures describe. */
  as_of: string | null
  /** Quota left for the caller today; -1 when unknown or not tracked. */
  remaining: number
}

export type ProductHistory = {
  startDate: string
  price: Array<number | null>
  sales: Array<number | null>
  /**
   * Each day's 80 % range of the estimated units (the chart's shaded band), aligned with `sales`; null
   * for a product whose figures are observed (or too new to estimate), and null on days with no estimate.
   */
  band: Array<{ low: number; high: number } | null> | null
  rank: Array<number | null>
  reviews: Array<number | null>
}

export type ProductDetail = ProductRow & {
  images: string[]
  categoryPath: Array<{ id: number; nameEn: string; nameCn: string }>
  store: {
    id: number
    name: string
    logo: string | null
    country: string
    rating: number | null
    followers: number
    productCount: number
    managedMode: 'full' | 'semi'
    monthSales: number
  }
  history: ProductHistory | null
  keywords: Array<{ id: number; textEn: string; textCn: string; searchVolume: number; position: number }>
  similar: ProductRow[]
  remaining: number
}

/** A parsed query back in its wire form: URL search params, API query strings, server-function input. */
export function toProductListParams(q: ProductListQuery): ProductListQueryInput {
  return {
    ...filtersToWire(PRODUCT_FILTERS, q),
    list: q.list,
    sort: q.sort,
    order: q.order,
    page: q.page,
    page_size: q.page_size,
    cursor: q.cursor,
  }
}

/**
 * Search params of a list page: each parameter that does not parse is dropped (its default applies), so
 * a mistyped or stale link still opens a list instead of an error. Returned in wire form, defaults left out.
 */
export function lenientProductListQuery(input: Record<string, unknown>): ProductListQueryInput {
  const clean = lenientParams(ProductListQuerySchema.entries, input)
  const params = toProductListParams(v.parse(ProductListQuerySchema, clean))
  return {
    ...params,
    site: params.site === DEFAULT_SITE ? undefined : params.site,
    page: params.page === 1 ? undefined : params.page,
    page_size: params.page_size === DEFAULT_PAGE_SIZE ? undefined : params.page_size,
  }
}

/** The grid's columns on product lists; their ids double as sort keys where a column sorts. */
export const PRODUCT_COLUMNS = [
  'product',
  'price',
  'day_sales',
  'week_sales',
  'month_sales',
  'week_growth',
  'month_growth',
  'revenue',
  'rating',
  'reviews',
  'listed_at',
  'store',
  'same_items',
  'status',
] as const
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number]

export const DEFAULT_PRODUCT_COLUMNS: readonly ProductColumn[] = [
  'product',
  'price',
  'day_sales',
  'week_sales',
  'month_sales',
  'week_growth',
  'revenue',
  'rating',
  'store',
  'listed_at',
]

const isProductColumn = (id: string): id is ProductColumn =>
  (PRODUCT_COLUMNS as readonly string[]).includes(id)

/** The visible columns a `cols` search param names; unknown ids are ignored, nothing known means the default. */
export function visibleProductColumns(cols: string | undefined): readonly ProductColumn[] {
  const ids = (cols ?? '').split(',').filter(isProductColumn)
  if (ids.length === 0) return DEFAULT_PRODUCT_COLUMNS
  // The product column always shows: a row without its product means nothing.
  return PRODUCT_COLUMNS.filter((id) => id === 'product' || ids.includes(id))
}

/** The `cols` param for a set of visible columns; the default set stays out of the URL. */
export function productColsParam(visible: readonly ProductColumn[]): string | undefined {
  const ordered = PRODUCT_COLUMNS.filter((id) => visible.includes(id))
  const isDefault =
    ordered.length === DEFAULT_PRODUCT_COLUMNS.length &&
    ordered.every((id) => DEFAULT_PRODUCT_COLUMNS.includes(id))
  return isDefault ? undefined : ordered.join(',')
}

/**
 * A list page's search params: the list query (lenient, defaults left out) plus the page-only `cols`.
 * The keyset `cursor` is an API feature; pages address rows by page number so a pasted URL is stable.
 */
export type ProductPageSearch = Omit<ProductListQueryInput, 'cursor'> & { cols?: string }

export function productPageSearch(input: Record<string, unknown>): ProductPageSearch {
  const { cursor: _cursor, ...query } = lenientProductListQuery(input)
  const cols =
    typeof input.cols === 'string' ? productColsParam(visibleProductColumns(input.cols)) : undefined
  // cols is always present (undefined when default): the router lays this over the URL's search.
  return { ...query, cols }
}

/** What the server is asked for a page: its search without page-only params, the route's list applied. */
export function productListParams(
  search: ProductPageSearch,
  list: ProductListType | undefined,
): ProductListQueryInput {
  const { cols: _cols, ...query } = search
  return { ...query, list: list ?? query.list }
}

export const isProductListType = (value: string): value is ProductListType =>
  (PRODUCT_LISTS as readonly string[]).includes(value)

export type CategoryNode = {
  id: number
  parentId: number | null
  level: number
  nameEn: string
  nameCn: string
  /** The sites with figures for the category (its analysis exists there); absent from older upstreams. */
  sites?: string[]
}

/**
 * Rows one product export may hold at most, whatever the plan (docs/quotas.md). Exports are read in
 * keyset batches and streamed, so the size costs time, not memory (issue 19: 50,000-row exports).
 */
export const EXPORT_MAX_ROWS = 50_000

/** Rows per export the spec's product-export number stands for: Team Pro's 200 is the 50,000 cap. */
export const EXPORT_ROWS_PER_UNIT = 250

/** Rows per export by plan: the plan's product-export number × 250, within EXPORT_MAX_ROWS (docs/quotas.md). */
export function exportRowLimit(productExports: number): number {
  return Math.min(EXPORT_MAX_ROWS, Math.max(0, productExports) * EXPORT_ROWS_PER_UNIT)
}

/** The export endpoint's query: the list query plus the language of the column headers. */
export const ProductExportQuerySchema = v.object({
  ...ProductListQuerySchema.entries,
  lang: ExportLangParam,
})
export type ProductExportQuery = v.InferOutput<typeof ProductExportQuerySchema>
export type ProductExportQueryInput = v.InferInput<typeof ProductExportQuerySchema>

/** The detail page's chart ranges in days; 30 is the default (left out of the URL). */
export const TREND_RANGES = [7, 30, 90] as const
export type TrendRange = (typeof TREND_RANGES)[number]
