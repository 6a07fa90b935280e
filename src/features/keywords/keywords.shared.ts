// The keyword tools' schemas, the keyword database's field table and the shapes the keyword API returns.
// One schema serves GET /api/keyword/keyword_list, the server function and the page's search params;
// the reverse lookup and the analysis likewise (docs/lists.md, "Keyword tools").

import * as v from 'valibot'
import type { MarketStage } from '@/features/catalog/market-stages'
import { DEFAULT_SITE, type SiteId, siteField } from '@/features/catalog/products.shared'
import {
  COLUMNS,
  field,
  filterEntries,
  filtersToWire,
  lenientParams,
  rangeField,
  type SqlParams,
} from '@/lib/fields'
import { ChoiceParam, IntParam, TextParam } from '@/lib/params'
import type { SalesFigure } from '@/lib/sales-figure'

/** Price bands per keyword (derive-keywords.ts): round-width bands over its products' prices. */
export const KEYWORD_PRICE_BANDS = 5
/** Related keywords kept per keyword. */
export const KEYWORD_RELATED = 8
/** Products one reverse lookup takes at most (spec: up to 10 at once). */
export const REVERSE_MAX_PRODUCTS = 10
/** Days of the reverse lookup's trend sparkline. */
export const REVERSE_SPARK_DAYS = 30
/** Keywords of the merged reverse list at most (each product ranks for up to a few hundred). */
export const REVERSE_MAX_ROWS = 500

export const KEYWORD_SORTS = [
  'volume',
  'growth',
  'competition',
  'products',
  'stores',
  'avg_price',
  'words',
] as const
export type KeywordSort = (typeof KEYWORD_SORTS)[number]
export const DEFAULT_KEYWORD_SORT: KeywordSort = 'volume'
export const KEYWORD_PAGE_SIZES = [20, 50, 100] as const
export const DEFAULT_KEYWORD_PAGE_SIZE = 20
/** Offset pages stop here; totals are counted up to it and shown as "10,000+" beyond. */
export const KEYWORD_MAX_OFFSET_ROWS = 10_000
export const KEYWORD_TOTAL_CAP = 10_000

/** Rows one keyword export holds at most (the database is free for a limited time; export is not). */
export const KEYWORD_EXPORT_MAX_ROWS = 10_000

/** What a keyword filter's SQL is written with: positional parameters and the site's placeholder. */
export type KeywordSql = SqlParams & { site: string }

const Words = TextParam(60)

/**
 * The keyword database's filters, in the form's order. SQL: KEYWORD_WHERE (keywords.server.ts, columns
 * of keywords the ingest writes), form: KEYWORD_FORM (components/keyword-filter-form.ts).
 */
export const KEYWORD_FILTERS = {
  site: siteField(),
  /** Text the keyword contains, English or Chinese (Chinese characters search the Chinese form). */
  q: field({ schema: Words, wire: (text) => text ?? '', narrowsPreset: true }),
  /** Words the keyword must all contain, space separated. */
  include: field({ schema: Words, wire: (text) => text ?? '', narrowsPreset: true }),
  /** Words the keyword must not contain, space separated. */
  exclude: field({ schema: Words, wire: (text) => text ?? '', narrowsPreset: true }),
  volume: rangeField(COLUMNS.int4),
  /** Month-over-month growth in percent. */
  growth: rangeField(COLUMNS.percentReal),
  /** Competition 0–100. */
  competition: rangeField(COLUMNS.percentReal),
  products: rangeField(COLUMNS.int4),
  stores: rangeField(COLUMNS.int4),
  /** Average price in the site's currency. */
  avg_price: rangeField(COLUMNS.centsInt4),
  words: rangeField(COLUMNS.int4),
}

export const KeywordListQuerySchema = v.object({
  ...filterEntries(KEYWORD_FILTERS),
  site: v.optional(KEYWORD_FILTERS.site.schema, DEFAULT_SITE),
  sort: v.optional(
    v.picklist(KEYWORD_SORTS, `must be one of ${KEYWORD_SORTS.join(', ')}`),
    DEFAULT_KEYWORD_SORT,
  ),
  order: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc'), 'desc'),
  page: v.optional(IntParam(1, 10_000), 1),
  page_size: ChoiceParam(KEYWORD_PAGE_SIZES, DEFAULT_KEYWORD_PAGE_SIZE),
})
export type KeywordListQueryInput = v.InferInput<typeof KeywordListQuerySchema>
export type KeywordListQuery = v.InferOutput<typeof KeywordListQuerySchema>

const KeywordId = IntParam(1, 2_147_483_647)
export const KeywordAnalysisQuerySchema = v.object({ id: KeywordId })

export type KeywordRow = {
  id: number
  site: SiteId
  textEn: string
  textCn: string
  /** Searches in the last 30 days. */
  volume: number
  /** Month over month, ratio. */
  growth: number
  /** 0–1. */
  competition: number
  products: number
  stores: number
  /** In the site's currency. */
  avgPrice: number
  currency: string
  words: number
  stage: MarketStage
}

export type KeywordList = {
  list: KeywordRow[]
  total: number
  total_capped: boolean
  page: number
  page_size: number
  as_of: string | null
  remaining: number
}

/** One product of a reverse lookup: found, with its title, or not in the data. */
export type ReverseProduct = {
  id: number
  found: boolean
  titleEn: string
  titleCn: string
  image: string | null
  site: SiteId | null
}

/** Where one product stands for a keyword of the merged list. */
export type ReverseCell = { position: number; trafficShare: number; inTitle: boolean }

export type ReverseRow = {
  id: number
  textEn: string
  textCn: string
  volume: number
  growth: number
  competition: number
  /** Daily searches of the last 30 days, oldest first. */
  spark: number[]
  /** One per product of the query, in its order: null where the product does not rank for it. */
  cells: Array<ReverseCell | null>
  /** How many of the query's products rank for it. */
  shared: number
}

export type KeywordReverse = {
  products: ReverseProduct[]
  list: ReverseRow[]
  /** Keywords every found product ranks for (more than one product): their ids. */
  sharedIds: number[]
  as_of: string | null
  remaining: number
}

export type KeywordAnalysis = KeywordRow & {
  asOf: string | null
  /** Daily searches of the last 90 days, oldest first, ending at `asOf`. */
  daily: number[]
  /** Monthly searches, oldest first, ending with the current month. */
  monthly: number[]
  priceBands: Array<{ from: number; to: number; products: number }>
  topProducts: Array<{
    id: number
    position: number
    titleEn: string
    titleCn: string
    image: string | null
    price: number
    monthSales: number
    /** `monthSales` with its 80 % interval; null when the product has too little history. */
    monthSalesRange: SalesFigure | null
    trafficShare: number
    storeId: number
    storeName: string
  }>
  topStores: Array<{
    id: number
    name: string
    products: number
    monthSales: number
    /** The store's products' month sales summed as intervals (docs/estimates.md). */
    monthSalesRange: SalesFigure
    bestPosition: number
  }>
  related: Array<Pick<KeywordRow, 'id' | 'textEn' | 'textCn' | 'volume' | 'growth' | 'competition'>>
  remaining: number
}

/** A fast-rising keyword for the dashboard (risingKeywords). */
export type RisingKeyword = Pick<KeywordRow, 'id' | 'site' | 'textEn' | 'textCn' | 'volume' | 'growth'>

/** A parsed list query back in its wire form (URLs, server-function input, upstream calls). */
export function toKeywordListParams(q: KeywordListQuery): KeywordListQueryInput {
  return {
    ...filtersToWire(KEYWORD_FILTERS, q),
    sort: q.sort,
    order: q.order,
    page: q.page,
    page_size: q.page_size,
  }
}

/** The database page's search: the list query, defaults left out; a bad value is dropped. */
export type KeywordPageSearch = KeywordListQueryInput

export function keywordPageSearch(input: Record<string, unknown>): KeywordPageSearch {
  const clean = lenientParams(KeywordListQuerySchema.entries, input)
  const params = toKeywordListParams(v.parse(KeywordListQuerySchema, clean))
  return {
    ...params,
    site: params.site === DEFAULT_SITE ? undefined : params.site,
    sort: params.sort === DEFAULT_KEYWORD_SORT ? undefined : params.sort,
    order: params.order === 'desc' ? undefined : params.order,
    page: params.page === 1 ? undefined : params.page,
    page_size: params.page_size === DEFAULT_KEYWORD_PAGE_SIZE ? undefined : params.page_size,
  }
}

/**
 * The reverse page's search: the pasted references as typed (the page explains a bad one). A lone id
 * is kept as a number: the router writes a digits-only string quoted (`?products=%22123%22`), a
 * number plainly (`?products=123`), and reads `?products=123` back as a number.
 */
export type ReverseSearch = { products?: string | number }
export function reverseSearch(input: Record<string, unknown>): ReverseSearch {
  const raw = input.products
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? { products: raw } : {}
  const text = typeof raw === 'string' ? raw.trim().slice(0, 4000) : ''
  if (/^\d{1,15}$/.test(text)) return { products: Number(text) }
  return text ? { products: text } : {}
}

/** The analysis page's search: the keyword id, dropped when it does not parse. */
export type AnalysisSearch = { id?: number }
export function analysisSearch(input: Record<string, unknown>): AnalysisSearch {
  const id = v.safeParse(KeywordId, input.id)
  return id.success ? { id: id.output } : {}
}
