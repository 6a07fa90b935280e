// Page views stored first-party: one upsert per view into a row per (Beijing day, path, language), so
// a year of traffic is a few hundred thousand rows at most and the staff report reads a date range of
// that rollup by its primary key, never a raw event table.
import { beijingDay } from '@/config/quotas'
import { API_CODES } from '@/lib/api-codes'
import { addDays } from '@/lib/days'
import { splitLocalePrefix } from '@/lib/locale'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Queryable } from '@/server/db/client'
import type { PageViewInput, PageViewReport } from './analytics.shared'

/** The path a view is counted under: no query, no language prefix (the language is its own column), no trailing slash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/'
  const { rest } = splitLocalePrefix(bare)
  const clean = rest.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  return clean.slice(0, 300) || '/'
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
