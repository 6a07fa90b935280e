// Daily rank lists (spec §1, §5): one schema for /api/rank/rank_list, the server function and the pages'
// search params; the trend of one product on a list; the analysis of one day's list.
import * as v from 'valibot'
import type { QuotaFeature } from '@/config/quotas'
import { DEFAULT_SITE, type ProductRow, siteField } from '@/features/catalog/products.shared'
import { dayField, field, filterEntries, lenientParams, type SqlParams } from '@/lib/fields'
import { ChoiceParam, ExportLangParam, IntParam } from '@/lib/params'

/** The list types ingest derives (src/pipeline/ingest/derive.ts, docs/data-model.md). */
export const RANK_TYPES = ['best_sellers', 'hot', 'new', 'five_star'] as const
export type RankType = (typeof RANK_TYPES)[number]
/** List lengths: the whole site keeps 100 places, each top-level category 20. */
export const SITE_LIST_LENGTH = 100
export const CATEGORY_LIST_LENGTH = 20
export const DEFAULT_RANK_TYPE: RankType = 'hot'

/** Best-seller and 5-star lists are their own quota feature, with the free plan's 7-day window (spec §6). */
export const rankFeature = (type: RankType): QuotaFeature =>
  type === 'best_sellers' || type === 'five_star' ? 'historical-rankings-best' : 'historical-rankings'
export const RANK_PAGE_SIZES = [20, 50, 100] as const
export const DEFAULT_RANK_PAGE_SIZE = 50
export const TREND_DAYS = [7, 30, 90] as const

/** What a rank filter's SQL is written with: the statement's positional parameters. */
export type RankSql = SqlParams

/**
 * The rank lists' filters, in the form's order (SQL: RANK_WHERE in rankings.server.ts; form: RANK_FORM
 * in components/rank-filter-form.ts). A day's list is keyed by site, category and type, so each filter
 * picks a list rather than narrowing one; the list type is chosen by tabs, not the form.
 */
export const RANK_FILTERS = {
  site: siteField(),
  /** 0 is the whole site; otherwise a top-level category (lists exist per site and per top category). */
  category: field({
    schema: IntParam(0, 2_147_483_647),
    wire: (id) => id,
    narrowsPreset: false,
    fallback: 0,
  }),
  /** The list's day; the latest day when absent. */
  date: dayField(false),
}

const site = v.optional(RANK_FILTERS.site.schema, DEFAULT_SITE)
const category = v.optional(RANK_FILTERS.category.schema, 0)
const listType = v.optional(
  v.picklist(RANK_TYPES, `must be one of ${RANK_TYPES.join(', ')}`),
  DEFAULT_RANK_TYPE,
)

export const RankListQuerySchema = v.object({
  ...filterEntries(RANK_FILTERS),
  site,
  category,
  list_type: listType,
  page: v.optional(IntParam(1, 100), 1),
  page_size: ChoiceParam(RANK_PAGE_SIZES, DEFAULT_RANK_PAGE_SIZE),
})
export type RankListQuery = v.InferOutput<typeof RankListQuerySchema>
export type RankListQueryInput = v.InferInput<typeof RankListQuerySchema>

/** The export's query: a rank list's query without paging (a file holds the whole list) plus `lang`. */
export const RankExportQuerySchema = v.object({
  ...v.omit(RankListQuerySchema, ['page', 'page_size']).entries,
  lang: ExportLangParam,
})
export type RankExportQuery = Omit<v.InferOutput<typeof RankExportQuerySchema>, 'lang'>

export const RankTrendQuerySchema = v.object({
  product_id: IntParam(1, 2_147_483_647),
  site,
  category,
  list_type: listType,
  days: ChoiceParam(TREND_DAYS, 30),
})
export type RankTrendQuery = v.InferOutput<typeof RankTrendQuerySchema>
export type RankTrendQueryInput = v.InferInput<typeof RankTrendQuerySchema>

export type RankRow = ProductRow & {
  rank: number
  /** Places gained since the day before (positive = up); null = new on the list. */
  rankChange: number | null
}

export type RankList = {
  list: RankRow[]
  total: number
  page: number
  page_size: number
  /** The day shown, and the days lists exist for. */
  date: string | null
  first_date: string | null
  last_date: string | null
  remaining: number
}

export type RankTrend = {
  product_id: number
  list_type: RankType
  /** One point per day, oldest first; rank null = not on the list that day. */
  points: Array<{ day: string; rank: number | null }>
  /** The first day with list data when the range asked for starts before it (the points start there). */
  data_from: string | null
  remaining: number
}

export type RankAnalysis = {
  date: string | null
  size: number
  categories: Array<{ id: number; nameEn: string; nameCn: string; count: number }>
  priceBands: Array<{ min: number; max: number | null; count: number }>
  /** Entries new on the list that day against those carried over from the day before. */
  newEntries: number
  returning: number
  currency: string
  remaining: number
}

/** A ranking page's search params: each bad parameter is dropped (its default applies), defaults left out. */
export function lenientRankSearch(input: Record<string, unknown>): Partial<RankListQueryInput> {
  const q = v.parse(RankListQuerySchema, lenientParams(RankListQuerySchema.entries, input))
  return {
    site: q.site === DEFAULT_SITE ? undefined : q.site,
    category: q.category === 0 ? undefined : q.category,
    list_type: q.list_type === DEFAULT_RANK_TYPE ? undefined : q.list_type,
    date: q.date,
    page: q.page === 1 ? undefined : q.page,
    page_size: q.page_size === DEFAULT_RANK_PAGE_SIZE ? undefined : q.page_size,
  }
}

export type RankSearch = Partial<RankListQueryInput>

/** The rank types a page offers; the first is its default. */
export const PAGE_TYPES: Record<'all' | 'best', readonly RankType[]> = {
  all: ['hot', 'new', 'best_sellers', 'five_star'],
  best: ['best_sellers', 'five_star'],
}

export function effectiveRankType(search: RankSearch, variant: 'all' | 'best'): RankType {
  const types = PAGE_TYPES[variant]
  return types.find((t) => t === search.list_type) ?? types[0] ?? 'hot'
}
