import type { categories } from '@/features/catalog/catalog.schema'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, Params, rangeWhere, whereFor } from '@/server/sql/fields'
import type { RawRow } from './product-rows.server'
import {
  LIST_DEFAULT_SORT,
  PRODUCT_FILTERS,
  type ProductListQuery,
  type ProductSort,
  type ProductSql,
} from './products.shared'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const equals = (column: string) => (value: unknown, sql: ProductSql) => `${column} = ${sql.add(value)}`

/** The SQL of each product filter (PRODUCT_FILTERS): columns of products (p). */
export const PRODUCT_WHERE = whereFor<ProductSql>()(PRODUCT_FILTERS, {
  site: (_site, sql) => `p.site_id = ${sql.site}`,
  category: (id, sql) => sql.category(id),
  // Titles are searched in product_search, whose indexes daily updates do not churn.
  keyword: (text = '', sql) => sql.title(text),
  price: rangeWhere('p.price_cents', 100),
  month_sales: rangeWhere('p.month_sales'),
  day_sales: rangeWhere('p.day_sales'),
  week_sales: rangeWhere('p.week_sales'),
  week_growth: rangeWhere('p.week_growth', 0.01),
  month_growth: rangeWhere('p.month_growth', 0.01),
  reviews: rangeWhere('p.reviews'),
  same_items: rangeWhere('p.same_item_count'),
  revenue: rangeWhere('p.month_revenue_cents', 100),
  rating: (rating, sql) => `p.rating >= ${sql.add(rating)}`,
  listed_from: (day, sql) => `p.listed_at >= ${sql.add(day)}::date`,
  listed_to: (day, sql) => `p.listed_at <= ${sql.add(day)}::date`,
  status: equals('p.status'),
  managed: equals('p.managed_mode'),
  store: (id, sql) => `p.store_id = ${sql.add(id)}`,
})

export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

export const SORT_SQL: Record<ProductSort, string> = {
  month_sales: 'p.month_sales',
  week_sales: 'p.week_sales',
  day_sales: 'p.day_sales',
  week_growth: 'p.week_growth',
  month_growth: 'p.month_growth',
  revenue: 'p.month_revenue_cents',
  price: 'p.price_cents',
  listed_at: 'p.listed_at',
  reviews: 'p.reviews',
  rating: 'coalesce(p.rating, -1)',
}

/** The type of each sort value, for the keyset comparison. */
export const SORT_CAST: Record<ProductSort, string> = {
  month_sales: '::int',
  week_sales: '::int',
  day_sales: '::int',
  week_growth: '::real',
  month_growth: '::real',
  revenue: '::bigint',
  price: '::int',
  listed_at: '::date',
  reviews: '::int',
  rating: '::real',
}

/**
 * Sorts whose index is `DESC NULLS LAST` (drizzle writes `.desc()` that way). Postgres only walks an
 * index for an ORDER BY whose null placement matches it, and plain `DESC` means NULLS FIRST: without
 * the explicit clause the list read the whole site and sorted it (seconds at a million products). The
 * columns are NOT NULL, so the clause changes no order. Price's index is ascending with the defaults.
 */
const DESC_INDEXED = new Set<ProductSort>([
  'month_sales',
  'week_sales',
  'week_growth',
  'month_growth',
  'listed_at',
])

/** Sorts whose order an index of the site holds (every DESC_INDEXED one, and price). */
export const INDEXED_SORTS: ReadonlySet<ProductSort> = new Set<ProductSort>([...DESC_INDEXED, 'price'])

/**
 * `ORDER BY` of a list: the sort column then id, the same direction, null placement as indexed. `terms`
 * names them elsewhere than in products (p), for rows already holding the sort value.
 */
export function orderBy(
  sort: ProductSort,
  order: 'asc' | 'desc',
  terms: { value: string; id: string } = { value: SORT_SQL[sort], id: 'p.id' },
): string {
  const dir = order === 'asc' ? 'ASC' : 'DESC'
  const nulls = DESC_INDEXED.has(sort) ? (order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : ''
  return `${terms.value} ${dir}${nulls}, ${terms.id} ${dir}${nulls}`
}

// Small lookups every list read needs, kept briefly in memory: they change only when an ingest runs.
const LOOKUP_TTL_MS = 10_000
type CategoryNode = Pick<SqlRow<typeof categories>, 'id' | 'level' | 'path'>
type TitleWords = Array<{ words: string[]; products: number; most: number }>
type Kept<T> = { value: T; at: number }
/** What is kept per database, by name; `titleWords` by site and keyword tokens. */
type Lookups = {
  asOf: string | null
  categories: CategoryNode[]
  /** Each site's product count (product_list_totals): none for a site no ingest has counted. */
  siteProducts: Map<string, number>
}
const lookups = new WeakMap<
  Queryable,
  { [K in keyof Lookups]?: Kept<Lookups[K]> } & {
    /** A keyword's title words by site and tokens: paging or re-sorting a search asks again. */
    titleWords?: Map<string, Kept<TitleWords>>
  }
>()
/** Distinct keywords kept at most (a few KB each): beyond, the cache starts again. */
const TITLE_WORDS_KEPT = 500

function lookupsOf(db: Queryable) {
  const cache = lookups.get(db) ?? {}
  lookups.set(db, cache)
  return cache
}

const fresh = <T>(kept: Kept<T> | undefined): kept is Kept<T> =>
  kept !== undefined && Date.now() - kept.at < LOOKUP_TTL_MS

/** A lookup kept for LOOKUP_TTL_MS, read with `load` when missing or older. */
async function lookup<K extends keyof Lookups>(
  db: Queryable,
  name: K,
  load: () => Promise<Lookups[K]>,
): Promise<Lookups[K]> {
  const cache = lookupsOf(db)
  const kept = cache[name] as Kept<Lookups[K]> | undefined
  if (fresh(kept)) return kept.value
  const value = await load()
  cache[name] = { value, at: Date.now() } as (typeof cache)[K]
  return value
}

/** Every category's level and path (ids from the top), for category conditions and rollup totals. */
export function categoryPaths(db: Queryable): Promise<CategoryNode[]> {
  return lookup(db, 'categories', () => db.query<CategoryNode>('SELECT id, level, path FROM categories'))
}

/** Drops the cached lookups of a database: an ingest changed them. */
export function forgetLookups(db: Queryable): void {
  lookups.delete(db)
}

/** The snapshot day the product figures describe (the latest products file ingested). */
export function productsAsOf(db: Queryable): Promise<string | null> {
  return lookup(db, 'asOf', async () => {
    const [row] = await db.query<{ day: string | null }>(
      `SELECT to_char(last_date, 'YYYY-MM-DD') AS day FROM freshness WHERE entity = 'products'`,
    )
    return row?.day ?? null
  })
}

/**
 * What separates the words of a title: ASCII characters other than letters and digits (spaces,
 * punctuation, controls). Every other character is part of a word. The same split as the database's
 * product_title_words() (migration 0021), which writes product_search.words.
 */
const WORD_SEPARATORS = /[^0-9A-Za-z\u{80}-\u{10FFFF}]+/u

/** The words of a keyword as product_title_words() splits a title (before lower-casing). */
export const keywordTokens = (text: string) => text.split(WORD_SEPARATORS).filter(Boolean)

/** A text[] literal of words (which hold no separators, so quoting is only a precaution). */
const textArray = (words: readonly string[]) =>
  `{${words.map((w) => `"${w.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`

/** Past this many words holding a part of a keyword, the keyword is looked for in the titles alone. */
const MAX_KEYWORD_WORDS = 200

/** The site's title words holding each token, and how many products hold them (kept briefly). */
async function titleWords(db: Queryable, site: string, tokens: string[]): Promise<TitleWords> {
  const cache = lookupsOf(db)
  const kept = cache.titleWords ?? new Map<string, Kept<TitleWords>>()
  cache.titleWords = kept
  const key = JSON.stringify([site, tokens])
  const hit = kept.get(key)
  if (fresh(hit)) return hit.value
  // lower() in SQL, as product_title_words() lower-cases titles and ILIKE compares.
  const value = await db.query<{ words: string[]; products: number; most: number }>(
    `SELECT m.words, m.products, m.most
     FROM json_array_elements_text($2::text::json) WITH ORDINALITY AS t(token, i),
       LATERAL (SELECT coalesce(array_agg(word), '{}') AS words, coalesce(sum(products), 0)::int AS products,
                  coalesce(max(products), 0)::int AS most
                FROM title_words WHERE word LIKE $1 || ':%' || lower(t.token) || '%' AND products > 0) m
     ORDER BY t.i`,
    [site, JSON.stringify(tokens)],
  )
  if (kept.size >= TITLE_WORDS_KEPT) kept.clear()
  kept.set(key, { value, at: Date.now() })
  return value
}

/** How many products a site has, as the last ingest counted them (null before any). */
async function siteProducts(db: Queryable, site: string): Promise<number | null> {
  const counts = await lookup(db, 'siteProducts', async () => {
    const rows = await db.query<{ site_id: string; n: number }>(
      `SELECT site_id, sum(products)::int AS n FROM product_list_totals WHERE list = 'all' GROUP BY site_id`,
    )
    return new Map(rows.map((r) => [r.site_id, r.n]))
  })
  return counts.get(site) ?? null
}

/**
 * A title keyword found through the title words: its matches are products holding one of `words` (the
 * words of its narrowest part) and, unless `wordsAlone`, whose title holds the keyword.
 */
export type TitleMatch = {
  /** The condition as a semi-join, as it stands in `where`: the planner's choice, right for counts. */
  condition: string
  /**
   * The same condition kept out of a join, for a page read walking a sort index (TitleRead): with the
   * products of the words hashed once, or looked up for each product walked. A sub-select under OR is
   * not turned into a join; one with OFFSET is not turned into a join or a hash.
   */
  walk: { hash: string; probe: string }
  /** The words, and how many products hold them: in total (a bound), and the most held one. */
  words: string[]
  bound: number
  most: number
  /** The matches are exactly the products holding the words: no title is checked. */
  wordsAlone: boolean
  /** How many products the site has, when known: how far apart the matches lie along a sort index. */
  siteProducts: number | null
}

/**
 * The condition of a title keyword. ILIKE is a case-insensitive substring match; a keyword in Chinese is
 * looked for in the Chinese title through its trigram index. An English keyword without separators lies
 * inside one word of the title, so the titles holding one of the site's words that contain it are
 * exactly its matches: the words come from the vocabulary (title_words), their products from the
 * postings (title_postings), one run of its key per word, read from the index alone. A keyword with
 * separators matches only titles holding a word of each of its parts: the postings of its narrowest
 * part, whose titles the ILIKE then checks.
 */
async function titleCondition(
  db: Queryable,
  params: Params,
  site: { value: string; param: string },
  text: string,
): Promise<{ where: string; match?: TitleMatch }> {
  const pattern = likePattern(text)
  const byTitle = () => ({
    where: `p.id IN (SELECT product_id FROM product_search WHERE site_id = ${site.param} AND ${CJK.test(text) ? 'title_cn' : 'title_en'} ILIKE ${params.add(pattern)})`,
  })
  const tokens = CJK.test(text) ? [] : keywordTokens(text)
  if (tokens.length === 0) return byTitle()
  const found = await titleWords(db, site.value, tokens)
  // A part held by very many words ("e") matches most titles: walking the sort index and checking
  // each title finds a page at once, and the statement needs no list of thousands of words.
  if (found.some((f) => f.words.length > MAX_KEYWORD_WORDS)) return byTitle()
  const narrowest = found.reduce((a, b) => (b.products < a.products ? b : a))
  const words = params.add(textArray(narrowest.words))
  const wordsAlone = tokens.length === 1 && tokens[0] === text
  // The title's check reads products' own copy of the title: the row is read for the page anyway.
  const recheck = wordsAlone ? '' : ` AND p.title_en ILIKE ${params.add(pattern)}`
  const postings = `SELECT product_id FROM title_postings WHERE word = ANY(${words}::text[])`
  const condition = `p.id IN (${postings})${recheck}`
  return {
    where: condition,
    match: {
      condition,
      walk: {
        hash: `(p.id IN (${postings}) OR false)${recheck}`,
        probe: `EXISTS (SELECT 1 FROM title_postings t WHERE t.word = ANY(${words}::text[]) AND t.product_id = p.id OFFSET 0)${recheck}`,
      },
      words: narrowest.words,
      bound: narrowest.products,
      most: narrowest.most,
      wordsAlone,
      siteProducts: await siteProducts(db, site.value),
    },
  }
}

/** Which category column and ids a category filter means, at any level of the tree. */
async function categoryCondition(db: Queryable, params: Params, categoryId: number): Promise<string> {
  const tree = await categoryPaths(db)
  const self = tree.find((c) => c.id === categoryId)
  if (!self) throw new InvalidQueryError('category', 'is not a known category')
  if (self.level === 1) return `p.top_category_id = ${params.add(categoryId)}`
  const subtree = tree.filter((c) => c.path.includes(categoryId)).map((c) => c.id)
  if (subtree.length === 1) return `p.category_id = ${params.add(categoryId)}`
  return `p.category_id = ANY(${params.add(subtree)}::int[])`
}

type Cursor = { sort: ProductSort; value: number | string; id: number }

/** The keyset position after a row: which sort it belongs to, the row's sort value and its id. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url')
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads a cursor for `sort`; one from another sort, or malformed, is a bad parameter, not a crash. */
export function decodeCursor(text: string, sort: ProductSort): Cursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidQueryError('cursor', 'is not a valid cursor')
  }
  if (!Array.isArray(parsed) || parsed.length !== 3)
    throw new InvalidQueryError('cursor', 'is not a valid cursor')
  const [cursorSort, value, id] = parsed
  if (cursorSort !== sort) {
    throw new InvalidQueryError('cursor', 'belongs to another sort order; start again from page 1')
  }
  const valueFits =
    sort === 'listed_at'
      ? typeof value === 'string' && DAY.test(value)
      : typeof value === 'number' && Number.isFinite(value)
  if (!valueFits || typeof id !== 'number' || !Number.isInteger(id)) {
    throw new InvalidQueryError('cursor', 'is not a valid cursor')
  }
  return { sort, value, id }
}

export const SORT_VALUE: Record<ProductSort, (r: RawRow) => number | string> = {
  month_sales: (r) => r.month_sales,
  week_sales: (r) => r.week_sales,
  day_sales: (r) => r.day_sales,
  week_growth: (r) => r.week_growth,
  month_growth: (r) => r.month_growth,
  revenue: (r) => r.revenue_cents,
  price: (r) => r.price_cents,
  listed_at: (r) => r.listed_at,
  reviews: (r) => r.reviews,
  rating: (r) => r.rating ?? -1,
}

export type BuiltList = {
  where: string[]
  params: Params
  sort: ProductSort
  order: 'asc' | 'desc'
  asOf: string | null
  /** The title keyword, when it is found through the title words. */
  title?: TitleMatch
  /** The title keyword's condition is in a form that walks a sort index (titleWalk). */
  titleWalked?: boolean
}

/** The WHERE conditions of a list query (shared by the page, its total and the export). */
export async function buildListFilter(db: Queryable, query: ProductListQuery): Promise<BuiltList> {
  const params = new Params()
  const site = params.add(query.site)
  const where: string[] = []
  const asOf = await productsAsOf(db)
  // Added only when a preset needs it: an unused parameter has no type and fails to prepare.
  let dayParam: string | undefined
  const day = () => {
    dayParam ??= params.add(asOf ?? '1970-01-01')
    return dayParam
  }
  let title: TitleMatch | undefined
  const sql: ProductSql = {
    add: (value) => params.add(value),
    site,
    category: (id) => categoryCondition(db, params, id),
    title: async (text) => {
      const found = await titleCondition(db, params, { value: query.site, param: site }, text)
      title = found.match
      return found.where
    },
  }
  where.push(...(await filtersWhere(PRODUCT_WHERE, query, sql)))
  switch (query.list) {
    case 'hot':
      where.push(`p.status = 'on_sale' AND p.month_sales > 0`)
      break
    case 'hot-new':
      where.push(`p.listed_at > ${day()}::date - 30`)
      break
    case 'price-reduction':
      where.push(`p.previous_price_cents > p.price_cents AND p.price_changed_on > ${day()}::date - 7`)
      break
    case 'sold-out':
      where.push(`p.status = 'sold_out'`)
      break
    case 'week-rank':
      where.push('p.week_sales >= 10 AND p.week_growth > 0')
      break
    case 'month-rank':
      where.push('p.month_sales >= 30 AND p.month_growth > 0')
      break
    case 'semi':
      where.push(`p.managed_mode = 'semi'`)
      break
    case 'hot-store':
      where.push(
        `p.store_id IN (SELECT id FROM stores WHERE site_id = ${site} ORDER BY month_sales DESC, id LIMIT 100)`,
      )
      break
    case 'new-store':
      where.push(
        `p.store_id IN (SELECT id FROM stores WHERE site_id = ${site} AND first_seen > ${day()}::date - 90)`,
      )
      break
    case undefined:
      break
  }
  const sort = query.sort ?? (query.list ? LIST_DEFAULT_SORT[query.list] : 'month_sales')
  const order = query.order ?? (sort === 'price' ? 'asc' : 'desc')
  return { where, params, sort, order, asOf, title }
}
