import type { categories, products, salesCalibrations, stores } from '@/features/catalog/catalog.schema'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { estimateDailySeries, type SalesCalibration } from './estimates/estimate'
import { storedCalibration } from './estimates/stored-calibration'
import { orderBy } from './product-query.server'
import { money, PRODUCT_ROW_COLUMNS, type RawRow, toProductRow } from './product-rows.server'
import type { ProductDetail, ProductHistory } from './products.shared'

export async function productDetail(
  db: Queryable,
  id: number,
): Promise<Omit<ProductDetail, 'remaining'> | null> {
  const [raw] = await db.query<
    RawRow & Pick<SqlRow<typeof products>, 'images'> & Pick<SqlRow<typeof categories>, 'path'>
  >(
    `SELECT ${PRODUCT_ROW_COLUMNS}, p.images, c.path FROM products p
     JOIN stores s ON s.id = p.store_id JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  )
  if (!raw) return null
  const [path, [store], [history], keywords, similar, [fitted]] = await Promise.all([
    db.query<Pick<SqlRow<typeof categories>, 'id' | 'name_en' | 'name_cn'>>(
      'SELECT id, name_en, name_cn FROM categories WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)',
      [raw.path],
    ),
    db.query<
      Pick<
        SqlRow<typeof stores>,
        | 'id'
        | 'name'
        | 'logo'
        | 'country'
        | 'rating'
        | 'followers'
        | 'product_count'
        | 'managed_mode'
        | 'month_sales'
      > & { managed_mode: 'full' | 'semi' }
    >(
      'SELECT id, name, logo, country, rating, followers, product_count, managed_mode, month_sales FROM stores WHERE id = $1',
      [raw.store_id],
    ),
    // Hand-typed: the series hold NULL elements, which the schema's integer[] does not say.
    db.query<{
      start_date: string
      price_cents: Array<number | null>
      sales: Array<number | null>
      sold: Array<number | null> | null
      ranks: Array<number | null>
      reviews: Array<number | null>
    }>(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, price_cents, sales, sold, ranks, reviews
       FROM product_history WHERE product_id = $1`,
      [id],
    ),
    // Hand-typed: products may not import the keywords domain's schema (it imports products).
    db.query<{ id: number; text_en: string; text_cn: string; search_volume: number; position: number }>(
      `SELECT k.id, k.text_en, k.text_cn, k.search_volume, kp.position FROM keyword_products kp
       JOIN keywords k ON k.id = kp.keyword_id WHERE kp.product_id = $1 ORDER BY kp.position, k.search_volume DESC LIMIT 20`,
      [id],
    ),
    db.query<RawRow>(
      `SELECT ${PRODUCT_ROW_COLUMNS} FROM (
         SELECT * FROM products p WHERE p.site_id = $1 AND p.category_id = $2 AND p.id <> $3
         ORDER BY ${orderBy('month_sales', 'desc')} LIMIT 8) p
       JOIN stores s ON s.id = p.store_id JOIN categories c ON c.id = p.category_id
       ORDER BY ${orderBy('month_sales', 'desc')}`,
      [raw.site_id, raw.category_id, id],
    ),
    // The site's calibration the ingest estimated with (pipeline/ingest/calibration.ts).
    db.query<Pick<SqlRow<typeof salesCalibrations>, 'calibration'>>(
      'SELECT calibration FROM sales_calibrations WHERE site_id = $1',
      [raw.site_id],
    ),
  ])
  if (!store) return null
  const row = toProductRow(raw)
  const series: ProductHistory | null = history
    ? {
        startDate: history.start_date,
        price: history.price_cents.map((c) => (c === null ? null : money(c))),
        sales: history.sales,
        band:
          row.sales && !row.sales.month.observed
            ? salesBand(history, storedCalibration(fitted?.calibration))
            : null,
        rank: history.ranks,
        reviews: history.reviews,
      }
    : null
  return {
    ...row,
    images: raw.images,
    categoryPath: path.map((c) => ({ id: c.id, nameEn: c.name_en, nameCn: c.name_cn })),
    store: {
      id: store.id,
      name: store.name,
      logo: store.logo,
      country: store.country,
      rating: store.rating,
      followers: store.followers,
      productCount: store.product_count,
      managedMode: store.managed_mode,
      monthSales: store.month_sales,
    },
    history: series,
    keywords: keywords.map((k) => ({
      id: k.id,
      textEn: k.text_en,
      textCn: k.text_cn,
      searchVolume: k.search_volume,
      position: k.position,
    })),
    similar: similar.map(toProductRow),
  }
}

/**
 * The 80 % band of each day's estimated units, for the sales chart. Computed here rather than in the
 * browser so the estimator stays out of the client bundle. The stored `sales` are the estimates
 * themselves, so the estimator reads only what the collector saw (counter, reviews, ranks); a series
 * stored before the counter existed has no `sold` and so no band.
 */
function salesBand(
  history: {
    sales: Array<number | null>
    sold: Array<number | null> | null
    ranks: Array<number | null>
    reviews: Array<number | null>
  },
  calibration: SalesCalibration,
): Array<{ low: number; high: number } | null> {
  const length = history.sales.length
  const daily = history.sold
    ? estimateDailySeries(
        {
          sold: history.sold,
          reviews: history.reviews,
          ranks: history.ranks,
          sales: new Array<null>(history.sold.length).fill(null),
        },
        calibration,
      )
    : []
  return Array.from({ length }, (_, i) => {
    const day = daily[i]
    return day ? { low: day.low, high: day.high } : null
  })
}
