// Keyword reads: the database list, the reverse lookup and one keyword's analysis. All of them read the
// columns the ingest writes (keywords, keyword_products; derive-keywords.ts) through indexes: the list by
// site with trigram-indexed text conditions, the reverse lookup by product (keyword_products_product_idx),
// the analysis by keyword id (at most 50 positions). No request aggregates a large table.

import type {
  products as productsTable,
  sites,
  stores as storesTable,
} from '@/features/catalog/catalog.schema'
import { RangeSum } from '@/features/catalog/estimates/range-sum'
import { MARKET_STAGES, type MarketStage } from '@/features/catalog/market-stages'
import { productsAsOf } from '@/features/catalog/product-query.server'
import type { SiteId } from '@/features/catalog/products.shared'
import { cappedTotal } from '@/lib/format'
import { salesFigure } from '@/lib/sales-figure'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { countedPageSql, filtersWhere, Params, rangeWhere, whereFor } from '@/server/sql/fields'
import type { keywordProducts, keywords } from './keywords.schema'
import {
  KEYWORD_FILTERS,
  KEYWORD_MAX_OFFSET_ROWS,
  KEYWORD_TOTAL_CAP,
  type KeywordAnalysis,
  type KeywordList,
  type KeywordListQuery,
  type KeywordReverse,
  type KeywordRow,
  type KeywordSort,
  type KeywordSql,
  REVERSE_MAX_ROWS,
  REVERSE_SPARK_DAYS,
  type ReverseRow,
  type RisingKeyword,
} from './keywords.shared'

/** A query value that cannot be served (too deep a page): a 400 naming the field. */
export class InvalidKeywordQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const words = (text: string) => text.split(/\s+/).filter(Boolean)

/**
 * One word or phrase as a condition. The plain `ILIKE '%…%'` is what the trigram indexes on text_en and
 * text_cn serve; for an English word the padded form then keeps whole words only ("art" is not "party").
 */
function containsSql(text: string, sql: KeywordSql): string {
  if (CJK.test(text)) return `k.text_cn ILIKE ${sql.add(`%${escapeLike(text)}%`)}`
  return `(k.text_en ILIKE ${sql.add(`%${escapeLike(text)}%`)} AND (' ' || k.text_en || ' ') ILIKE ${sql.add(`% ${escapeLike(text)} %`)})`
}

/** The SQL of each keyword filter (KEYWORD_FILTERS): columns of keywords (k). */
const KEYWORD_WHERE = whereFor<KeywordSql>()(KEYWORD_FILTERS, {
  site: (_site, sql) => `k.site_id = ${sql.site}`,
  // Free text matches anywhere in the keyword (a prefix of a word too), so it is not padded.
  q: (text = '', sql) =>
    `${CJK.test(text) ? 'k.text_cn' : 'k.text_en'} ILIKE ${sql.add(`%${escapeLike(text)}%`)}`,
  include: (text = '', sql) =>
    words(text)
      .map((w) => containsSql(w, sql))
      .join(' AND ') || 'true',
  exclude: (text = '', sql) =>
    words(text)
      .map((w) => `NOT ${containsSql(w, sql)}`)
      .join(' AND ') || 'true',
  volume: rangeWhere('k.search_volume'),
  growth: rangeWhere('k.growth', 0.01),
  competition: rangeWhere('k.competition', 0.01),
  products: rangeWhere('k.product_supply'),
  stores: rangeWhere('k.store_supply'),
  avg_price: rangeWhere('k.avg_price_cents', 100),
  words: rangeWhere('k.word_count'),
})

const SORT_SQL: Record<KeywordSort, string> = {
  volume: 'k.search_volume',
  growth: 'k.growth',
  competition: 'k.competition',
  products: 'k.product_supply',
  stores: 'k.store_supply',
  avg_price: 'k.avg_price_cents',
  words: 'k.word_count',
}

const ROW_COLUMNS = `k.id, k.site_id, k.text_en, k.text_cn, k.search_volume, k.growth, k.competition,
  k.product_supply, k.store_supply, k.avg_price_cents, k.word_count, k.stage,
  (SELECT currency FROM sites WHERE id = k.site_id) AS currency`

// Typed from the schema (SqlRow): a column renamed in keywords.schema.ts breaks these reads' types.
type Keyword = SqlRow<typeof keywords>
type RawKeyword = Pick<
  Keyword,
  | 'id'
  | 'site_id'
  | 'text_en'
  | 'text_cn'
  | 'search_volume'
  | 'growth'
  | 'competition'
  | 'product_supply'
  | 'store_supply'
  | 'avg_price_cents'
  | 'word_count'
  | 'stage'
> & { currency: SqlRow<typeof sites>['currency'] | null }

const stageOf = (stage: string): MarketStage =>
  (MARKET_STAGES as readonly string[]).includes(stage) ? (stage as MarketStage) : 'mature'

function toRow(r: RawKeyword): KeywordRow {
  return {
    id: r.id,
    site: r.site_id as SiteId,
    textEn: r.text_en,
    textCn: r.text_cn,
    volume: r.search_volume,
    growth: r.growth,
    competition: r.competition,
    products: r.product_supply,
    stores: r.store_supply,
    avgPrice: r.avg_price_cents / 100,
    currency: r.currency ?? 'USD',
    words: r.word_count ?? words(r.text_en).length,
    stage: stageOf(r.stage),
  }
}

export type BuiltKeywordList = {
  where: string[]
  params: Params
  /** The sort column, and the list's order over a sort value and an id (the keywords' own by default). */
  sort: string
  orderOf: (value: string, id: string) => string
  order: string
  /** A text condition (q or include) narrows the list to the rows its trigram index finds. */
  textual: boolean
}

export async function buildKeywordFilter(query: KeywordListQuery): Promise<BuiltKeywordList> {
  const params = new Params()
  const sql: KeywordSql = { add: (value) => params.add(value), site: params.add(query.site) }
  const where = await filtersWhere(KEYWORD_WHERE, query, sql)
  const dir = query.order === 'asc' ? 'ASC' : 'DESC'
  const sort = SORT_SQL[query.sort]
  const orderOf = (value: string, id: string) => `${value} ${dir} NULLS LAST, ${id} ${dir}`
  return {
    where,
    params,
    sort,
    orderOf,
    order: orderOf(sort, 'k.id'),
    textual: Boolean(query.q?.trim() || query.include?.trim()),
  }
}

async function selectKeywords(
  db: Queryable,
  built: BuiltKeywordList,
  limit: number,
  offset: number,
): Promise<KeywordRow[]> {
  const params = new Params()
  params.values.push(...built.params.values)
  const raw = await db.query<RawKeyword>(
    `SELECT ${ROW_COLUMNS} FROM keywords k WHERE ${built.where.join(' AND ')}
     ORDER BY ${built.order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  )
  return raw.map(toRow)
}

/**
 * A text-filtered page and its total in one statement (countedPageSql): the list and its capped count
 * each ran the same bitmap scan (12 ms each at the bench scale on PostgreSQL). Null when the matches are
 * more than the cap: the caller then reads the page in order.
 */
async function selectKeywordsCounted(
  db: Queryable,
  built: BuiltKeywordList,
  limit: number,
  offset: number,
): Promise<{ rows: KeywordRow[]; matches: number } | null> {
  const params = new Params()
  params.values.push(...built.params.values)
  // The left join answers one row of nulls beside the count when the page is empty.
  type Counted = { matches: number } & (RawKeyword | Record<keyof RawKeyword, null>)
  const text = countedPageSql({
    table: 'keywords k',
    alias: 'k',
    where: built.where,
    sortValue: built.sort,
    orderOver: built.orderOf,
    order: built.order,
    columns: ROW_COLUMNS,
    cap: KEYWORD_TOTAL_CAP,
    params,
    limit,
    offset,
  })
  const raw = await db.query<Counted>(text, params.values)
  const matches = raw[0]?.matches ?? 0
  if (matches > KEYWORD_TOTAL_CAP) return null
  return {
    rows: raw.filter((r): r is Counted & RawKeyword => r.id !== null).map(toRow),
    matches,
  }
}

export async function listKeywords(
  db: Queryable,
  query: KeywordListQuery,
): Promise<Omit<KeywordList, 'remaining'>> {
  const offset = (query.page - 1) * query.page_size
  if (offset + query.page_size > KEYWORD_MAX_OFFSET_ROWS) {
    throw new InvalidKeywordQueryError('page', `goes deeper than ${KEYWORD_MAX_OFFSET_ROWS} rows`)
  }
  const built = await buildKeywordFilter(query)
  const counted = built.textual ? await selectKeywordsCounted(db, built, query.page_size, offset) : null
  let rows: KeywordRow[]
  let total: number
  if (counted) {
    rows = counted.rows
    total = counted.matches
  } else {
    rows = await selectKeywords(db, built, query.page_size, offset)
    // A text filter that matched more than the cap was found so above; a short page is its own total.
    if (built.textual) total = KEYWORD_TOTAL_CAP + 1
    else if ((rows.length > 0 && rows.length < query.page_size) || (query.page === 1 && rows.length === 0))
      total = offset + rows.length
    else {
      // Capped: a site has tens of thousands of keywords; "10,000+" beyond is what the page shows.
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM keywords k WHERE ${built.where.join(' AND ')} LIMIT ${KEYWORD_TOTAL_CAP + 1}) t`,
        built.params.values,
      )
      total = row?.n ?? 0
    }
  }
  return {
    list: rows,
    ...cappedTotal(total, KEYWORD_TOTAL_CAP),
    page: query.page,
    page_size: query.page_size,
    as_of: await productsAsOf(db),
  }
}

/** Every matching keyword in order, in batches, for the export. */
export async function* streamKeywords(
  db: Queryable,
  query: KeywordListQuery,
  options: { maxRows: number; batchSize?: number },
): AsyncGenerator<KeywordRow[]> {
  const built = await buildKeywordFilter(query)
  const batchSize = options.batchSize ?? 1000
  for (let sent = 0; sent < options.maxRows; ) {
    const rows = await selectKeywords(db, built, Math.min(batchSize, options.maxRows - sent), sent)
    if (rows.length === 0) return
    sent += rows.length
    yield rows
    if (rows.length < batchSize) return
  }
}

/** Letters and digits runs, lower-cased: "Women's T-Shirt" → women, s, t, shirt (both sides alike). */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Whether every word of the keyword is a word of the title (case-insensitive; Chinese: contained).
 * Whole words only: "bra" is not in "Bralette", though the product ranks for it.
 */
export function inTitle(keyword: string, title: string): boolean {
  if (CJK.test(keyword)) return title.includes(keyword)
  const titleWords = new Set(tokens(title))
  return tokens(keyword).every((w) => titleWords.has(w))
}

type RawPosition = Pick<SqlRow<typeof keywordProducts>, 'product_id' | 'position' | 'traffic_share'> &
  Pick<Keyword, 'id' | 'text_en' | 'text_cn' | 'search_volume' | 'growth' | 'competition'> & {
    spark: number[] | null
  }

/** The keywords the products rank for, merged: a column per product, most shared then most searched first. */
export async function reverseLookup(
  db: Queryable,
  productIds: readonly number[],
): Promise<Omit<KeywordReverse, 'remaining'>> {
  const products = await db.query<
    Pick<SqlRow<typeof productsTable>, 'id' | 'title_en' | 'title_cn' | 'image' | 'site_id'>
  >('SELECT id, title_en, title_cn, image, site_id FROM products WHERE id = ANY($1::int[])', [productIds])
  const byId = new Map(products.map((p) => [p.id, p]))
  const positions = await db.query<RawPosition>(
    `SELECT kp.product_id, kp.position, kp.traffic_share, k.id, k.text_en, k.text_cn, k.search_volume,
       k.growth, k.competition, k.daily_volume[greatest(1, cardinality(k.daily_volume) - ${REVERSE_SPARK_DAYS - 1}):] AS spark
     FROM keyword_products kp JOIN keywords k ON k.id = kp.keyword_id
     WHERE kp.product_id = ANY($1::int[])`,
    [productIds],
  )
  const rows = new Map<number, ReverseRow>()
  for (const p of positions) {
    let row = rows.get(p.id)
    if (!row) {
      row = {
        id: p.id,
        textEn: p.text_en,
        textCn: p.text_cn,
        volume: p.search_volume,
        growth: p.growth,
        competition: p.competition,
        spark: p.spark ?? [],
        cells: productIds.map(() => null),
        shared: 0,
      }
      rows.set(p.id, row)
    }
    const product = byId.get(p.product_id)
    row.cells[productIds.indexOf(p.product_id)] = {
      position: p.position,
      trafficShare: p.traffic_share,
      inTitle: product ? inTitle(p.text_en, product.title_en) : false,
    }
    row.shared++
  }
  const list = [...rows.values()]
    .sort((a, b) => b.shared - a.shared || b.volume - a.volume || a.id - b.id)
    .slice(0, REVERSE_MAX_ROWS)
  const found = productIds.filter((id) => byId.has(id)).length
  return {
    products: productIds.map((id) => {
      const p = byId.get(id)
      return {
        id,
        found: Boolean(p),
        titleEn: p?.title_en ?? '',
        titleCn: p?.title_cn ?? '',
        image: p?.image ?? null,
        site: (p?.site_id as SiteId | undefined) ?? null,
      }
    }),
    list,
    sharedIds: found > 1 ? list.filter((r) => r.shared === found).map((r) => r.id) : [],
    as_of: await productsAsOf(db),
  }
}

/** One keyword's analysis, or null when there is no such keyword. */
export async function keywordAnalysis(
  db: Queryable,
  id: number,
): Promise<Omit<KeywordAnalysis, 'remaining'> | null> {
  const [raw] = await db.query<
    RawKeyword &
      Pick<
        Keyword,
        'daily_volume' | 'volume_history' | 'price_band_edges' | 'price_band_counts' | 'related_ids'
      >
  >(
    `SELECT ${ROW_COLUMNS}, k.daily_volume, k.volume_history, k.price_band_edges, k.price_band_counts, k.related_ids
     FROM keywords k WHERE k.id = $1`,
    [id],
  )
  if (!raw) return null
  const top = await db.query<
    Pick<SqlRow<typeof keywordProducts>, 'position' | 'traffic_share'> &
      Pick<
        SqlRow<typeof productsTable>,
        | 'id'
        | 'title_en'
        | 'title_cn'
        | 'image'
        | 'price_cents'
        | 'month_sales'
        | 'month_sales_low'
        | 'month_sales_high'
        | 'sales_basis'
        | 'store_id'
      > & { store_name: SqlRow<typeof storesTable>['name'] | null }
  >(
    `SELECT p.id, kp.position, kp.traffic_share, p.title_en, p.title_cn, p.image, p.price_cents, p.month_sales,
       p.month_sales_low, p.month_sales_high, p.sales_basis, p.store_id, s.name AS store_name
     FROM keyword_products kp JOIN products p ON p.id = kp.product_id LEFT JOIN stores s ON s.id = p.store_id
     WHERE kp.keyword_id = $1 ORDER BY kp.position, p.id`,
    [id],
  )
  const related = raw.related_ids.length
    ? await db.query<RawKeyword>(`SELECT ${ROW_COLUMNS} FROM keywords k WHERE k.id = ANY($1::int[])`, [
        raw.related_ids,
      ])
    : []
  const relatedById = new Map(related.map((r) => [r.id, toRow(r)]))
  // Stores of the keyword's listed products (at most 50 rows): grouped here, not in SQL over a big table.
  // A store's month is the sum of its products' figures, its range summed as intervals.
  const stores = new Map<
    number,
    Omit<KeywordAnalysis['topStores'][number], 'monthSalesRange'> & { range: RangeSum }
  >()
  for (const p of top) {
    const store = stores.get(p.store_id) ?? {
      id: p.store_id,
      name: p.store_name ?? String(p.store_id),
      products: 0,
      monthSales: 0,
      bestPosition: p.position,
      range: new RangeSum(),
    }
    store.products++
    store.monthSales += p.month_sales
    store.range.add(p.month_sales, p.month_sales_low, p.month_sales_high)
    store.bestPosition = Math.min(store.bestPosition, p.position)
    stores.set(p.store_id, store)
  }
  return {
    ...toRow(raw),
    asOf: await productsAsOf(db),
    daily: raw.daily_volume,
    monthly: raw.volume_history,
    priceBands: raw.price_band_counts.map((products, i) => ({
      from: (raw.price_band_edges[i] ?? 0) / 100,
      to: (raw.price_band_edges[i + 1] ?? 0) / 100,
      products,
    })),
    topProducts: top.slice(0, 20).map((p) => ({
      id: p.id,
      position: p.position,
      titleEn: p.title_en,
      titleCn: p.title_cn,
      image: p.image,
      price: p.price_cents / 100,
      monthSales: p.month_sales,
      monthSalesRange:
        p.sales_basis === 'insufficient'
          ? null
          : salesFigure(p.month_sales, p.month_sales_low, p.month_sales_high),
      trafficShare: p.traffic_share,
      storeId: p.store_id,
      storeName: p.store_name ?? String(p.store_id),
    })),
    topStores: [...stores.values()]
      .sort((a, b) => b.monthSales - a.monthSales || a.bestPosition - b.bestPosition)
      .slice(0, 10)
      .map(({ range, ...store }) => {
        const interval = range.interval()
        return {
          ...store,
          monthSalesRange: salesFigure(store.monthSales, interval?.low ?? null, interval?.high ?? null),
        }
      }),
    related: raw.related_ids.flatMap((rid) => {
      const r = relatedById.get(rid)
      return r
        ? [
            {
              id: r.id,
              textEn: r.textEn,
              textCn: r.textCn,
              volume: r.volume,
              growth: r.growth,
              competition: r.competition,
            },
          ]
        : []
    }),
  }
}

/**
 * The fastest rising keywords of a site for the dashboard: highest month-over-month growth among
 * keywords searched at least `minVolume` times (tiny ones double on noise), read through
 * keywords_site_growth_idx.
 */
export async function risingKeywords(
  db: Queryable,
  options: { site: SiteId; limit?: number; minVolume?: number },
): Promise<RisingKeyword[]> {
  const rows = await db.query<RawKeyword>(
    `SELECT ${ROW_COLUMNS} FROM keywords k WHERE k.site_id = $1 AND k.search_volume >= $2
     ORDER BY k.growth DESC, k.id DESC LIMIT $3`,
    [options.site, options.minVolume ?? 200, Math.min(50, Math.max(1, options.limit ?? 10))],
  )
  return rows.map((r) => {
    const row = toRow(r)
    return {
      id: row.id,
      site: row.site,
      textEn: row.textEn,
      textCn: row.textCn,
      volume: row.volume,
      growth: row.growth,
    }
  })
}
