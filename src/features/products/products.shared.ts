// The product list's filters, sorts and presets, and the shapes the API returns. One schema serves
// GET /api/v2/products/list, the server function and the pages' search params.
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
  ChoiceParam,
  DayParam,
  ExportLangParam,
  IntParam,
  NumberParam,
  RangeParam,
  TextParam,
} from '@/lib/params'
import { m } from '@/paraglide/messages'

export const SITE_IDS = ['us', 'uk', 'de', 'fr', 'it', 'es', 'ca', 'au', 'mx', 'jp', 'kr'] as const
export type SiteId = (typeof SITE_IDS)[number]
export const DEFAULT_SITE: SiteId = 'us'

export const SITE_NAMES: Record<SiteId, () => string> = {
  us: m.site_us,
  uk: m.site_uk,
  de: m.site_de,
  fr: m.site_fr,
  it: m.site_it,
  es: m.site_es,
  ca: m.site_ca,
  au: m.site_au,
  mx: m.site_mx,
  jp: m.site_jp,
  kr: m.site_kr,
}

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
 * list is one site's) and the category condition, which reads the tree (products.server.ts).
 */
export type ProductSql = SqlParams & { site: string; category(id: number): Promise<string> }

const productField = fieldFor<ProductSql>()
const range = (column: string, label: () => string, options: { scale?: number; more?: boolean } = {}) =>
  productField({
    schema: RangeParam,
    wire: rangeWire,
    where: rangeWhere(column, options.scale),
    control: { kind: 'range' },
    label,
    narrowsPreset: true,
    more: options.more,
  })
const select = <const T extends readonly [string, ...string[]]>(
  values: T,
  labels: { [K in T[number]]: () => string },
  column: string,
  label: () => string,
) =>
  productField({
    schema: v.picklist(values, `must be ${values.join(' or ')}`),
    wire: (value) => value,
    where: (value, sql) => `${column} = ${sql.add(value)}`,
    control: {
      kind: 'select',
      options: values.map((value: T[number]) => ({ value, label: labels[value] })),
      anyLabel: m.filter_any,
    },
    label,
    narrowsPreset: true,
    more: true,
  })

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The product lists' filters (docs/lists.md), in the filter form's order. Each entry is the whole
 * filter: URL and API parameter, SQL, form control, label, and whether it narrows a preset list.
 */
export const PRODUCT_FILTERS = {
  /** Every list is one marketplace site's (prices in its currency). */
  site: productField({
    schema: v.picklist(SITE_IDS, `must be one of ${SITE_IDS.join(', ')}`),
    wire: (site) => site,
    where: (_site, sql) => `p.site_id = ${sql.site}`,
    control: { kind: 'select', options: SITE_IDS.map((site) => ({ value: site, label: SITE_NAMES[site] })) },
    label: m.products_site,
    narrowsPreset: false,
    fallback: DEFAULT_SITE,
  }),
  /** Any level of the category tree: a top-level id includes everything under it. */
  category: productField({
    schema: ID,
    wire: (id) => id,
    where: (id, sql) => sql.category(id),
    control: { kind: 'custom', wide: true },
    label: m.filter_category,
    // Preset totals are kept per category.
    narrowsPreset: false,
  }),
  /** Title words, English or Chinese (Chinese text searches the Chinese title). */
  keyword: productField({
    schema: TextParam(100),
    wire: (text) => text ?? '',
    // Titles are searched in product_search, whose trigram indexes daily updates do not churn.
    where: (text = '', sql) =>
      `p.id IN (SELECT product_id FROM product_search WHERE site_id = ${sql.site} AND ${CJK.test(text) ? 'title_cn' : 'title_en'} ILIKE ${sql.add(likePattern(text))})`,
    control: { kind: 'text', maxLength: 100, placeholder: m.products_keyword_placeholder, wide: true },
    label: m.products_keyword,
    narrowsPreset: true,
  }),
  price: range('p.price_cents', m.products_col_price, { scale: 100 }),
  month_sales: range('p.month_sales', m.products_col_month_sales),
  day_sales: range('p.day_sales', m.sort_day_sales, { more: true }),
  week_sales: range('p.week_sales', m.sort_week_sales, { more: true }),
  /** Growth ranges are in percent: 50-200 is +50% to +200%. */
  week_growth: range('p.week_growth', m.filter_week_growth_pct, { scale: 0.01, more: true }),
  month_growth: range('p.month_growth', m.filter_month_growth_pct, { scale: 0.01, more: true }),
  reviews: range('p.reviews', m.sort_reviews, { more: true }),
  same_items: range('p.same_item_count', m.grid_col_same_items, { more: true }),
  /** 30-day revenue in the site's currency. */
  revenue: range('p.month_revenue_cents', m.filter_revenue, { scale: 100, more: true }),
  rating: productField({
    schema: NumberParam(0, 5),
    wire: (rating) => rating,
    where: (rating, sql) => `p.rating >= ${sql.add(rating)}`,
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
  listed_from: productField({
    schema: DayParam,
    wire: (day) => day,
    where: (day, sql) => `p.listed_at >= ${sql.add(day)}::date`,
    control: { kind: 'date' },
    label: m.filter_listed_from,
    narrowsPreset: true,
    more: true,
  }),
  listed_to: productField({
    schema: DayParam,
    wire: (day) => day,
    where: (day, sql) => `p.listed_at <= ${sql.add(day)}::date`,
    control: { kind: 'date' },
    label: m.filter_listed_to,
    narrowsPreset: true,
    more: true,
  }),
  status: select(
    ['on_sale', 'sold_out'],
    { on_sale: m.grid_status_on_sale, sold_out: m.status_sold_out },
    'p.status',
    m.filter_status,
  ),
  managed: select(
    ['full', 'semi'],
    { full: m.filter_managed_full, semi: m.managed_semi },
    'p.managed_mode',
    m.filter_managed,
  ),
  /** Set from a row's store link; shown as a chip, not in the form. */
  store: productField({
    schema: ID,
    wire: (id) => id,
    where: (id, sql) => `p.store_id = ${sql.add(id)}`,
    control: { kind: 'hidden' },
    label: m.products_col_store,
    narrowsPreset: true,
  }),
}

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
}

/** Rows one export may hold at most, whatever the plan (docs/quotas.md). */
export const EXPORT_MAX_ROWS = 10_000

/** Rows per export by plan: the plan's product-export number × 100, within EXPORT_MAX_ROWS (docs/quotas.md). */
export function exportRowLimit(productExports: number): number {
  return Math.min(EXPORT_MAX_ROWS, Math.max(0, productExports) * 100)
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
