// One picture, one use: a seller who searched a picture today may switch its source tabs, reload, sort,
// filter and page through it without spending another of the day's supplier searches. The picture
// paid for is noted beside the day's counter (quota_usage, feature "search-supplier#<key>"): rows the
// quota table does not name are never listed or counted as a feature of their own.
import { createHash } from 'node:crypto'
import { beijingDay } from '@/config/quotas'
import type { Queryable } from '@/server/db/client'

/** The picture a search is of: its upload id or its URL. */
export function pictureKey(query: { image_id?: string; image_url?: string }): string | null {
  const raw = query.image_id ? `id:${query.image_id}` : query.image_url ? `url:${query.image_url}` : null
  return raw === null
    ? null
    : `search-supplier#${createHash('sha256').update(raw).digest('hex').slice(0, 24)}`
}

/** Whether the user already paid for this picture today. */
export async function paidToday(db: Queryable, userId: string, key: string): Promise<boolean> {
  const rows = await db.query<{ used: number }>(
    'SELECT used FROM quota_usage WHERE user_id = $1 AND day = $2::date AND feature = $3',
    [userId, beijingDay(), key],
  )
  return rows.length > 0
}

/** Notes that the user paid for this picture today. */
export async function notePaid(db: Queryable, userId: string, key: string): Promise<void> {
  await db.query(
    `INSERT INTO quota_usage (user_id, day, feature, used) VALUES ($1, $2::date, $3, 1)
     ON CONFLICT (user_id, day, feature) DO NOTHING`,
    [userId, beijingDay(), key],
  )
}
