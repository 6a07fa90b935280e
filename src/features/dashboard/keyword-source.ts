// Where the dashboard's "fastest rising keywords" come from. The keyword feature (issue 13's keyword part)
// owns keyword reads (the keywords table's site and growth index); the dashboard only declares what it
// needs and takes them from there.

import type { SiteId } from '@/features/catalog/products.shared'
import { risingKeywords } from '@/features/keywords/keywords.api'
import type { Queryable } from '@/server/db/client'
import type { KeywordMover } from './dashboard.shared'

/** The fastest rising keywords of a site, at most `limit`, from the keyword rollups. */
export type DashboardKeywordSource = (db: Queryable, site: SiteId, limit: number) => Promise<KeywordMover[]>

export const dashboardKeywordSource: DashboardKeywordSource | null = async (db, site, limit) =>
  (await risingKeywords(db, { site, limit })).map(({ id, textEn, textCn, volume, growth }) => ({
    id,
    textEn,
    textCn,
    volume,
    growth,
  }))
