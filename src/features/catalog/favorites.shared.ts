import * as v from 'valibot'
import type { ProductRow } from '@/features/catalog/products.shared'
import { IntParam } from '@/lib/params'

export const FAVORITES_PAGE_SIZE = 50
/** A user keeps at most this many favorites (a bound on the id list every grid reads). */
export const MAX_FAVORITES = 1000

/** What a user can star: a product (the favorites table) or a store (store_favorites). */
export const FAVORITE_KINDS = ['product', 'store'] as const
export type FavoriteKind = (typeof FAVORITE_KINDS)[number]
const KindParam = v.optional(v.picklist(FAVORITE_KINDS), 'product')

export const FavoriteIdsSchema = v.object({ kind: KindParam })
export const FavoriteToggleSchema = v.object({
  kind: KindParam,
  id: IntParam(1, 2_147_483_647),
  on: v.boolean(),
})
export const FavoritesPageSchema = v.object({ page: v.optional(IntParam(1, 1000), 1) })

export type FavoritesPage = { list: ProductRow[]; total: number; page: number; page_size: number }
