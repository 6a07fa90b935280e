// Affiliates: an account applies and gets a referral code; a visit with `?aff=<code>` counts a click
// and leaves a cookie for the attribution window; an account registered with that cookie is referred
// (once, never by itself). The ledger has one commission line per paid period of a referred account's
// orders (the payments' own `order_periods`, renewals included), moving pending → approved (refund
// window passed) → paid (a recorded payout), or reversed by a refund; keyed by (order, period, kind),
// so syncing it any number of times credits each once.
import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { beijingDay } from '@/config/quotas'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Database, Queryable } from '@/server/db/client'
import {
  AFFILIATE_COOKIE,
  AFFILIATE_PARAM,
  AFFILIATE_PAYOUT_THRESHOLD_MINOR,
  AFFILIATE_RATE_PERCENT,
  AFFILIATE_REFUND_WINDOW_DAYS,
  AFFILIATE_WINDOW_DAYS,
  type AffiliateChannel,
  AffiliateCodeSchema,
  type AffiliateDashboard,
  type Balance,
  LEDGER_CURRENCIES,
  type LedgerCurrency,
  type LedgerLine,
  type LedgerState,
  type Payout,
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
 * that remembers the referral for the attribution window (null for anything else).
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
  return `${AFFILIATE_COOKIE}=${parsed.output}; Path=/; Max-Age=${AFFILIATE_WINDOW_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`
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

const isLedgerCurrency = (c: string): c is LedgerCurrency => LEDGER_CURRENCIES.some((k) => k === c)
const asCurrency = (c: string): LedgerCurrency => (isLedgerCurrency(c) ? c : 'CNY')

/**
 * Brings the affiliate's ledger up to date with the payments' own tables: a commission line per paid
 * period (pending, dated by the payment); a refund reverses the commissions of its order that were not
 * paid out yet, and adds a negative clawback line (approved, deducted from the next payout) for those
 * that were; pending commissions whose refund window has passed become approved. Idempotent: lines are
 * keyed by (order, period, kind) and each state moves one way.
 */
export async function syncLedger(db: Queryable, affiliateId: string, now: Date = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO affiliate_ledger (order_id, period, kind, affiliate_id, amount_minor, currency, earned_at)
     SELECT p.order_id, p.period, 'commission', r.affiliate_id,
            ceil(p.amount_minor * $2::numeric / 100)::int, o.currency, p.granted_at
       FROM affiliate_referrals r
       JOIN orders o ON o.user_id = r.user_id
       JOIN order_periods p ON p.order_id = o.id
      WHERE r.affiliate_id = $1
     ON CONFLICT DO NOTHING`,
    [affiliateId, AFFILIATE_RATE_PERCENT],
  )
  await db.query(
    `UPDATE affiliate_ledger l SET state = 'reversed'
       FROM orders o
      WHERE o.id = l.order_id AND o.state = 'refunded'
        AND l.affiliate_id = $1 AND l.kind = 'commission' AND l.state IN ('pending', 'approved')`,
    [affiliateId],
  )
  await db.query(
    `INSERT INTO affiliate_ledger (order_id, period, kind, affiliate_id, amount_minor, currency, state, earned_at)
     SELECT l.order_id, l.period, 'reversal', l.affiliate_id, -l.amount_minor, l.currency, 'approved', $2
       FROM affiliate_ledger l JOIN orders o ON o.id = l.order_id
      WHERE l.affiliate_id = $1 AND l.kind = 'commission' AND l.state = 'paid' AND o.state = 'refunded'
     ON CONFLICT DO NOTHING`,
    [affiliateId, now],
  )
  await db.query(
    `UPDATE affiliate_ledger SET state = 'approved'
      WHERE affiliate_id = $1 AND kind = 'commission' AND state = 'pending'
        AND earned_at <= $2::timestamptz - make_interval(days => $3)`,
    [affiliateId, now, AFFILIATE_REFUND_WINDOW_DAYS],
  )
}

export type PayoutRefusal = 'not_affiliate' | 'nothing_approved' | 'below_threshold' | 'duplicate_reference'

/**
 * Records a payout support made (npm run admin -- affiliate-payout): every approved line of the currency,
 * clawbacks deducted, settled by one payout with its transfer reference and date. Below the threshold
 * only with `final` (the agreement pays the rest when the programme ends without breach).
 */
export async function recordPayout(
  db: Database,
  affiliateId: string,
  input: { currency: LedgerCurrency; reference: string; paidAt: Date; final?: boolean },
): Promise<
  { ok: true; payout: Payout; lines: number } | { ok: false; reason: PayoutRefusal; total: number }
> {
  return db.transaction(async (tx) => {
    // One payout at a time per affiliate: two support sessions cannot settle the same lines twice.
    const [affiliate] = await tx.query('SELECT 1 FROM affiliates WHERE user_id = $1 FOR UPDATE', [
      affiliateId,
    ])
    if (!affiliate) return { ok: false, reason: 'not_affiliate', total: 0 }
    await syncLedger(tx, affiliateId, input.paidAt)
    const [dup] = await tx.query(
      'SELECT 1 FROM affiliate_payouts WHERE affiliate_id = $1 AND reference = $2',
      [affiliateId, input.reference],
    )
    if (dup) return { ok: false, reason: 'duplicate_reference', total: 0 }
    const [sum] = await tx.query<{ total: string | null; lines: string }>(
      `SELECT sum(amount_minor) AS total, count(*) AS lines FROM affiliate_ledger
        WHERE affiliate_id = $1 AND currency = $2 AND state = 'approved'`,
      [affiliateId, input.currency],
    )
    const total = Number(sum?.total ?? 0)
    if (total <= 0) return { ok: false, reason: 'nothing_approved', total }
    if (total < AFFILIATE_PAYOUT_THRESHOLD_MINOR[input.currency] && !input.final)
      return { ok: false, reason: 'below_threshold', total }
    const id = `po_${randomBytes(9).toString('base64url')}`
    await tx.query(
      `INSERT INTO affiliate_payouts (id, affiliate_id, amount_minor, currency, reference, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, affiliateId, total, input.currency, input.reference, input.paidAt],
    )
    const settled = await tx.query(
      `UPDATE affiliate_ledger SET state = 'paid', payout_id = $3
        WHERE affiliate_id = $1 AND currency = $2 AND state = 'approved' RETURNING order_id`,
      [affiliateId, input.currency, id],
    )
    return {
      ok: true,
      lines: settled.length,
      payout: {
        id,
        amount_minor: total,
        currency: input.currency,
        reference: input.reference,
        paid_at: Math.floor(input.paidAt.getTime() / 1000),
      },
    }
  })
}

const LEDGER_ROWS = 200

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
  await db.transaction((tx) => syncLedger(tx, viewer.userId))
  const [counts] = await db.query<{ clicks: string; signups: string; paying: string }>(
    `SELECT (SELECT coalesce(sum(clicks), 0) FROM affiliate_clicks_daily WHERE affiliate_id = $1) AS clicks,
            (SELECT count(*) FROM affiliate_referrals WHERE affiliate_id = $1) AS signups,
            (SELECT count(DISTINCT r.user_id) FROM affiliate_referrals r JOIN orders o ON o.user_id = r.user_id
              WHERE r.affiliate_id = $1 AND o.state IN ('paid', 'renewed')) AS paying`,
    [viewer.userId],
  )
  const sums = await db.query<{ currency: string; state: LedgerState; total: string }>(
    `SELECT currency, state, sum(amount_minor) AS total FROM affiliate_ledger
      WHERE affiliate_id = $1 GROUP BY currency, state`,
    [viewer.userId],
  )
  const payoutRows = await db.query<{
    id: string
    amount_minor: number
    currency: string
    reference: string
    paid_at: string
  }>(
    `SELECT id, amount_minor, currency, reference, floor(extract(epoch FROM paid_at))::int8 AS paid_at
       FROM affiliate_payouts WHERE affiliate_id = $1 ORDER BY paid_at DESC, created_at DESC`,
    [viewer.userId],
  )
  const ledger = await db.query<{
    order_id: string
    period: string
    kind: LedgerLine['kind']
    amount_minor: string
    currency: string
    state: LedgerState
    earned_at: string
    payout_reference: string | null
  }>(
    `SELECT l.order_id, l.period, l.kind, l.amount_minor, l.currency, l.state,
            floor(extract(epoch FROM l.earned_at))::int8 AS earned_at, p.reference AS payout_reference
       FROM affiliate_ledger l LEFT JOIN affiliate_payouts p ON p.id = l.payout_id
      WHERE l.affiliate_id = $1 ORDER BY l.earned_at DESC, l.order_id, l.period, l.kind LIMIT ${LEDGER_ROWS}`,
    [viewer.userId],
  )
  const payouts: Payout[] = payoutRows.map((p) => ({
    id: p.id,
    amount_minor: Number(p.amount_minor),
    currency: asCurrency(p.currency),
    reference: p.reference,
    paid_at: Number(p.paid_at),
  }))
  const balances: Balance[] = LEDGER_CURRENCIES.map((currency) => {
    const of = (state: LedgerState) =>
      Number(sums.find((s) => s.currency === currency && s.state === state)?.total ?? 0)
    return {
      currency,
      // Reversed commissions were never owed; clawbacks (negative, approved or paid) net the rest.
      earned: of('pending') + of('approved') + of('paid'),
      pending: of('pending'),
      approved: of('approved'),
      // What was transferred, from the payouts themselves.
      paid: payouts.filter((p) => p.currency === currency).reduce((t, p) => t + p.amount_minor, 0),
    }
  }).filter((b) => b.currency === 'CNY' || sums.some((s) => s.currency === b.currency))
  const windowSeconds = AFFILIATE_REFUND_WINDOW_DAYS * 86_400
  return {
    affiliate: { ...affiliate, link: affiliateLink(origin, affiliate.code) },
    clicks: Number(counts?.clicks ?? 0),
    signups: Number(counts?.signups ?? 0),
    paying: Number(counts?.paying ?? 0),
    balances,
    payouts,
    ledger: ledger.map((l) => ({
      order_id: l.order_id,
      period: l.period,
      kind: l.kind,
      amount_minor: Number(l.amount_minor),
      currency: asCurrency(l.currency),
      state: l.state,
      earned_at: Number(l.earned_at),
      approves_at: Number(l.earned_at) + windowSeconds,
      payout_reference: l.payout_reference,
    })),
  }
}
