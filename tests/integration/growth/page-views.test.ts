// The first-party page-view counter (issue 39) on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a
// visitor who chose "only necessary" cookies produces no row at all; beacons that are not from this
// site's pages, for paths no page serves, or over the rate limit are refused, never counted as views,
// and the staff report shows how many were refused and why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  acceptPageView,
  type BeaconContext,
  pageViewReport,
} from '../../../src/features/analytics/analytics.server'
import type { PageViewInput } from '../../../src/features/analytics/analytics.shared'
import type { Database } from '../../../src/server/db/client'
import { ENGINES } from '../../support/databases'

const SITE = 'https://shop.example'
// A day of its own: the PostgreSQL test database outlives a run, so the test clears it first.
const AT = new Date('2032-06-15T04:00:00Z')
const DAY = '2032-06-15'

const view = (path: string, language: 'en' | 'cn' = 'en', location = `${SITE}${path}`): PageViewInput => ({
  page_title: '/pricing',
  page_path: path,
  page_location: location,
  language,
})

/** A beacon from one of the site's pages, within the limits, unless told otherwise. */
const context = (over: Partial<BeaconContext> = {}): BeaconContext => ({
  consent: null,
  origin: SITE,
  siteOrigins: new Set([SITE]),
  isContentPage: (slug) => slug === 'about',
  limit: async () => null,
  ...over,
})

describe.each(ENGINES)('page views on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })
  beforeEach(async () => {
    await db.query('DELETE FROM page_views_daily WHERE day = $1', [DAY])
    await db.query('DELETE FROM page_view_rejections_daily WHERE day = $1', [DAY])
  })

  const rows = async () => ({
    views: await db.query<{ path: string; locale: string; title: string; views: number }>(
      'SELECT path, locale, title, views FROM page_views_daily WHERE day = $1 ORDER BY path, locale',
      [DAY],
    ),
    rejections: await db.query<{ reason: string; count: number }>(
      'SELECT reason, count FROM page_view_rejections_daily WHERE day = $1 ORDER BY reason',
      [DAY],
    ),
  })

  it('records nothing at all for a visitor who chose "only necessary" cookies', async () => {
    const necessary = context({ consent: 'necessary' })
    for (const path of ['/pricing', '/cn/product-database', '/no-such-page'])
      expect(await acceptPageView(db, view(path), necessary, AT)).toEqual({ kind: 'not_consented' })
    // Not even a forged one from elsewhere is counted as a refusal: the choice means no record.
    expect(await acceptPageView(db, view('/pricing'), { ...necessary, origin: null }, AT)).toEqual({
      kind: 'not_consented',
    })
    expect(await rows()).toEqual({ views: [], rejections: [] })
    // The same visitor after accepting all cookies is counted.
    expect(await acceptPageView(db, view('/pricing'), context({ consent: 'all' }), AT)).toEqual({
      kind: 'recorded',
      route: '/pricing',
    })
    expect((await rows()).views).toEqual([{ path: '/pricing', locale: 'en', title: '/pricing', views: 1 }])
  })

  it('refuses beacons for unknown paths, from elsewhere or over the limit, and the report says so', async () => {
    const verdicts = [
      await acceptPageView(db, view('/no-such-page'), context(), AT),
      await acceptPageView(db, view('/wp-login.php'), context(), AT),
      await acceptPageView(db, view('/product-detail/1/extra'), context(), AT),
      // A script without a page: no Origin, or another site's.
      await acceptPageView(db, view('/pricing'), context({ origin: null }), AT),
      await acceptPageView(db, view('/pricing'), context({ origin: 'https://evil.example' }), AT),
      // The location names another page than the path it reports.
      await acceptPageView(db, view('/pricing', 'en', `${SITE}/dashboard`), context(), AT),
      await acceptPageView(db, view('/pricing'), context({ limit: async () => 42 }), AT),
    ]
    expect(verdicts.map((v) => (v.kind === 'rejected' ? v.reason : v.kind))).toEqual([
      'unknown_path',
      'unknown_path',
      'unknown_path',
      'not_from_page',
      'not_from_page',
      'not_from_page',
      'rate_limited',
    ])
    // Real pages count, under the route the server matched (not the name the beacon claimed).
    await acceptPageView(db, view('/cn/product-detail/77'), context(), AT)
    await acceptPageView(db, view('/about', 'cn', `${SITE}/cn/about`), context(), AT)
    const { views, rejections } = await rows()
    expect(views).toEqual([
      { path: '/about', locale: 'cn', title: '/$', views: 1 },
      { path: '/product-detail/77', locale: 'en', title: '/product-detail/$productId', views: 1 },
    ])
    expect(rejections).toEqual([
      { reason: 'not_from_page', count: 3 },
      { reason: 'rate_limited', count: 1 },
      { reason: 'unknown_path', count: 3 },
    ])
    const report = await pageViewReport(db, 7, AT)
    expect(report.total).toBe(2)
    expect(report.byPath.map((p) => p.path)).not.toContain('/no-such-page')
    expect(report.rejected).toEqual([
      { reason: 'not_from_page', count: 3 },
      { reason: 'unknown_path', count: 3 },
      { reason: 'rate_limited', count: 1 },
    ])
  })
})
