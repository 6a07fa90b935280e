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

/** Rows of COPY's text format back into RawRow objects (null is \N; tabs and newlines come escaped). */
export function decodeCopy(text: string): RawRow[] {
  const rows: RawRow[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    const fields = line.split('\t')
    const row: Record<string, unknown> = {}
    for (const [i, field] of ROW_FIELDS.entries()) {
      const value = fields[i]
      if (value === undefined || value === '\\N') {
        row[field.name] = null
        continue
      }
      const text = unescapeCopy(value)
      row[field.name] =
        field.kind === 'int' || field.kind === 'float'
          ? Number(text)
          : field.kind === 'tags'
            ? JSON.parse(text)
            : text
    }
    rows.push(row as RawRow)
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
