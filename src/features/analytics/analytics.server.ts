// Page views stored first-party: one upsert per view into a row per (Beijing day, path, language), so
// a year of traffic is a few hundred thousand rows at most and the staff report reads a date range of
// that rollup by its primary key, never a raw event table. No visitor identifier is stored with a view;
// after "only necessary" cookies nothing is stored at all. Refused beacons are counted per day and reason.
import { beijingDay } from '@/config/quotas'
import { API_CODES } from '@/lib/api-codes'
import { canonicalPath } from '@/lib/canonical-path'
import { addDays } from '@/lib/days'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Queryable } from '@/server/db/client'
import {
  PAGE_VIEW_REJECTIONS,
  type PageViewInput,
  type PageViewRejection,
  type PageViewReport,
} from './analytics.shared'
import { matchPageRoute } from './page-routes'

/**
 * The path a view is counted under: the request's canonical path (decoded, collapsed, no language prefix —
 * the language is its own column —, no trailing slash), as every limit reads it, without the query.
 */
export function normalizePath(path: string): string {
  return canonicalPath(path.split(/[?#]/)[0] ?? '/').path.slice(0, 300)
}

export async function recordPageView(
  db: Queryable,
  view: PageViewInput,
  at: Date = new Date(),
): Promise<void> {
  await db.query(
    `INSERT INTO page_views_daily (day, path, locale, title, views) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (day, path, locale) DO UPDATE SET views = page_views_daily.views + 1, title = EXCLUDED.title`,
    [beijingDay(at), normalizePath(view.page_path), view.language, view.page_title],
  )
}

export async function recordRejection(
  db: Queryable,
  reason: PageViewRejection,
  at: Date = new Date(),
): Promise<void> {
  await db.query(
    `INSERT INTO page_view_rejections_daily (day, reason, count) VALUES ($1, $2, 1)
     ON CONFLICT (day, reason) DO UPDATE SET count = page_view_rejections_daily.count + 1`,
    [beijingDay(at), reason],
  )
}

/** What the endpoint knows about a beacon besides its body. */
export type BeaconContext = {
  /** The visitor's cookie choice (`all`, `necessary`), from the consent cookie; null before any choice. */
  consent: string | null
  /** The request's `Origin` header (a browser sends it with every beacon). */
  origin: string | null
  /** Origins whose pages may report views (this site's). */
  siteOrigins: ReadonlySet<string>
  /** Whether a content page (the catch-all route's files) exists under this slug. */
  isContentPage: (slug: string) => boolean
  /** Counts the beacon against the per-session and per-address limits; seconds to wait when over. */
  limit: () => Promise<number | null>
}

export type BeaconVerdict =
  | { kind: 'recorded'; route: string }
  | { kind: 'not_consented' }
  | { kind: 'rejected'; reason: PageViewRejection }

/**
 * One page-view beacon (issue 39): nothing at all is recorded for a visitor who chose "only necessary"
 * cookies; a beacon counts only when it comes from one of this site's pages (its Origin, and a location
 * on this site whose path is the one reported), for a path one of the app's pages serves, within the
 * rate limits. Refusals are counted per day and reason for the staff report, never as views.
 */
export async function acceptPageView(
  db: Queryable,
  view: PageViewInput,
  context: BeaconContext,
  at: Date = new Date(),
): Promise<BeaconVerdict> {
  if (context.consent === 'necessary') return { kind: 'not_consented' }
  const reject = async (reason: PageViewRejection): Promise<BeaconVerdict> => {
    await recordRejection(db, reason, at)
    return { kind: 'rejected', reason }
  }
  const path = normalizePath(view.page_path)
  let location: URL
  try {
    location = new URL(view.page_location)
  } catch {
    return reject('not_from_page')
  }
  if (
    context.origin === null ||
    !context.siteOrigins.has(context.origin) ||
    location.origin !== context.origin ||
    normalizePath(location.pathname) !== path
  )
    return reject('not_from_page')
  const route = matchPageRoute(path, context.isContentPage)
  if (!route) return reject('unknown_path')
  if ((await context.limit()) !== null) return reject('rate_limited')
  // The route name is the server's own match, not what the beacon claimed.
  await recordPageView(db, { ...view, page_title: route }, at)
  return { kind: 'recorded', route }
}

export async function isStaff(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM staff_members WHERE user_id = $1', [userId])
  return rows.length > 0
}

/** Staff only: anyone else is told the report does not exist (not that it is forbidden). */
export async function requireStaff(db: Queryable, viewer: Viewer | null): Promise<Viewer> {
  if (!viewer || viewer.isGuest || !(await isStaff(db, viewer.userId))) {
    throw new ApiError(404, API_CODES.notFound, 'path: not found')
  }
  return viewer
}

const TOP_PATHS = 50

export async function pageViewReport(
  db: Queryable,
  days: number,
  at: Date = new Date(),
): Promise<PageViewReport> {
  const to = beijingDay(at)
  const from = addDays(to, -(days - 1))
  const byDay = await db.query<{ day: string; en: string; cn: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day,
            sum(views) FILTER (WHERE locale = 'en') AS en, sum(views) FILTER (WHERE locale = 'cn') AS cn
       FROM page_views_daily WHERE day BETWEEN $1 AND $2 GROUP BY day ORDER BY day`,
    [from, to],
  )
  const byPath = await db.query<{ path: string; title: string; en: string; cn: string; views: string }>(
    `SELECT path, max(title) AS title, coalesce(sum(views) FILTER (WHERE locale = 'en'), 0) AS en,
            coalesce(sum(views) FILTER (WHERE locale = 'cn'), 0) AS cn, sum(views) AS views
       FROM page_views_daily WHERE day BETWEEN $1 AND $2
      GROUP BY path ORDER BY sum(views) DESC, path LIMIT ${TOP_PATHS}`,
    [from, to],
  )
  const rejectedRows = await db.query<{ reason: string; count: string }>(
    `SELECT reason, sum(count) AS count FROM page_view_rejections_daily
      WHERE day BETWEEN $1 AND $2 GROUP BY reason`,
    [from, to],
  )
  const rejected = PAGE_VIEW_REJECTIONS.map((reason) => ({
    reason,
    count: Number(rejectedRows.find((r) => r.reason === reason)?.count ?? 0),
  }))
  const seen = new Map(byDay.map((d) => [d.day, d]))
  const series: PageViewReport['byDay'] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = seen.get(day)
    series.push({ day, en: Number(row?.en ?? 0), cn: Number(row?.cn ?? 0) })
  }
  return {
    from,
    to,
    total: series.reduce((sum, d) => sum + d.en + d.cn, 0),
    rejected,
    byDay: series,
    byPath: byPath.map((p) => ({
      path: p.path,
      title: p.title,
      en: Number(p.en),
      cn: Number(p.cn),
      views: Number(p.views),
    })),
  }
}
