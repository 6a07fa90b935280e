// A user's starred products and stores. Reads are by the (user_id, created_at) index; a product that
// left the catalogue drops out of the list (inner join) but keeps its star until unstarred. The stores'
// list is read in the stores feature (store-favorites.server.ts), which owns the store rows.

import type { Queryable } from '@/server/db/client'
import { type FavoriteKind, type FavoritesPage, MAX_FAVORITES } from './favorites.shared'
import { PRODUCT_ROW_COLUMNS, type ProductRawRow, toProductRow } from './product-rows.server'

/** Each kind's table, its id column and the catalogue table a starred id must exist in (fixed names). */
const KIND_TABLES: Record<FavoriteKind, { table: string; column: string; catalogue: string }> = {
  product: { table: 'favorites', column: 'product_id', catalogue: 'products' },
  store: { table: 'store_favorites', column: 'store_id', catalogue: 'stores' },
}

export async function favoriteIds(
  db: Queryable,
  userId: string,
  kind: FavoriteKind = 'product',
): Promise<number[]> {
  const { table, column } = KIND_TABLES[kind]
  const rows = await db.query<{ id: number }>(
    `SELECT ${column} AS id FROM ${table} WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [userId, MAX_FAVORITES],
  )
  return rows.map((r) => r.id)
}

/** Stars or unstars; false when starring would pass MAX_FAVORITES or the product or store does not exist. */
export async function setFavorite(
  db: Queryable,
  userId: string,
  id: number,
  on: boolean,
  kind: FavoriteKind = 'product',
): Promise<boolean> {
  const { table, column, catalogue } = KIND_TABLES[kind]
  if (!on) {
    await db.query(`DELETE FROM ${table} WHERE user_id = $1 AND ${column} = $2`, [userId, id])
    return true
  }
  const rows = await db.query<{ id: number }>(
    `INSERT INTO ${table} (user_id, ${column})
     SELECT $1, c.id FROM ${catalogue} c
     WHERE c.id = $2 AND (SELECT count(*) FROM ${table} WHERE user_id = $1) < $3
     ON CONFLICT (user_id, ${column}) DO UPDATE SET ${column} = excluded.${column}
     RETURNING ${column} AS id`,
    [userId, id, MAX_FAVORITES],
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
