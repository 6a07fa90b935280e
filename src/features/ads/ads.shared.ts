// The ad library's filters and sorts, the ad-trend page's parameters, and the shapes the ads API returns.
// One schema serves GET /api/ads/list, the server function and the /ads page's search params.
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
import { ChoiceParam, ExportLangParam, IntParam, TextParam } from '@/lib/params'

/** Platforms ads are collected from (the snapshot format's list). */
export const AD_PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'google', 'pinterest'] as const
export type AdPlatform = (typeof AD_PLATFORMS)[number]
export const AD_FORMATS = ['image', 'video', 'carousel'] as const
export type AdFormat = (typeof AD_FORMATS)[number]

export const AD_SORTS = ['first_seen', 'days_running', 'impressions'] as const
export type AdSort = (typeof AD_SORTS)[number]
export const DEFAULT_AD_SORT: AdSort = 'first_seen'

export const AD_PAGE_SIZES = [20, 50, 100] as const
export const DEFAULT_AD_PAGE_SIZE = 20
/** Offset pages stop here; deeper reading is what filters are for. */
export const AD_MAX_OFFSET_ROWS = 10_000
/** Totals are counted exactly up to this and shown as "1,000+" beyond (a capped count stays fast). */
export const AD_TOTAL_CAP = 1000
/** Rows one ad export may hold at most. */
export const AD_EXPORT_MAX_ROWS = 10_000

const ID = IntParam(1, 2_147_483_647)
/** An ISO 3166 alpha-2 country code, upper case. */
export const CountryParam = v.pipe(
  v.string('must be a country code like US'),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, 'must be a country code like US'),
)

/**
 * The ad library's filters, in the form's order. Their SQL is AD_WHERE (ads.server.ts, columns of the
 * ads table with its indexes), their form AD_FORM (components/ad-filter-form.ts).
 */
export const AD_FILTERS = {
  platform: field({
    schema: v.picklist(AD_PLATFORMS, `must be one of ${AD_PLATFORMS.join(', ')}`),
    wire: (value) => value,
    narrowsPreset: true,
  }),
  country: field({ schema: CountryParam, wire: (value) => value, narrowsPreset: true }),
  format: field({
    schema: v.picklist(AD_FORMATS, `must be one of ${AD_FORMATS.join(', ')}`),
    wire: (value) => value,
    narrowsPreset: true,
  }),
  /** Words that must all appear in the ad copy (full-text match). */
  q: field({ schema: TextParam(100), wire: (text) => text ?? '', narrowsPreset: true }),
  /** A top-level category. */
  category: field({ schema: ID, wire: (id) => id, narrowsPreset: true }),
  /** The advertising store (set from a store's link). */
  store: field({ schema: ID, wire: (id) => id, narrowsPreset: true }),
  first_from: dayField(true),
  first_to: dayField(true),
  days_running: rangeField(COLUMNS.int4),
  impressions: rangeField(COLUMNS.int8),
}

export const AdListQuerySchema = v.object({
  ...filterEntries(AD_FILTERS),
  sort: v.optional(v.picklist(AD_SORTS, `must be one of ${AD_SORTS.join(', ')}`), DEFAULT_AD_SORT),
  order: v.optional(v.picklist(['asc', 'desc'], 'must be asc or desc'), 'desc'),
  page: v.optional(IntParam(1, 10_000), 1),
  page_size: ChoiceParam(AD_PAGE_SIZES, DEFAULT_AD_PAGE_SIZE),
})
export type AdListQueryInput = v.InferInput<typeof AdListQuerySchema>
export type AdListQuery = v.InferOutput<typeof AdListQuerySchema>

export const AdDetailQuerySchema = v.object({ id: ID })

export const AdExportQuerySchema = v.object({ ...AdListQuerySchema.entries, lang: ExportLangParam })
export type AdExportQuery = v.InferOutput<typeof AdExportQuerySchema>

/** What an ad filter's SQL is written with. */
export type AdSql = SqlParams

export type CategoryName = { id: number; nameEn: string; nameCn: string }

export type AdRow = {
  id: number
  platform: AdPlatform
  format: AdFormat
  countries: string[]
  creative: string
  copy: string
  firstSeen: string
  lastSeen: string
  daysRunning: number
  impressions: number
  category: CategoryName | null
  store: { id: number; name: string; site: string } | null
  product: { id: number; titleEn: string; titleCn: string; image: string } | null
}

export type AdList = {
  list: AdRow[]
  total: number
  total_capped: boolean
  page: number
  page_size: number
  /** The last day ads were seen in the data. */
  as_of: string | null
  remaining: number
}

/** A daily series: values from startDate, one per day. */
export type DaySeries = { startDate: string; values: number[] }

export type AdDetail = AdRow & {
  asOf: string | null
  /** The linked product's daily units and price from 14 days before the run to its end. */
  productSales: (DaySeries & { prices: number[]; currency: string }) | null
  /** The store's daily units over the same window. */
  storeSales: DaySeries | null
  /** Days the ad ran, as a flag per day of the same window (1 running, 0 not). */
  runWindow: DaySeries
  similar: AdRow[]
  remaining: number
}

/** Period lengths of the world ad trend. */
export const AD_TREND_PERIODS = [7, 30, 90] as const
export type AdTrendPeriod = (typeof AD_TREND_PERIODS)[number]
export const DEFAULT_AD_TREND_PERIOD: AdTrendPeriod = 30
/** The world, in the trend rollups. */
export const WORLD = 'ALL'

export const AdTrendQuerySchema = v.object({
  days: ChoiceParam(AD_TREND_PERIODS, DEFAULT_AD_TREND_PERIOD),
  /** The selected country; absent: the world. */
  country: v.optional(CountryParam),
})
export type AdTrendQueryInput = v.InferInput<typeof AdTrendQuerySchema>
export type AdTrendQuery = v.InferOutput<typeof AdTrendQuerySchema>

export type AdTrend = {
  asOf: string | null
  days: AdTrendPeriod
  /** Every country with ads in the period, most ads first. */
  countries: Array<{ country: string; ads: number; previousAds: number; share: number }>
  /** The world's distinct ads in the period (an ad in several countries counts once). */
  worldAds: number
  selection: {
    country: string | null
    ads: number
    previousAds: number
    /** Ads running per day, in the selected country (or summed over countries for the world). */
    series: DaySeries
    topStores: Array<{ id: number; name: string; site: string; ads: number }>
    topCategories: Array<CategoryName & { ads: number }>
  }
}

/** A parsed query back in its wire form. */
export function toAdListParams(q: AdListQuery): AdListQueryInput {
  return {
    ...filtersToWire(AD_FILTERS, q),
    sort: q.sort,
    order: q.order,
    page: q.page,
    page_size: q.page_size,
  }
}

/** The /ads page's search: the list query with defaults left out, plus the view (cards or grid). */
export type AdPageSearch = AdListQueryInput & { view?: 'grid' }

export function adPageSearch(input: Record<string, unknown>): AdPageSearch {
  const clean = lenientParams(AdListQuerySchema.entries, input)
  const params = toAdListParams(v.parse(AdListQuerySchema, clean))
  return {
    ...params,
    sort: params.sort === DEFAULT_AD_SORT ? undefined : params.sort,
    order: params.order === 'desc' ? undefined : params.order,
    page: params.page === 1 ? undefined : params.page,
    page_size: params.page_size === DEFAULT_AD_PAGE_SIZE ? undefined : params.page_size,
    view: input.view === 'grid' ? 'grid' : undefined,
  }
}

export type AdDetailSearch = { id?: number }
export function adDetailSearch(input: Record<string, unknown>): AdDetailSearch {
  const id = v.safeParse(ID, input.id)
  return { id: id.success ? id.output : undefined }
}

/** The trend page's search: period and country (the data), and what the map colours by (the page's own). */
export type AdTrendSearch = { days?: 7 | 90; country?: string; metric?: 'share' }
export function adTrendSearch(input: Record<string, unknown>): AdTrendSearch {
  const parsed = v.parse(AdTrendQuerySchema, lenientParams(AdTrendQuerySchema.entries, input))
  return {
    days: parsed.days === 7 || parsed.days === 90 ? parsed.days : undefined,
    country: parsed.country,
    metric: input.metric === 'share' ? 'share' : undefined,
  }
}
