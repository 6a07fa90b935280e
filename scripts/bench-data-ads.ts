// The ad and dashboard reads of `npm run bench:data` (issue 13): the ad list with filters, the world ad
// trend for 30 days (world and one country), an ad detail and the dashboard's movers, each through the
// API and as the same server read without the envelope and quota.
import * as v from 'valibot'
import { adDetail, adTrend, listAds } from '../src/features/ads/ads.server'
import { AdListQuerySchema, AdTrendQuerySchema } from '../src/features/ads/ads.shared'
import { marketDashboard } from '../src/features/dashboard/dashboard.server'
import { DashboardQuerySchema } from '../src/features/dashboard/dashboard.shared'
import { createLocalMarketplaceApi } from '../src/marketplace'
import { ANONYMOUS } from '../src/server/api/call'
import type { Database } from '../src/server/db/client'

/** The shape of scripts/bench-data.ts's reads. */
type Read = { name: string; api: () => Promise<unknown>; raw: () => Promise<unknown> }

export async function adReads(db: Database): Promise<Read[]> {
  const api = createLocalMarketplaceApi(async () => db)
  const filtered = v.parse(AdListQuerySchema, {
    platform: 'tiktok',
    country: 'US',
    days_running: '3~',
    sort: 'impressions',
  })
  const words = v.parse(AdListQuerySchema, { q: 'free shipping', country: 'DE' })
  const world = v.parse(AdTrendQuerySchema, { days: 30 })
  const us = v.parse(AdTrendQuerySchema, { days: 30, country: 'US' })
  const site = v.parse(DashboardQuerySchema, { site: 'us' })
  const [top] = await db.query<{ id: number }>('SELECT id FROM ads ORDER BY impressions DESC LIMIT 1')
  const out: Read[] = [
    {
      name: 'ad list filtered',
      api: () => api.listAds(filtered, ANONYMOUS),
      raw: () => listAds(db, filtered),
    },
    { name: 'ad list copy words', api: () => api.listAds(words, ANONYMOUS), raw: () => listAds(db, words) },
    {
      name: 'ad trend 30 days (world)',
      api: () => api.adTrend(world, ANONYMOUS),
      raw: () => adTrend(db, world),
    },
    { name: 'ad trend 30 days (US)', api: () => api.adTrend(us, ANONYMOUS), raw: () => adTrend(db, us) },
    {
      name: 'dashboard movers',
      api: () => api.dashboard(site, ANONYMOUS),
      // The same reads the API makes (movers, freshness, rising keywords), without the envelope and viewer.
      raw: () => marketDashboard(db, 'us'),
    },
  ]
  const id = top?.id
  if (id !== undefined)
    out.push({ name: 'ad detail', api: () => adDetail(db, id), raw: () => adDetail(db, id) })
  return out
}
