// The pages a visitor can open, for the browser checks that go over all of them (CSP, axe): content,
// lists, rankings, stores, categories, keywords, ads, the dashboard, trademark and patent search, labels,
// converters, a product detail, favorites, teams and the account pages. English unprefixed, Chinese
// under /cn.
import { openDatabase } from '../../src/server/db/client'
import type { SeededData } from './seeded-server'

export const PAGE_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/blog/find-winning-products-with-surge-lists',
  '/about',
  '/policy/privacy',
  '/affiliate',
  '/temu-invitation',
  '/plugin/seller-assistant',
  '/product-database',
  '/historical-rankings',
  '/historical-rankings-best',
  '/category-database',
  // Category 1 is the catalogue's first top-level category (ids are fixed by src/pipeline/seed/catalog.ts).
  '/category-analysis?category_id=1',
  '/mall-hot-sale',
  '/mall-new/new',
  '/mall-semi-hot-sale',
  // Store 1 exists in every generated catalogue; a visitor sees its login prompt.
  '/mall-detail?id=1',
  '/keyword-database',
  '/keyword-reverse',
  // Keyword, ad and store ids start at 1 in every generated catalogue.
  '/keyword-analysis?id=1',
  '/ads',
  '/ads-detail?id=1',
  '/ads-trend',
  '/dashboard',
  '/search-trademark',
  '/search-patent',
  '/shopsight-label-generator',
  '/tools/currency-converter',
  '/my-favorites',
  '/my-team',
  // The supplier search without a picture (its input) and one source's page.
  '/search-supplier',
  '/search-supplier-1688',
  '/user/login',
  '/user/register',
] as const

export const LOCALE_PREFIXES = ['', '/cn'] as const

/** A product of the seeded catalogue, for its detail page (read before the server opens the folder). */
export async function firstProductId(data: SeededData): Promise<number> {
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  try {
    const [row] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')
    if (!row) throw new Error('the seeded catalogue has no product')
    return Number(row.id)
  } finally {
    await db.close()
  }
}

/** Stands for the seeded product's id in ALL_PAGES (known only once the catalogue exists). */
export const PRODUCT = '{product}'

/** Every page path in both languages, the product detail included (with PRODUCT for its id). */
export const ALL_PAGES: readonly string[] = LOCALE_PREFIXES.flatMap((prefix) =>
  [...PAGE_PATHS, `/product-detail/${PRODUCT}`].map((path) =>
    path === '/' ? prefix || '/' : `${prefix}${path}`,
  ),
)
