// The preset lists' names and descriptions: light enough for route heads (no grid code).

import type { ProductListType } from '@/features/catalog/products.shared'
import { m } from '@/paraglide/messages'

export const LIST_TITLES: Record<ProductListType | 'all', () => string> = {
  all: m.products_title,
  hot: m.list_hot,
  'hot-new': m.list_hot_new,
  'price-reduction': m.list_price_reduction,
  'sold-out': m.list_sold_out,
  'week-rank': m.list_week_rank,
  'month-rank': m.list_month_rank,
  semi: m.list_semi,
  'hot-store': m.list_hot_store,
  'new-store': m.list_new_store,
}

export const LIST_DESCRIPTIONS: Record<ProductListType | 'all', () => string> = {
  all: m.products_description,
  hot: m.list_hot_description,
  'hot-new': m.list_hot_new_description,
  'price-reduction': m.list_price_reduction_description,
  'sold-out': m.list_sold_out_description,
  'week-rank': m.list_week_rank_description,
  'month-rank': m.list_month_rank_description,
  semi: m.list_semi_description,
  'hot-store': m.list_hot_store_description,
  'new-store': m.list_new_store_description,
}
