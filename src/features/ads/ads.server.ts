// Ad library, ad detail and world ad-trend reads. The list reads the ads table through its sort indexes
// (first seen, days running, impressions), the copy through its full-text index and countries through
// their GIN index; the trend reads the per-period rollups the ingest writes (derive-ads.ts) and one
// country's daily counts by primary key. No request counts or groups ads.

import type { categories, products, stores } from '@/features/catalog/catalog.schema'
import { dayNumber, dayText } from '@/lib/days'
import { cappedTotal } from '@/lib/format'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, Params, rangeWhere, whereFor } from '@/server/sql/fields'
import type { adCountryPeriod, ads } from './ads.schema'
import {
  AD_FILTERS,
  AD_FORMATS,
  AD_MAX_OFFSET_ROWS,
  AD_PLATFORMS,
  AD_TOTAL_CAP,
  type AdDetail,
  type AdFormat,
  type AdList,
  type AdListQuery,
  type AdPlatform,
  type AdRow,
  type AdSort,
  type AdSql,
  type AdTrend,
  type AdTrendPeriod,
  type AdTrendQuery,
  type CategoryName,
  WORLD,
} from './ads.shared'

/** A query value that cannot be served (too deep a page): a 400 naming the field. */
export class InvalidAdQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

const SORT_SQL: Record<AdSort, string> = {
  first_seen: 'a.first_seen',
  days_running: 'a.days_running',
  impressions: 'a.impressions',
}

/** The SQL of each ad filter (AD_FILTERS) over the ads table (a). */
const AD_WHERE = whereFor<AdSql>()(AD_FILTERS, {
  platform: (value, sql) => `a.platform = ${sql.add(value)}`,
  // Array containment, so the countries GIN index answers it.
  country: (value, sql) => `a.countries @> ARRAY[${sql.add(value)}::text]`,
  format: (value, sql) => `a.format = ${sql.add(value)}`,
  // Every word must appear: the stored copy_words and their GIN index (ads_copy_words_idx).
  q: (text, sql) =>
    text === undefined ? 'true' : `a.copy_words @@ plainto_tsquery('simple', ${sql.add(text)})`,
  category: (id, sql) => `a.category_id = ${sql.add(id)}`,
  store: (id, sql) => `a.store_id = ${sql.add(id)}`,
  first_from: (day, sql) => `a.first_seen >= ${sql.add(day)}::date`,
  first_to: (day, sql) => `a.first_seen <= ${sql.add(day)}::date`,
  days_running: rangeWhere('a.days_running'),
  impressions: rangeWhere('a.impressions'),
})

// The row's columns: the ad, its store and product by primary key, its category's names.
const ROW_SELECT = `SELECT a.id, a.platform, a.format, a.countries, a.creative, a.copy,
    to_char(a.first_seen, 'YYYY-MM-DD') AS first_seen, to_char(a.last_seen, 'YYYY-MM-DD') AS last_seen,
    a.days_running, a.impressions, a.category_id, c.name_en AS category_en, c.name_cn AS category_cn,
    a.store_id, s.name AS store_name, s.site_id AS store_site,
    a.product_id, p.title_en, p.title_cn, p.image AS product_image
  FROM a
  LEFT JOIN categories c ON c.id = a.category_id
  LEFT JOIN stores s ON s.id = a.store_id
  LEFT JOIN products p ON p.id = a.product_id`

// Typed from the schema (SqlRow): a column renamed in ads.schema.ts or catalog.schema.ts breaks these
// reads' types. The joined columns are aliases, typed by their source column (null: a LEFT JOIN).
type Category = SqlRow<typeof categories>
type Store = SqlRow<typeof stores>
type Product = SqlRow<typeof products>
type RawAd = Pick<
  SqlRow<typeof ads>,
  | 'id'
  | 'platform'
  | 'format'
  | 'countries'
  | 'creative'
  | 'copy'
  | 'days_running'
  | 'impressions'
  | 'category_id'
  | 'store_id'
  | 'product_id'
> & {
  first_seen: string
  last_seen: string
  category_en: Category['name_en'] | null
  category_cn: Category['name_cn'] | null
  store_name: Store['name'] | null
  store_site: Store['site_id'] | null
  title_en: Product['title_en'] | null
  title_cn: Product['title_cn'] | null
  product_image: Product['image'] | null
}

const asPlatform = (value: string): AdPlatform => AD_PLATFORMS.find((p) => p === value) ?? 'facebook'
const asFormat = (value: string): AdFormat => AD_FORMATS.find((f) => f === value) ?? 'image'

function toRow(r: RawAd): AdRow {
  return {
    id: r.id,
    platform: asPlatform(r.platform),
    format: asFormat(r.format),
    countries: r.countries,
    creative: r.creative,
    copy: r.copy,
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
    daysRunning: r.days_running,
    impressions: Number(r.impressions),
    category:
      r.category_id !== null && r.category_en !== null
        ? { id: r.category_id, nameEn: r.category_en, nameCn: r.category_cn ?? r.category_en }
        : null,
    store:
      r.store_id !== null && r.store_name !== null
        ? { id: r.store_id, name: r.store_name, site: r.store_site ?? '' }
        : null,
    product:
      r.product_id !== null && r.title_en !== null
        ? {
            id: r.product_id,
            titleEn: r.title_en,
            titleCn: r.title_cn ?? r.title_en,
            image: r.product_image ?? '',
          }
        : null,
  }
}

type BuiltAdList = { where: string[]; params: Params; order: string }

async function buildAdFilter(query: AdListQuery): Promise<BuiltAdList> {
  const params = new Params()
  const where = await filtersWhere(AD_WHERE, query, { add: (value) => params.add(value) })
  const dir = query.order === 'asc' ? 'ASC' : 'DESC'
  return {
    where: where.length ? where : ['true'],
    params,
    order: `${SORT_SQL[query.sort]} ${dir}, a.id ${dir}`,
  }
}

async function selectAds(db: Queryable, built: BuiltAdList, limit: number, offset: number): Promise<AdRow[]> {
  const params = new Params()
  params.values.push(...built.params.values)
  const raw = await db.query<RawAd>(
    `WITH a AS (SELECT * FROM ads a WHERE ${built.where.join(' AND ')}
       ORDER BY ${built.order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)})
     ${ROW_SELECT} ORDER BY ${built.order}`,
    params.values,
  )
  return raw.map(toRow)
}

/** The last day an ad was seen: the ad data's day (one index read on ads_last_seen_idx). */
export async function adsAsOf(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `SELECT to_char(last_seen, 'YYYY-MM-DD') AS d FROM ads ORDER BY last_seen DESC NULLS LAST, id LIMIT 1`,
  )
  return row?.d ?? null
}

export async function listAds(db: Queryable, query: AdListQuery): Promise<Omit<AdList, 'remaining'>> {
  const offset = (query.page - 1) * query.page_size
  if (offset + query.page_size > AD_MAX_OFFSET_ROWS) {
    throw new InvalidAdQueryError('page', `goes deeper than ${AD_MAX_OFFSET_ROWS} rows`)
  }
  const built = await buildAdFilter(query)
  const rows = await selectAds(db, built, query.page_size, offset)
  let total = offset + rows.length
  // A short page is its own total; otherwise count, capped (a capped count reads at most CAP+1 index rows).
  if (rows.length === query.page_size) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ads a WHERE ${built.where.join(' AND ')} LIMIT ${AD_TOTAL_CAP + 1}) t`,
      built.params.values,
    )
    total = Math.max(total, row?.n ?? 0)
  }
  return {
    list: rows,
    ...cappedTotal(total, AD_TOTAL_CAP),
    page: query.page,
    page_size: query.page_size,
    as_of: await adsAsOf(db),
  }
}

/** Every matching ad in order, in batches. */
export async function* streamAds(
  db: Queryable,
  query: AdListQuery,
  options: { maxRows: number; batchSize?: number },
): AsyncGenerator<AdRow[]> {
  const built = await buildAdFilter(query)
  const batchSize = options.batchSize ?? 1000
  for (let sent = 0; sent < options.maxRows; ) {
    const rows = await selectAds(db, built, Math.min(batchSize, options.maxRows - sent), sent)
    if (rows.length === 0) return
    sent += rows.length
    yield rows
    if (rows.length < batchSize) return
  }
}

/** Days of context shown before an ad's first day on the detail's charts. */
export const AD_CONTEXT_DAYS = 14

/** The values of `series` (starting on `start`) from day `from` for `length` days; missing days are 0. */
function windowOf(
  series: ReadonlyArray<number | null>,
  start: number,
  from: number,
  length: number,
): number[] {
  return Array.from({ length }, (_, i) => series[from + i - start] ?? 0)
}

/** One ad's detail, or null when there is no such ad. */
export async function adDetail(db: Queryable, id: number): Promise<Omit<AdDetail, 'remaining'> | null> {
  const [raw] = await db.query<RawAd>(`WITH a AS (SELECT * FROM ads WHERE id = $1) ${ROW_SELECT}`, [id])
  if (!raw) return null
  const row = toRow(raw)
  const from = dayNumber(row.firstSeen) - AD_CONTEXT_DAYS
  const until = dayNumber(row.lastSeen)
  const length = until - from + 1
  // The product's and store's series by primary key, in one statement.
  const [parts] = await db.query<{
    p_start: string | null
    p_sales: Array<number | null> | null
    p_prices: Array<number | null> | null
    currency: string | null
    s_start: string | null
    s_sales: Array<number | null> | null
  }>(
    `SELECT to_char(h.start_date, 'YYYY-MM-DD') AS p_start, h.sales AS p_sales, h.price_cents AS p_prices,
       p.currency, to_char(ss.start_date, 'YYYY-MM-DD') AS s_start, ss.sales AS s_sales
     FROM (SELECT 1) one
     LEFT JOIN product_history h ON h.product_id = $1
     LEFT JOIN products p ON p.id = $1
     LEFT JOIN store_series ss ON ss.store_id = $2`,
    [row.product?.id ?? null, row.store?.id ?? null],
  )
  const startDate = dayText(from)
  const productSales =
    parts?.p_start && parts.p_sales && parts.p_prices
      ? {
          startDate,
          values: windowOf(parts.p_sales, dayNumber(parts.p_start), from, length),
          prices: windowOf(parts.p_prices, dayNumber(parts.p_start), from, length).map((c) => c / 100),
          currency: parts.currency ?? 'USD',
        }
      : null
  const storeSales =
    parts?.s_start && parts.s_sales
      ? { startDate, values: windowOf(parts.s_sales, dayNumber(parts.s_start), from, length) }
      : null
  return {
    ...row,
    asOf: await adsAsOf(db),
    productSales,
    storeSales,
    runWindow: {
      startDate,
      values: Array.from({ length }, (_, i) => (from + i >= dayNumber(row.firstSeen) ? 1 : 0)),
    },
    similar: await similarAds(db, row),
  }
}

/** Ads of the same category on the same platform with the most impressions (ads_category_impressions_idx). */
async function similarAds(db: Queryable, row: AdRow): Promise<AdRow[]> {
  if (!row.category) return []
  const raw = await db.query<RawAd>(
    `WITH a AS (SELECT * FROM ads a WHERE a.category_id = $1 AND a.id <> $2
       ORDER BY a.impressions DESC LIMIT 40)
     ${ROW_SELECT} ORDER BY (a.platform = $3) DESC, a.impressions DESC, a.id LIMIT 6`,
    [row.category.id, row.id, row.platform],
  )
  return raw.map(toRow)
}

/** The world ad trend for a period and an optional country, from the ingest's rollups. */
export async function adTrend(db: Queryable, query: AdTrendQuery): Promise<AdTrend> {
  const days: AdTrendPeriod = query.days === 7 || query.days === 90 ? query.days : 30
  const selected = query.country ?? WORLD
  const periods = await db.query<
    Pick<SqlRow<typeof adCountryPeriod>, 'country' | 'ads' | 'previous_ads'> & { as_of: string }
  >(
    `SELECT country, to_char(as_of, 'YYYY-MM-DD') AS as_of, ads, previous_ads FROM ad_country_period
     WHERE days = $1 ORDER BY ads DESC, country`,
    [days],
  )
  const world = periods.find((p) => p.country === WORLD)
  const countries = periods.filter((p) => p.country !== WORLD && p.ads > 0)
  const placed = countries.reduce((sum, c) => sum + c.ads, 0)
  const asOf = world?.as_of ?? null
  const mine = periods.find((p) => p.country === selected)
  const end = asOf ? dayNumber(asOf) : 0
  const start = end - days + 1
  // One country: its rows by primary key. The world: the day's rows of every country (a few dozen a day).
  const series = asOf
    ? await db.query<{ day: number; n: number }>(
        selected === WORLD
          ? `SELECT (date - DATE '1970-01-01') AS day, sum(ad_count)::int AS n FROM ad_country_daily
             WHERE date BETWEEN $1::date AND $2::date GROUP BY date`
          : `SELECT (date - DATE '1970-01-01') AS day, ad_count AS n FROM ad_country_daily
             WHERE country = $3 AND date BETWEEN $1::date AND $2::date`,
        selected === WORLD ? [dayText(start), dayText(end)] : [dayText(start), dayText(end), selected],
      )
    : []
  const byDay = new Map(series.map((s) => [s.day, s.n]))
  const [tops] = await db.query<{
    stores: Array<{ id: number; name: string; site: string; ads: number }> | string | null
    categories: Array<CategoryName & { ads: number }> | string | null
  }>(
    `SELECT
       (SELECT json_agg(json_build_object('id', t.entity_id, 'name', s.name, 'site', s.site_id, 'ads', t.ads) ORDER BY t.rank)
          FROM ad_country_top t JOIN stores s ON s.id = t.entity_id
          WHERE t.country = $1 AND t.days = $2 AND t.kind = 'store') AS stores,
       (SELECT json_agg(json_build_object('id', t.entity_id, 'nameEn', c.name_en, 'nameCn', c.name_cn, 'ads', t.ads) ORDER BY t.rank)
          FROM ad_country_top t JOIN categories c ON c.id = t.entity_id
          WHERE t.country = $1 AND t.days = $2 AND t.kind = 'category') AS categories`,
    [selected, days],
  )
  return {
    asOf,
    days,
    countries: countries.map((c) => ({
      country: c.country,
      ads: c.ads,
      previousAds: c.previous_ads,
      // Share of the ad placements in the period: an ad shown in two countries counts in both.
      share: placed > 0 ? c.ads / placed : 0,
    })),
    worldAds: world?.ads ?? 0,
    selection: {
      country: selected === WORLD ? null : selected,
      ads: mine?.ads ?? 0,
      previousAds: mine?.previous_ads ?? 0,
      series: {
        startDate: dayText(start),
        values: asOf ? Array.from({ length: days }, (_, i) => byDay.get(start + i) ?? 0) : [],
      },
      topStores: json(tops?.stores ?? null) ?? [],
      topCategories: json(tops?.categories ?? null) ?? [],
    },
  }
}

/** A json column: PGlite hands it over parsed, postgres.js as text for json_agg over a subquery. */
const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value
