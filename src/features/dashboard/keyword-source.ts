// Where the dashboard's "fastest rising keywords" come from. The keyword feature (issue 13's keyword part)
// owns keyword reads; the dashboard only declares what it needs. null: no keyword source, and the
// dashboard leaves the keyword section out rather than showing something it cannot stand behind.
import type { SiteId } from '@/features/products/products.shared'
import type { Queryable } from '@/server/db/client'
import type { KeywordMover } from './dashboard.shared'

/** The fastest rising keywords of a site, at most `limit`, from the keyword rollups. */
export type DashboardKeywordSource = (db: Queryable, site: SiteId, limit: number) => Promise<KeywordMover[]>

export const dashboardKeywordSource: DashboardKeywordSource | null = null
