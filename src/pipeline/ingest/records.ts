// Snapshot rows → staging records (column names and units of the tables). Product rows that carry a
// history backfill get their derived sales figures computed here, from the series in hand, so the ingest
// never has to scan the whole history table for them.
import {
  estimateDailySeries,
  estimateSales,
  type ProductObservations,
  type SalesEstimate,
} from '@/features/catalog/estimates/estimate'
import { parseSoldCounter } from '@/features/catalog/estimates/sold-counter'
import { addDays } from '@/lib/days'
import { cents, type EntityName, type EntityRow } from './entities'

export type StagingRecord = Record<string, unknown>

const sum = (values: ReadonlyArray<number | null>, from: number, to: number): number => {
  let total = 0
  for (let i = Math.max(0, from); i <= to && i < values.length; i++) total += values[i] ?? 0
  return total
}

/** Growth of `current` over `previous` as a ratio; a product that sold nothing before counts as +100%. */
export function growth(current: number, previous: number): number {
  if (previous <= 0) return current > 0 ? 1 : 0
  return Math.round(((current - previous) / previous) * 10_000) / 10_000
}

/** A product's sales figures as the products table holds them (catalog.schema.ts). */
export type SalesFigures = {
  day_sales: number
  week_sales: number
  month_sales: number
  week_growth: number
  month_growth: number
  sales_basis: 'observed' | 'estimated' | 'insufficient'
  day_sales_low: number | null
  day_sales_high: number | null
  week_sales_low: number | null
  week_sales_high: number | null
  month_sales_low: number | null
  month_sales_high: number | null
}

const NO_INTERVAL = {
  day_sales_low: null,
  day_sales_high: null,
  week_sales_low: null,
  week_sales_high: null,
  month_sales_low: null,
  month_sales_high: null,
} as const

/** Week and month sales ending on index `last` of a daily series, and their growth over the previous ones. */
export function salesFigures(sales: ReadonlyArray<number | null>, last: number): SalesFigures {
  const week = sum(sales, last - 6, last)
  const month = sum(sales, last - 29, last)
  return {
    day_sales: sales[last] ?? 0,
    week_sales: week,
    month_sales: month,
    week_growth: growth(week, sum(sales, last - 13, last - 7)),
    month_growth: growth(month, sum(sales, last - 59, last - 30)),
    sales_basis: 'observed',
    ...NO_INTERVAL,
  }
}

/**
 * The figures of an estimate (docs/estimates.md): the point estimates, which lists sort and filter by,
 * with their 80 % intervals. Too little history gives zeros marked 'insufficient', which pages show
 * as "not enough data yet", never as a number.
 */
export function estimatedFigures(estimate: SalesEstimate): SalesFigures {
  if (estimate.basis === 'insufficient')
    return {
      day_sales: 0,
      week_sales: 0,
      month_sales: 0,
      week_growth: 0,
      month_growth: 0,
      sales_basis: 'insufficient',
      ...NO_INTERVAL,
    }
  const { day, week, month } = estimate
  const ranged = estimate.basis === 'estimated'
  return {
    day_sales: day.value,
    week_sales: week.value,
    month_sales: month.value,
    week_growth: growth(week.value, estimate.previousWeek.value),
    month_growth: growth(month.value, estimate.previousMonth.value),
    sales_basis: estimate.basis,
    day_sales_low: ranged ? day.low : null,
    day_sales_high: ranged ? day.high : null,
    week_sales_low: ranged ? week.low : null,
    week_sales_high: ranged ? week.high : null,
    month_sales_low: ranged ? month.low : null,
    month_sales_high: ranged ? month.high : null,
  }
}

/** The counter floor a product line shows: its `sold_text` parsed, else `total_sold` (docs/ingest.md). */
export function soldFloor(row: Pick<EntityRow<'products'>, 'sold_text' | 'total_sold'>): number {
  const parsed = row.sold_text === undefined ? null : parseSoldCounter(row.sold_text)
  return parsed ? parsed.floor : row.total_sold
}

/** The latest price change in a series: the price before it and the day it happened. */
export function lastPriceChange(
  prices: ReadonlyArray<number | null>,
  startDate: string,
): { previous_price_cents: number | null; price_changed_on: string | null } {
  for (let i = prices.length - 1; i > 0; i--) {
    const now = prices[i]
    const before = prices[i - 1]
    if (now != null && before != null && now !== before) {
      return { previous_price_cents: cents(before), price_changed_on: addDays(startDate, i) }
    }
  }
  return { previous_price_cents: null, price_changed_on: null }
}

export type ProductRecords = { product: StagingRecord; history: StagingRecord | null; day: StagingRecord }

export function productRecords(row: EntityRow<'products'>, day: string): ProductRecords {
  const product: StagingRecord = {
    id: row.id,
    site_id: row.site_id,
    store_id: row.store_id,
    category_id: row.category_id,
    title_en: row.title_en,
    title_cn: row.title_cn,
    image: row.image,
    images: row.images,
    price_cents: cents(row.price),
    original_price_cents: cents(row.original_price),
    currency: row.currency,
    total_sold: soldFloor(row),
    rating: row.rating,
    reviews: row.reviews,
    listed_at: row.listed_at,
    status: row.status,
    managed_mode: row.managed_mode,
    tags: row.tags,
    same_item_count: row.same_item_count,
    snapshot_date: day,
  }
  const h = row.history
  if (!h) {
    return {
      product,
      history: null,
      // The day's values for the series; `sales` (the units) is filled in by the ingest, which reads
      // the stored series the estimate needs (ingest.ts, dayFigures).
      day: {
        id: row.id,
        site_id: row.site_id,
        price_cents: product.price_cents,
        observed: row.day_sales ?? null,
        sold: soldFloor(row),
        sold_out: row.status === 'sold_out',
        rank: row.rank ?? null,
        reviews: row.reviews,
      },
    }
  }
  const last = h.price.length - 1
  // Exact day sales when the operator sent them; otherwise the estimator reads the counter, reviews
  // and ranks, and the series keeps each day's estimated units (what charts and rank lists read).
  let units: Array<number | null>
  let figures: SalesFigures
  if (h.sales) {
    units = h.sales
    figures = { ...salesFigures(units, last), day_sales: row.day_sales ?? units[last] ?? 0 }
  } else {
    const observations: ProductObservations = {
      sold: h.sold ?? [],
      reviews: h.reviews,
      ranks: h.rank,
      sales: new Array<null>(h.price.length).fill(null),
    }
    figures = estimatedFigures(estimateSales(observations, last))
    units = estimateDailySeries(observations).map((r) => (r === null ? null : r.value))
  }
  const change = lastPriceChange(h.price, h.start_date)
  let soldOutOn: string | null = null
  if (row.status === 'sold_out') {
    // The first day of the final run of zero sales.
    let i = last
    while (i > 0 && (units[i - 1] ?? 0) === 0) i--
    soldOutOn = addDays(h.start_date, i)
  }
  return {
    product: {
      ...product,
      ...figures,
      month_revenue_cents: Math.round(cents(row.price) * figures.month_sales),
      ...change,
      sold_out_on: soldOutOn,
    },
    history: {
      product_id: row.id,
      site_id: row.site_id,
      start_date: h.start_date,
      price_cents: h.price.map((p) => (p == null ? null : cents(p))),
      sales: units,
      sold: h.sold ?? null,
      ranks: h.rank,
      reviews: h.reviews,
    },
    day: { id: row.id },
  }
}

type Mappers = { [E in Exclude<EntityName, 'products'>]: (row: EntityRow<E>, day: string) => StagingRecord }

/** Staging records of the other entities. */
export const RECORDS: Mappers = {
  sites: (row) => ({ ...row }),
  exchange_rates: (row, day) => ({ ...row, date: day }),
  categories: (row) => ({ ...row }),
  stores: (row) => ({ ...row }),
  keywords: (k) => ({
    id: k.id,
    site_id: k.site_id,
    text_en: k.text_en,
    text_cn: k.text_cn,
    search_volume: k.search_volume,
    volume_history: k.volume_history,
    daily_volume: k.daily_volume,
    avg_price_cents: cents(k.avg_price),
    growth: k.growth,
    competition: k.competition,
  }),
  ads: (row) => ({
    ...row,
    product_id: row.product_id ?? null,
    store_id: row.store_id ?? null,
    format: row.format ?? null,
  }),
  ad_country_daily: (row) => ({ ...row }),
  suppliers: (s) => ({
    id: s.id,
    source: s.source,
    title: s.title,
    price_min_cents: cents(s.price_min),
    price_max_cents: cents(s.price_max),
    currency: s.currency,
    min_order: s.min_order,
    location: s.location,
    image: s.image,
    offer_url: s.offer_url ?? null,
    phash: s.phash.toLowerCase(),
    color_r: s.color[0],
    color_g: s.color[1],
    color_b: s.color[2],
    shape: s.shape,
    detail: s.detail ?? null,
    object: s.object ?? null,
    category_id: s.category_id,
  }),
  trademarks: (row) => ({ ...row }),
  patents: (row) => ({ ...row }),
}
