// The dashboard's parameters and the shape of its reply: the market's movers for a site, data freshness,
// and (signed in) the user's favorites with what changed since the day before.

import * as v from 'valibot'
import { DEFAULT_SITE, SITE_IDS, type SiteId } from '@/features/catalog/products.shared'
import type { SalesFigure } from '@/lib/sales-figure'

export const DashboardQuerySchema = v.object({
  site: v.optional(v.picklist(SITE_IDS, `must be one of ${SITE_IDS.join(', ')}`), DEFAULT_SITE),
})
export type DashboardQueryInput = v.InferInput<typeof DashboardQuerySchema>
export type DashboardQuery = v.InferOutput<typeof DashboardQuerySchema>

export type DashboardSearch = { site?: SiteId }
export function dashboardSearch(input: Record<string, unknown>): DashboardSearch {
  const site = v.safeParse(DashboardQuerySchema.entries.site, input.site)
  return { site: site.success && site.output !== DEFAULT_SITE ? site.output : undefined }
}

/** Movers shown per section. */
export const MOVERS_SIZE = 8
/** Favorites shown with their changes (the newest starred first). */
export const DASHBOARD_FAVORITES = 20

export type Named = { id: number; nameEn: string; nameCn: string }

export type ProductMover = {
  id: number
  titleEn: string
  titleCn: string
  image: string
  rank: number
  /** Positions gained since the day before; null: new on the list. */
  rankChange: number | null
}

export type StoreMover = {
  id: number
  name: string
  weekSales: number
  /** `weekSales` with its 80 % interval, summed from the store's products' (docs/estimates.md). */
  weekSalesRange: SalesFigure
  weekGrowth: number
}
export type CategoryMover = Named & { sales: number; growth: number }
/** A keyword mover, as the keyword feature reports it (plugged in by the composition, see dashboard.api.ts). */
export type KeywordMover = { id: number; textEn: string; textCn: string; volume: number; growth: number }

export type FavoriteChange = {
  id: number
  titleEn: string
  titleCn: string
  image: string
  currency: string
  price: number
  /** The price the day before (null: no figure that day). */
  previousPrice: number | null
  /** The place on the chosen site's latest hot list (null: not on it), and the day before. */
  rank: number | null
  previousRank: number | null
  soldOut: boolean
  /** Sold out on the latest day, on sale the day before. */
  soldOutToday: boolean
}

export type Freshness = { entity: string; lastDate: string | null; ingestedAt: string; rows: number }

export type Dashboard = {
  site: SiteId
  /** The rank lists' latest day. */
  asOf: string | null
  freshness: Freshness[]
  movers: {
    products: ProductMover[]
    newEntries: ProductMover[]
    stores: StoreMover[]
    categories: CategoryMover[]
    /** null when no keyword source is plugged in. */
    keywords: KeywordMover[] | null
  }
  /** null for a visitor (the page prompts to sign in); the signed-in user's favorites otherwise. */
  favorites: FavoriteChange[] | null
}
