import type { categories, products, stores } from '@/features/catalog/catalog.schema'
import { type ProductSales, type SalesBasis, salesFigure, scaleFigure } from '@/lib/sales-figure'
import { unescapeCopy } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import type { ProductRow } from './products.shared'

type FieldKind = 'int' | 'float' | 'text' | 'tags'

/** The columns of a product row, in order, with how a bulk (COPY) read decodes each. */
const ROW_FIELDS: ReadonlyArray<{ name: keyof RawRow; sql: string; kind: FieldKind }> = [
  { name: 'id', sql: 'p.id', kind: 'int' },
  { name: 'site_id', sql: 'p.site_id', kind: 'text' },
  { name: 'store_id', sql: 'p.store_id', kind: 'int' },
  { name: 'store_name', sql: 's.name', kind: 'text' },
  { name: 'category_id', sql: 'p.category_id', kind: 'int' },
  { name: 'category_en', sql: 'c.name_en', kind: 'text' },
  { name: 'category_cn', sql: 'c.name_cn', kind: 'text' },
  { name: 'title_en', sql: 'p.title_en', kind: 'text' },
  { name: 'title_cn', sql: 'p.title_cn', kind: 'text' },
  { name: 'image', sql: 'p.image', kind: 'text' },
  { name: 'price_cents', sql: 'p.price_cents', kind: 'int' },
  { name: 'original_price_cents', sql: 'p.original_price_cents', kind: 'int' },
  { name: 'previous_price_cents', sql: 'p.previous_price_cents', kind: 'int' },
  { name: 'price_changed_on', sql: "to_char(p.price_changed_on, 'YYYY-MM-DD')", kind: 'text' },
  { name: 'currency', sql: 'p.currency', kind: 'text' },
  { name: 'total_sold', sql: 'p.total_sold', kind: 'int' },
  { name: 'day_sales', sql: 'p.day_sales', kind: 'int' },
  { name: 'week_sales', sql: 'p.week_sales', kind: 'int' },
  { name: 'month_sales', sql: 'p.month_sales', kind: 'int' },
  { name: 'week_growth', sql: 'p.week_growth', kind: 'float' },
  { name: 'month_growth', sql: 'p.month_growth', kind: 'float' },
  { name: 'revenue_cents', sql: 'p.month_revenue_cents::float8', kind: 'float' },
  { name: 'rating', sql: 'p.rating', kind: 'float' },
  { name: 'reviews', sql: 'p.reviews', kind: 'int' },
  { name: 'listed_at', sql: "to_char(p.listed_at, 'YYYY-MM-DD')", kind: 'text' },
  { name: 'status', sql: 'p.status', kind: 'text' },
  { name: 'sold_out_on', sql: "to_char(p.sold_out_on, 'YYYY-MM-DD')", kind: 'text' },
  { name: 'managed_mode', sql: 'p.managed_mode', kind: 'text' },
  { name: 'tags', sql: 'p.tags', kind: 'tags' },
  { name: 'same_item_count', sql: 'p.same_item_count', kind: 'int' },
  { name: 'sales_basis', sql: 'p.sales_basis', kind: 'text' },
  { name: 'day_sales_low', sql: 'p.day_sales_low', kind: 'int' },
  { name: 'day_sales_high', sql: 'p.day_sales_high', kind: 'int' },
  { name: 'week_sales_low', sql: 'p.week_sales_low', kind: 'int' },
  { name: 'week_sales_high', sql: 'p.week_sales_high', kind: 'int' },
  { name: 'month_sales_low', sql: 'p.month_sales_low', kind: 'int' },
  { name: 'month_sales_high', sql: 'p.month_sales_high', kind: 'int' },
]

const column = (f: (typeof ROW_FIELDS)[number], sql = f.sql) =>
  sql === `p.${f.name}` ? sql : `${sql} AS ${f.name}`
const ROW_COLUMNS = ROW_FIELDS.map((f) => column(f)).join(', ')
// COPY writes arrays as {a,"b c"}; as JSON they decode with JSON.parse.
export const COPY_COLUMNS = ROW_FIELDS.map((f) =>
  column(f, f.kind === 'tags' ? `array_to_json(${f.sql})::text` : f.sql),
).join(', ')

const KINDS = ROW_FIELDS.map((f) => f.kind)
const FIELD_COUNT = KINDS.length

/**
 * A row from its decoded fields (in ROW_FIELDS' order), written as one object literal: an empty object
 * filled key by key becomes a slow dictionary object in V8 past a dozen keys, and decoding an export's
 * rows that way cost three times as much CPU as this. The positions are literals, checked against
 * ROW_FIELDS below when the module loads: read from a name-to-position map (itself a dictionary object
 * of 30 keys), a server that had answered other domains' reads first (category detail) had V8 deoptimize
 * decodeCopy on those reads ("insufficient type feedback for generic named access") and re-optimize it
 * 174 times over five exports, which more than doubled an export's CPU (10,000 rows: 117 -> 300 ms).
 */
const rawRow = (v: readonly unknown[]) =>
  ({
    id: v[0],
    site_id: v[1],
    store_id: v[2],
    store_name: v[3],
    category_id: v[4],
    category_en: v[5],
    category_cn: v[6],
    title_en: v[7],
    title_cn: v[8],
    image: v[9],
    price_cents: v[10],
    original_price_cents: v[11],
    previous_price_cents: v[12],
    price_changed_on: v[13],
    currency: v[14],
    total_sold: v[15],
    day_sales: v[16],
    week_sales: v[17],
    month_sales: v[18],
    week_growth: v[19],
    month_growth: v[20],
    revenue_cents: v[21],
    rating: v[22],
    reviews: v[23],
    listed_at: v[24],
    status: v[25],
    sold_out_on: v[26],
    managed_mode: v[27],
    tags: v[28],
    same_item_count: v[29],
    sales_basis: v[30],
    day_sales_low: v[31],
    day_sales_high: v[32],
    week_sales_low: v[33],
    week_sales_high: v[34],
    month_sales_low: v[35],
    month_sales_high: v[36],
  }) satisfies Record<keyof RawRow, unknown> as RawRow

// rawRow's literal positions follow ROW_FIELDS: a reordered or added field fails here, at load.
const probe = rawRow(ROW_FIELDS.map((_, i) => i))
for (const [i, field] of ROW_FIELDS.entries()) {
  if (probe[field.name] !== i) throw new Error(`rawRow reads ${field.name} from the wrong position`)
}
if (Object.keys(probe).length !== FIELD_COUNT) throw new Error('rawRow and ROW_FIELDS differ in length')

/** Lines of COPY's text format back into RawRow objects (null is \N; tabs and newlines come escaped). */
export function decodeCopy(lines: readonly string[]): RawRow[] {
  const rows: RawRow[] = []
  const values: unknown[] = new Array(FIELD_COUNT)
  for (const text of lines) {
    if (text === '') continue
    const end = text.length
    // The fields of the line, by tab; a line may carry more fields after a row's (a count).
    let from = 0
    for (let i = 0; i < FIELD_COUNT; i++) {
      if (from > end) {
        values[i] = null
        continue
      }
      let to = text.indexOf('\t', from)
      if (to < 0 || to > end) to = end
      const field = text.slice(from, to)
      from = to + 1
      if (field === '\\N') {
        values[i] = null
        continue
      }
      const kind = KINDS[i]
      const value = unescapeCopy(field)
      values[i] =
        kind === 'int' || kind === 'float' ? Number(value) : kind === 'tags' ? JSON.parse(value) : value
    }
    rows.push(rawRow(values))
  }
  return rows
}

// Typed from the schema (SqlRow): a column renamed in catalog.schema.ts breaks this type. The aliases of
// joined columns take their source column's type; the dates are to_char text, computed here.
type Product = SqlRow<typeof products>
export type RawRow = Pick<
  Product,
  | 'id'
  | 'site_id'
  | 'store_id'
  | 'category_id'
  | 'title_en'
  | 'title_cn'
  | 'image'
  | 'price_cents'
  | 'original_price_cents'
  | 'previous_price_cents'
  | 'currency'
  | 'total_sold'
  | 'day_sales'
  | 'week_sales'
  | 'month_sales'
  | 'week_growth'
  | 'month_growth'
  | 'rating'
  | 'reviews'
  | 'status'
  | 'managed_mode'
  | 'tags'
  | 'same_item_count'
  | 'day_sales_low'
  | 'day_sales_high'
  | 'week_sales_low'
  | 'week_sales_high'
  | 'month_sales_low'
  | 'month_sales_high'
> & {
  sales_basis: SalesBasis
  // The columns hold only these values (the ingest checks them): narrower than the column's text.
  site_id: ProductRow['site']
  status: ProductRow['status']
  managed_mode: ProductRow['managedMode']
  store_name: SqlRow<typeof stores>['name']
  category_en: SqlRow<typeof categories>['name_en']
  category_cn: SqlRow<typeof categories>['name_cn']
  price_changed_on: string | null
  revenue_cents: number
  listed_at: string
  sold_out_on: string | null
}

export const money = (cents: number) => Math.round(cents) / 100
const ratio = (value: number) => Math.round(value * 10_000) / 10_000

export function toProductRow(r: RawRow): ProductRow {
  return {
    id: r.id,
    site: r.site_id,
    storeId: r.store_id,
    storeName: r.store_name,
    categoryId: r.category_id,
    categoryEn: r.category_en,
    categoryCn: r.category_cn,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    image: r.image,
    price: money(r.price_cents),
    originalPrice: money(r.original_price_cents),
    previousPrice: r.previous_price_cents === null ? null : money(r.previous_price_cents),
    priceChangedOn: r.price_changed_on,
    currency: r.currency,
    totalSold: r.total_sold,
    daySales: r.day_sales,
    weekSales: r.week_sales,
    monthSales: r.month_sales,
    weekGrowth: ratio(r.week_growth),
    monthGrowth: ratio(r.month_growth),
    revenue: money(r.revenue_cents),
    rating: r.rating === null ? null : Math.round(r.rating * 10) / 10,
    reviews: r.reviews,
    listedAt: r.listed_at,
    status: r.status,
    soldOutOn: r.sold_out_on,
    managedMode: r.managed_mode,
    tags: r.tags,
    sameItemCount: r.same_item_count,
    sales: productSales(r),
  }
}

/** The figures with their intervals; null when the product has too little history for any. */
function productSales(r: RawRow): ProductSales {
  if (r.sales_basis === 'insufficient') return null
  const month = salesFigure(r.month_sales, r.month_sales_low, r.month_sales_high)
  const price = r.month_sales > 0 ? r.revenue_cents / r.month_sales : r.price_cents
  return {
    day: salesFigure(r.day_sales, r.day_sales_low, r.day_sales_high),
    week: salesFigure(r.week_sales, r.week_sales_low, r.week_sales_high),
    month,
    revenue: { ...scaleFigure(month, price, (c) => money(c)), value: money(r.revenue_cents) },
  }
}

/** The product columns and row shape for other domains' reads that join products (rankings, favorites). */
export const PRODUCT_ROW_COLUMNS = ROW_COLUMNS
export type ProductRawRow = RawRow
