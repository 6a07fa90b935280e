// Affiliates: an account applies and gets a referral code; a visit with `?aff=<code>` counts a click
// and leaves a 30-day cookie; an account registered with that cookie is referred (once, never by
// itself). The ledger has one commission line per paid period of a referred account's orders (the
// payments' own `order_periods`, renewals included) and one reversal per period of a refunded order;
// both are keyed by (order, period, kind), so syncing it any number of times credits each once.
import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { beijingDay } from '@/config/quotas'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Database, Queryable } from '@/server/db/client'
import {
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  AFFILIATE_PARAM,
  AFFILIATE_RATE_PERCENT,
  type AffiliateChannel,
  AffiliateCodeSchema,
  type AffiliateDashboard,
  type LedgerLine,
  type Money,
} from './affiliate.shared'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const newCode = () => [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')

export const affiliateLink = (origin: string, code: string) => `${origin}/?${AFFILIATE_PARAM}=${code}`

export async function applyAffiliate(
  db: Queryable,
  viewer: Viewer,
  input: { website: string; channel: AffiliateChannel },
): Promise<void> {
  if (viewer.isGuest)
    throw new ApiError(401, API_CODES.sessionInvalid, 'session: register to join the programme')
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [found] = await db.query('SELECT 1 FROM affiliates WHERE user_id = $1', [viewer.userId])
    if (found) return
    await db.query(
      `INSERT INTO affiliates (user_id, code, website, channel) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [viewer.userId, newCode(), input.website, input.channel],
    )
  }
}

/**
 * A page request carrying `?aff=<code>` of a known affiliate: counts the click and answers the cookie
 * that remembers the referral for 30 days (null for anything else).
 */
export async function affiliateLanding(db: Queryable, url: URL): Promise<string | null> {
  const raw = url.searchParams.get(AFFILIATE_PARAM)
  if (raw === null) return null
  const parsed = v.safeParse(AffiliateCodeSchema, raw)
  if (!parsed.success) return null
  const [affiliate] = await db.query<{ user_id: string }>('SELECT user_id FROM affiliates WHERE code = $1', [
    parsed.output,
  ])
  if (!affiliate) return null
  await db.query(
    `INSERT INTO affiliate_clicks_daily (affiliate_id, day, clicks) VALUES ($1, $2, 1)
     ON CONFLICT (affiliate_id, day) DO UPDATE SET clicks = affiliate_clicks_daily.clicks + 1`,
    [affiliate.user_id, beijingDay()],
  )
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return `${AFFILIATE_COOKIE}=${parsed.output}; Path=/; Max-Age=${AFFILIATE_COOKIE_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`
}

/** Credits a just-registered account to the affiliate of the cookie; silently nothing otherwise. */
export async function attributeReferral(
  db: Queryable,
  viewer: Viewer,
  code: string | undefined,
): Promise<boolean> {
  if (viewer.isGuest || !code) return false
  const parsed = v.safeParse(AffiliateCodeSchema, code)
  if (!parsed.success) return false
  const rows = await db.query(
    `INSERT INTO affiliate_referrals (user_id, affiliate_id)
     SELECT u.id, a.user_id FROM users u JOIN affiliates a ON a.code = $2
      WHERE u.id = $1 AND u.id <> a.user_id AND NOT u.is_guest AND u.created_at > now() - interval '24 hours'
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [viewer.userId, parsed.output],
  )
  return rows.length > 0
}

/** Writes the ledger lines the affiliate's referred orders have earned and not yet got. */
export async function syncLedger(db: Database, affiliateId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO affiliate_ledger (order_id, period, kind, affiliate_id, amount_minor, currency)
       SELECT p.order_id, p.period, 'commission', r.affiliate_id,
              ceil(p.amount_minor * $2::numeric / 100)::int, o.currency
         FROM affiliate_referrals r
         JOIN orders o ON o.user_id = r.user_id
         JOIN order_periods p ON p.order_id = o.id
        WHERE r.affiliate_id = $1
       ON CONFLICT DO NOTHING`,
      [affiliateId, AFFILIATE_RATE_PERCENT],
    )
    await tx.query(
      `INSERT INTO affiliate_ledger (order_id, period, kind, affiliate_id, amount_minor, currency)
       SELECT l.order_id, l.period, 'reversal', l.affiliate_id, -l.amount_minor, l.currency
         FROM affiliate_ledger l JOIN orders o ON o.id = l.order_id
        WHERE l.affiliate_id = $1 AND l.kind = 'commission' AND o.state = 'refunded'
       ON CONFLICT DO NOTHING`,
      [affiliateId],
    )
  })
}

const sumBy = (rows: { currency: string; total: string }[]): Money =>
  Object.fromEntries(rows.map((r) => [r.currency, Number(r.total)]))

export async function affiliateDashboard(
  db: Database,
  viewer: Viewer,
  origin: string,
): Promise<AffiliateDashboard> {
  const [affiliate] = await db.query<{ code: string; website: string; channel: AffiliateChannel }>(
    'SELECT code, website, channel FROM affiliates WHERE user_id = $1',
    [viewer.userId],
  )
  if (!affiliate) return { affiliate: null }
  await syncLedger(db, viewer.userId)
  const [counts] = await db.query<{ clicks: string; signups: string; paying: string }>(
    `SELECT (SELECT coalesce(sum(clicks), 0) FROM affiliate_clicks_daily WHERE affiliate_id = $1) AS clicks,
            (SELECT count(*) FROM affiliate_referrals WHERE affiliate_id = $1) AS signups,
            (SELECT count(DISTINCT r.user_id) FROM affiliate_referrals r JOIN orders o ON o.user_id = r.user_id
              WHERE r.affiliate_id = $1 AND o.state IN ('paid', 'renewed')) AS paying`,
    [viewer.userId],
  )
  const totals = (where: string) =>
    db.query<{ currency: string; total: string }>(
      `SELECT currency, sum(amount_minor) AS total FROM affiliate_ledger WHERE affiliate_id = $1 ${where} GROUP BY currency`,
      [viewer.userId],
    )
  const ledger = await db.query<LedgerLine & { created_at: string; amount_minor: string }>(
    `SELECT order_id, period, kind, amount_minor, currency, state, extract(epoch FROM created_at)::int8 AS created_at
       FROM affiliate_ledger WHERE affiliate_id = $1 ORDER BY created_at DESC, order_id, kind LIMIT 100`,
    [viewer.userId],
  )
  return {
    affiliate: { ...affiliate, link: affiliateLink(origin, affiliate.code) },
    clicks: Number(counts?.clicks ?? 0),
    signups: Number(counts?.signups ?? 0),
    paying: Number(counts?.paying ?? 0),
    earned: sumBy(await totals('')),
    pending: sumBy(await totals(`AND state = 'pending'`)),
    paid: sumBy(await totals(`AND state = 'paid'`)),
    ledger: ledger.map((l) => ({
      ...l,
      amount_minor: Number(l.amount_minor),
      created_at: Number(l.created_at),
    })),
  }
}
