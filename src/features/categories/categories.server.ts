// Category database and analysis reads. Every read is one site's rollup rows written at ingest
// (src/features/categories/categories.derive.ts): category_stats holds one row per category node and site
// (about a hundred), the other tables are keyed by site and category. No read touches products except
// by primary key (a category's ten top products and ten new entrants).

import type { categories, sites, stores } from '@/features/catalog/catalog.schema'
import type { MarketStage } from '@/features/catalog/market-stages'
import { PRODUCT_ROW_COLUMNS, type ProductRawRow, toProductRow } from '@/features/catalog/product-rows.server'
import type { ProductRow } from '@/features/catalog/products.shared'
import { salesFigure } from '@/lib/sales-figure'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, rangeWhere, whereFor } from '@/server/sql/fields'
import type { categoryDaily, categoryPriceBands, categoryStats, categoryTopStores } from './categories.schema'
import {
  CATEGORY_FILTERS,
  CATEGORY_PRICE_BANDS,
  type CategoryDetail,
  type CategoryDetailQuery,
  type CategoryExportQuery,
  type CategoryList,
  type CategoryListQuery,
  type CategoryRow,
  type CategorySort,
  type CategorySql,
  type CategoryStoreRow,
  newcomerReading,
} from './categories.shared'

/** `%` and `_` in a name search are literal characters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The SQL of each category filter (CATEGORY_FILTERS): figures of category_stats (cs), names of categories (k). */
const CATEGORY_WHERE = whereFor<CategorySql>()(CATEGORY_FILTERS, {
  site: (site, sql) => `cs.site_id = ${sql.add(site)}`,
  keyword: (text, sql) => {
    const p = sql.add(likeText(text ?? ''))
    return `(k.name_en ILIKE ${p} OR k.name_cn ILIKE ${p})`
  },
  stage: (stage, sql) => `cs.stage = ${sql.add(stage)}`,
  sales: rangeWhere('cs.sales'),
  revenue: rangeWhere('cs.revenue_cents', 100),
  growth: rangeWhere('cs.growth', 0.01),
  product_count: rangeWhere('cs.product_count'),
  store_count: rangeWhere('cs.store_count'),
  avg_price: rangeWhere('cs.avg_price_cents', 100),
  new_share: rangeWhere('cs.new_share', 0.01),
  semi_share: rangeWhere('cs.semi_share', 0.01),
  top10_share: rangeWhere('cs.top10_share', 0.01),
})

/** The column each tree sort orders siblings by. */
const CATEGORY_SORT_COLUMNS: Record<CategorySort, string> = {
  sales: 'cs.sales',
  revenue: 'cs.revenue_cents',
  growth: 'cs.growth',
  product_count: 'cs.product_count',
  store_count: 'cs.store_count',
  avg_price: 'cs.avg_price_cents',
  new_share: 'cs.new_share',
  semi_share: 'cs.semi_share',
  top10_share: 'cs.top10_share',
}

// Typed from the schema (SqlRow): a column renamed in categories.schema.ts or catalog.schema.ts breaks
// these reads' types. Aliased and to_char columns are typed by hand.
type Stats = SqlRow<typeof categoryStats>
type StatsRaw = Pick<
  Stats,
  | 'parent_id'
  | 'level'
  | 'sales'
  | 'sales_low'
  | 'sales_high'
  | 'previous_sales'
  | 'revenue_cents'
  | 'growth'
  | 'product_count'
  | 'store_count'
  | 'avg_price_cents'
  | 'new_share'
  | 'semi_share'
  | 'top10_share'
  | 'newcomer_share'
  | 'stage'
> &
  Pick<SqlRow<typeof categories>, 'name_en' | 'name_cn'> & {
    id: Stats['category_id']
    as_of: string
    stage: MarketStage
    matched: boolean
  }

const STATS_COLUMNS = `cs.category_id AS id, cs.parent_id, cs.level, k.name_en, k.name_cn,
  to_char(cs.as_of, 'YYYY-MM-DD') AS as_of, cs.sales, cs.sales_low, cs.sales_high, cs.previous_sales, cs.revenue_cents, cs.growth,
  cs.product_count, cs.store_count, cs.avg_price_cents, cs.new_share, cs.semi_share, cs.top10_share,
  cs.newcomer_share, cs.stage`

const toRow = (r: StatsRaw): CategoryRow => ({
  id: r.id,
  parentId: r.parent_id,
  level: r.level,
  nameEn: r.name_en,
  nameCn: r.name_cn,
  sales: Number(r.sales),
  salesRange: salesFigure(
    Number(r.sales),
    r.sales_low === null ? null : Number(r.sales_low),
    r.sales_high === null ? null : Number(r.sales_high),
  ),
  previousSales: Number(r.previous_sales),
  revenue: Number(r.revenue_cents) / 100,
  growth: r.growth,
  productCount: r.product_count,
  storeCount: r.store_count,
  avgPrice: r.avg_price_cents / 100,
  newShare: r.new_share,
  semiShare: r.semi_share,
  top10Share: r.top10_share,
  newcomerShare: r.newcomer_share,
  stage: r.stage,
  matched: r.matched ?? true,
  children: [],
})

async function siteCurrency(db: Queryable, site: string): Promise<string> {
  const [row] = await db.query<Pick<SqlRow<typeof sites>, 'currency'>>(
    'SELECT currency FROM sites WHERE id = $1',
    [site],
  )
  return row?.currency ?? 'USD'
}

/**
 * The site's whole tree with the filters applied: every node that matches, and its ancestors (shown,
 * marked unmatched, so a match deep in the tree can be reached). Siblings are in the query's order.
 */
export async function categoryTree(
  db: Queryable,
  q: Omit<CategoryListQuery, 'page' | 'page_size'>,
): Promise<{ roots: CategoryRow[]; nodes: number; asOf: string | null }> {
  const params: unknown[] = []
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  // The site picks the rows; the other filters decide which of them match.
  const site = add(q.site)
  const { site: _site, ...filters } = q
  const conditions = await filtersWhere(CATEGORY_WHERE, filters, { add })
  const matched = conditions.length > 0 ? conditions.map((c) => `(${c})`).join(' AND ') : 'true'
  const column = CATEGORY_SORT_COLUMNS[q.sort]
  const direction = q.order === 'asc' ? 'ASC' : 'DESC'
  // One JSON value rather than a row per node: PGlite decodes a few hundred 18-column rows in about
  // three times the time it parses the same data as one JSON text (measured on the demo data).
  const [result] = await db.query<{ rows: string }>(
    `SELECT coalesce(json_agg(t ORDER BY t.sort_value ${direction}, t.id), '[]')::text AS rows
     FROM (SELECT ${STATS_COLUMNS}, (${matched}) AS matched, ${column} AS sort_value
           FROM category_stats cs JOIN categories k ON k.id = cs.category_id
           WHERE cs.site_id = ${site}) t`,
    params,
  )
  const rows = JSON.parse(result?.rows ?? '[]') as StatsRaw[]
  const byId = new Map(rows.map((r) => [r.id, toRow(r)]))
  // Shown: a match, or an ancestor of one. Walk up from each match.
  const shown = new Set<number>()
  for (const row of byId.values()) {
    if (!row.matched) continue
    for (let node: CategoryRow | undefined = row; node && !shown.has(node.id); ) {
      shown.add(node.id)
      node = node.parentId === null ? undefined : byId.get(node.parentId)
    }
  }
  const roots: CategoryRow[] = []
  // Rows arrive sorted, so appending keeps each level's siblings in the query's order.
  for (const row of byId.values()) {
    if (!shown.has(row.id)) continue
    const parent = row.parentId === null ? undefined : byId.get(row.parentId)
    if (parent) parent.children.push(row)
    else roots.push(row)
  }
  return { roots, nodes: shown.size, asOf: rows[0]?.as_of ?? null }
}

export async function categoryList(
  db: Queryable,
  q: CategoryListQuery,
): Promise<Omit<CategoryList, 'remaining'>> {
  const [{ roots, nodes, asOf }, currency] = await Promise.all([
    categoryTree(db, q),
    siteCurrency(db, q.site),
  ])
  const start = (q.page - 1) * q.page_size
  return {
    list: roots.slice(start, start + q.page_size),
    total: roots.length,
    node_total: nodes,
    page: q.page,
    page_size: q.page_size,
    as_of: asOf,
    currency,
  }
}

/** An export row: a node of the shown tree with its path of names, depth first. */
export type CategoryExportRow = CategoryRow & { pathEn: string; pathCn: string; currency: string }

export async function* categoryExportRows(
  db: Queryable,
  q: CategoryExportQuery,
  maxRows: number,
): AsyncGenerator<CategoryExportRow[]> {
  const [{ roots }, currency] = await Promise.all([categoryTree(db, q), siteCurrency(db, q.site)])
  const out: CategoryExportRow[] = []
  const walk = (rows: CategoryRow[], en: string[], cn: string[]) => {
    for (const row of rows) {
      if (out.length >= maxRows) return
      const pathEn = [...en, row.nameEn]
      const pathCn = [...cn, row.nameCn]
      out.push({ ...row, children: [], pathEn: pathEn.join(' > '), pathCn: pathCn.join(' > '), currency })
      walk(row.children, pathEn, pathCn)
    }
  }
  walk(roots, [], [])
  // The tree is at most a few hundred nodes: one batch.
  yield out
}

type DailyRaw = Pick<
  SqlRow<typeof categoryDaily>,
  'sales' | 'revenue_cents' | 'product_count' | 'store_count' | 'new_products' | 'top10_sales'
> & { day: string }

type StoreRaw = Pick<SqlRow<typeof stores>, 'id' | 'name' | 'logo' | 'country' | 'managed_mode'> &
  Pick<SqlRow<typeof categoryTopStores>, 'sales' | 'revenue_cents' | 'products'>

/** A category's analysis on a site, or null when the site has no such category. */
export async function categoryDetail(
  db: Queryable,
  q: CategoryDetailQuery,
): Promise<Omit<CategoryDetail, 'remaining'> | null> {
  const [stats] = await db.query<StatsRaw & Pick<SqlRow<typeof categories>, 'path'>>(
    `SELECT ${STATS_COLUMNS}, k.path FROM category_stats cs JOIN categories k ON k.id = cs.category_id
     WHERE cs.site_id = $1 AND cs.category_id = $2`,
    [q.site, q.category_id],
  )
  if (!stats) return null
  const category = toRow(stats)
  const productRows = (kind: 'top' | 'new') =>
    db.query<ProductRawRow>(
      `SELECT ${PRODUCT_ROW_COLUMNS}
       FROM category_top_products t
       JOIN products p ON p.id = t.product_id
       JOIN stores s ON s.id = p.store_id
       JOIN categories c ON c.id = p.category_id
       WHERE t.site_id = $1 AND t.category_id = $2 AND t.kind = $3
       ORDER BY t.rank`,
      [q.site, q.category_id, kind],
    )
  // Sequential: PGlite runs one statement at a time anyway, and PostgreSQL's pool stays free for others.
  const children = await db.query<StatsRaw>(
    `SELECT ${STATS_COLUMNS} FROM category_stats cs JOIN categories k ON k.id = cs.category_id
     WHERE cs.site_id = $1 AND cs.parent_id = $2 ORDER BY cs.sales DESC, cs.category_id`,
    [q.site, q.category_id],
  )
  const path = await db.query<Pick<SqlRow<typeof categories>, 'id' | 'name_en' | 'name_cn' | 'level'>>(
    'SELECT id, name_en, name_cn, level FROM categories WHERE id = ANY($1::int[]) ORDER BY level',
    [stats.path],
  )
  const daily = await db.query<DailyRaw>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS day, sales, revenue_cents, product_count, store_count, new_products, top10_sales
     FROM category_daily
     WHERE site_id = $1 AND category_id = $2 AND date > $3::date - $4::int AND date <= $3::date
     ORDER BY date`,
    [q.site, q.category_id, stats.as_of, q.days],
  )
  const bands = await db.query<Pick<SqlRow<typeof categoryPriceBands>, 'band' | 'products' | 'sales'>>(
    `SELECT band, products, sales FROM category_price_bands WHERE site_id = $1 AND category_id = $2 ORDER BY band`,
    [q.site, q.category_id],
  )
  const top = await productRows('top')
  const fresh = await productRows('new')
  const stores = await db.query<StoreRaw>(
    `SELECT s.id, s.name, s.logo, s.country, s.managed_mode, t.sales, t.revenue_cents, t.products
     FROM category_top_stores t JOIN stores s ON s.id = t.store_id
     WHERE t.site_id = $1 AND t.category_id = $2 ORDER BY t.rank`,
    [q.site, q.category_id],
  )
  const currency = await siteCurrency(db, q.site)
  category.children = children.map(toRow)
  const toProducts = (rows: ProductRawRow[]): ProductRow[] => rows.map(toProductRow)
  const topStores: CategoryStoreRow[] = stores.map((s) => ({
    id: s.id,
    name: s.name,
    logo: s.logo,
    country: s.country,
    managedMode: s.managed_mode,
    sales: Number(s.sales),
    revenue: Number(s.revenue_cents) / 100,
    products: s.products,
    share: category.sales > 0 ? Number(s.sales) / category.sales : 0,
  }))
  return {
    category,
    path: path.map((p) => ({ id: p.id, nameEn: p.name_en, nameCn: p.name_cn })),
    trend: daily.map((d) => ({
      day: d.day,
      sales: Number(d.sales),
      revenue: Number(d.revenue_cents) / 100,
      productCount: d.product_count,
      storeCount: d.store_count,
      newProducts: d.new_products,
      top10Share: Number(d.sales) > 0 ? Number(d.top10_sales) / Number(d.sales) : 0,
    })),
    priceBands: bands.map((b) => ({
      min: CATEGORY_PRICE_BANDS[b.band] ?? 0,
      max: CATEGORY_PRICE_BANDS[b.band + 1] ?? null,
      products: b.products,
      sales: Number(b.sales),
    })),
    topProducts: toProducts(top),
    newEntrants: toProducts(fresh),
    topStores,
    reading: newcomerReading(category),
    as_of: stats.as_of,
    currency,
    days: q.days,
  }
}
