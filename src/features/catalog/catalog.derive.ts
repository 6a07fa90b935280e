// The catalog's part of the derive after an ingest: each store's 30-day totals from its products, and
// the size of every product list (product-totals.server.ts), which the list pages show without counting.
import type { DomainDerive } from '@/server/derive/step'
import { refreshListTotals } from './product-totals.server'

// Saturated like store_daily.sales: the sum of many products' sales may not fit the int column.
const STORE_TOTALS_SQL = `UPDATE stores s SET month_sales = a.m, month_revenue_cents = a.r
FROM (SELECT store_id, least(sum(month_sales), 2147483647)::int AS m, sum(month_revenue_cents)::bigint AS r FROM products GROUP BY store_id) a
WHERE s.id = a.store_id AND (s.month_sales, s.month_revenue_cents) IS DISTINCT FROM (a.m, a.r)`

export const catalogDerive: DomainDerive = {
  steps: [
    { name: 'store totals', after: ['products', 'stores'], write: (db) => db.query(STORE_TOTALS_SQL) },
    { name: 'list totals', after: ['products', 'stores'], write: (db) => refreshListTotals(db) },
  ],
  // products: its pages all-visible for index-only counts. title_postings: appended (and trimmed when a
  // title changes) rather than rewritten, but read by its index alone, which needs the new pages
  // all-visible.
  vacuum: ['products', 'title_postings'],
  // product_history is left out: it is only ever read by primary key, and sampling its long series rows
  // was half of the whole ANALYZE (2.6 s of 4.6 at the demo scale).
  analyze: [
    'products',
    'product_search',
    'title_words',
    'title_postings',
    'stores',
    'categories',
    'product_list_totals',
  ],
}
