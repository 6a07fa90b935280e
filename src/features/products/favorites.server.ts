// A user's starred products. Reads are by the (user_id, created_at) index; a product that left the
// catalogue drops out of the list (inner join) but keeps its star until unstarred.

import type { Queryable } from '@/server/db/client'
import { type FavoritesPage, MAX_FAVORITES } from './favorites.shared'
import { PRODUCT_ROW_COLUMNS, type ProductRawRow, toProductRow } from './product-rows.server'

export async function favoriteIds(db: Queryable, userId: string): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    'SELECT product_id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2',
    [userId, MAX_FAVORITES],
  )
  return rows.map((r) => r.product_id)
}

/** Stars or unstars; false when starring would pass MAX_FAVORITES or the product does not exist. */
export async function setFavorite(
  db: Queryable,
  userId: string,
  productId: number,
  on: boolean,
): Promise<boolean> {
  if (!on) {
    await db.query('DELETE FROM favorites WHERE user_id = $1 AND product_id = $2', [userId, productId])
    return true
  }
  const rows = await db.query<{ product_id: number }>(
    `INSERT INTO favorites (user_id, product_id)
     SELECT $1, p.id FROM products p
     WHERE p.id = $2 AND (SELECT count(*) FROM favorites WHERE user_id = $1) < $3
     ON CONFLICT (user_id, product_id) DO UPDATE SET product_id = excluded.product_id
     RETURNING product_id`,
    [userId, productId, MAX_FAVORITES],
  )
  return rows.length > 0
}

export async function favoritesPage(
  db: Queryable,
  userId: string,
  page: number,
  pageSize: number,
): Promise<FavoritesPage> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM favorites f JOIN products p ON p.id = f.product_id WHERE f.user_id = $1',
    [userId],
  )
  const rows = await db.query<ProductRawRow>(
    `SELECT ${PRODUCT_ROW_COLUMNS}
     FROM favorites f
     JOIN products p ON p.id = f.product_id
     JOIN stores s ON s.id = p.store_id
     JOIN categories c ON c.id = p.category_id
     WHERE f.user_id = $1
     ORDER BY f.created_at DESC, f.product_id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  )
  return { list: rows.map(toProductRow), total: count?.n ?? 0, page, page_size: pageSize }
}
