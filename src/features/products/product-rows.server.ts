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
]

const column = (f: (typeof ROW_FIELDS)[number], sql = f.sql) =>
  sql === `p.${f.name}` ? sql : `${sql} AS ${f.name}`
const ROW_COLUMNS = ROW_FIELDS.map((f) => column(f)).join(', ')
// COPY writes arrays as {a,"b c"}; as JSON they decode with JSON.parse.
export const COPY_COLUMNS = ROW_FIELDS.map((f) =>
  column(f, f.kind === 'tags' ? `array_to_json(${f.sql})::text` : f.sql),
).join(', ')

const COPY_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' }
const unescapeCopy = (field: string) =>
  field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => COPY_ESCAPES[c] ?? c) : field

const KINDS = ROW_FIELDS.map((f) => f.kind)
// Each field's position in a COPY line, by name.
const AT = Object.fromEntries(ROW_FIELDS.map((f, i) => [f.name, i])) as Record<keyof RawRow, number>

/**
 * A row from its decoded fields, written as one object literal: an empty object filled key by key
 * becomes a slow dictionary object in V8 past a dozen keys, and decoding an export's rows that way cost
 * three times as much CPU as this.
 */
const rawRow = (v: readonly unknown[]) =>
  ({
    id: v[AT.id],
    site_id: v[AT.site_id],
    store_id: v[AT.store_id],
    store_name: v[AT.store_name],
    category_id: v[AT.category_id],
    category_en: v[AT.category_en],
    category_cn: v[AT.category_cn],
    title_en: v[AT.title_en],
    title_cn: v[AT.title_cn],
    image: v[AT.image],
    price_cents: v[AT.price_cents],
    original_price_cents: v[AT.original_price_cents],
    previous_price_cents: v[AT.previous_price_cents],
    price_changed_on: v[AT.price_changed_on],
    currency: v[AT.currency],
    total_sold: v[AT.total_sold],
    day_sales: v[AT.day_sales],
    week_sales: v[AT.week_sales],
    month_sales: v[AT.month_sales],
    week_growth: v[AT.week_growth],
    month_growth: v[AT.month_growth],
    revenue_cents: v[AT.revenue_cents],
    rating: v[AT.rating],
    reviews: v[AT.reviews],
    listed_at: v[AT.listed_at],
    status: v[AT.status],
    sold_out_on: v[AT.sold_out_on],
    managed_mode: v[AT.managed_mode],
    tags: v[AT.tags],
    same_item_count: v[AT.same_item_count],
  }) satisfies Record<keyof RawRow, unknown> as RawRow

/** Lines of COPY's text format back into RawRow objects (null is \N; tabs and newlines come escaped). */
export function decodeCopy(lines: readonly string[]): RawRow[] {
  const rows: RawRow[] = []
  const values: unknown[] = new Array(KINDS.length)
  for (const text of lines) {
    if (text === '') continue
    const end = text.length
    // The fields of the line, by tab; a line may carry more fields after a row's (a count).
    let from = 0
    for (let i = 0; i < KINDS.length; i++) {
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

export type RawRow = {
  id: number
  site_id: ProductRow['site']
  store_id: number
  store_name: string
  category_id: number
  category_en: string
  category_cn: string
  title_en: string
  title_cn: string
  image: string
  price_cents: number
  original_price_cents: number
  previous_price_cents: number | null
  price_changed_on: string | null
  currency: string
  total_sold: number
  day_sales: number
  week_sales: number
  month_sales: number
  week_growth: number
  month_growth: number
  revenue_cents: number
  rating: number | null
  reviews: number
  listed_at: string
  status: ProductRow['status']
  sold_out_on: string | null
  managed_mode: ProductRow['managedMode']
  tags: string[]
  same_item_count: number
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
  }
}

/** The product columns and row shape for other domains' reads that join products (rankings, favorites). */
export const PRODUCT_ROW_COLUMNS = ROW_COLUMNS
export type ProductRawRow = RawRow
