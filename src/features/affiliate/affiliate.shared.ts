// The affiliate programme (spec §1, §2 /affiliate): applications, the `?aff=` referral link (remembered
// for AFFILIATE_WINDOW_DAYS in a cookie), and the dashboard's figures. Commission is at least 30% of
// every paid period of a referred account, renewals included. A commission is pending while its payment
// can still be refunded, approved after that, paid once a payout settles it, reversed by a refund.
import * as v from 'valibot'

export const AFFILIATE_PARAM = 'aff'
export const AFFILIATE_COOKIE = 'shopsight_aff'
/**
 * The one attribution window: the cookie's lifetime, and what the page and the agreement state. The
 * spec names no number; 30 days is what the cookie always did (docs/billing.md).
 */
export const AFFILIATE_WINDOW_DAYS = 30
/** A commission stays pending for the refund policy's first-purchase window after its payment. */
export const AFFILIATE_REFUND_WINDOW_DAYS = 7
/**
 * The smallest payout, per currency of the commissions it settles (minor units). Commissions are mostly
 * yuan (Alipay, the default method), so the page states ¥350 first; card payments earn dollars.
 */
export const AFFILIATE_PAYOUT_THRESHOLD_MINOR = { CNY: 35_000, USD: 5_000 } as const
export type LedgerCurrency = keyof typeof AFFILIATE_PAYOUT_THRESHOLD_MINOR
export const LEDGER_CURRENCIES = ['CNY', 'USD'] as const satisfies readonly LedgerCurrency[]
/** The published minimum: 30% of each payment, rounded up to the minor unit. */
export const AFFILIATE_RATE_PERCENT = 30

export const AffiliateCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9]{8}$/, 'must be a referral code'),
)

export const AFFILIATE_CHANNELS = ['course', 'video', 'blog', 'community', 'agency', 'other'] as const
export type AffiliateChannel = (typeof AFFILIATE_CHANNELS)[number]

export const AffiliateApplySchema = v.object({
  website: v.pipe(
    v.string('must be a string'),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(300, 'is too long'),
    v.url('must be a URL (https://…)'),
  ),
  channel: v.picklist(AFFILIATE_CHANNELS, 'must be one of course, video, blog, community, agency, other'),
  agree: v.literal(true, 'must accept the affiliate agreement'),
})

export const LEDGER_STATES = ['pending', 'approved', 'paid', 'reversed'] as const
export type LedgerState = (typeof LEDGER_STATES)[number]

export type LedgerLine = {
  order_id: string
  period: string
  /** A commission on a paid period, or the clawback of a commission refunded after it was paid out. */
  kind: 'commission' | 'reversal'
  amount_minor: number
  currency: LedgerCurrency
  state: LedgerState
  /** Seconds: when the period was paid (the refund window counts from here). */
  earned_at: number
  /** Seconds: when a pending commission becomes approved. */
  approves_at: number
  /** The payout that settled the line, by its reference. */
  payout_reference: string | null
}

export type Payout = {
  id: string
  amount_minor: number
  currency: LedgerCurrency
  reference: string
  /** Seconds. */
  paid_at: number
}

/** One currency's balance in minor units: what waits for the refund window, what is owed, what was paid. */
export type Balance = {
  currency: LedgerCurrency
  earned: number
  pending: number
  approved: number
  paid: number
}

export type AffiliateDashboard =
  | { affiliate: null }
  | {
      affiliate: { code: string; link: string; website: string; channel: AffiliateChannel }
      clicks: number
      signups: number
      paying: number
      /** CNY first, always present (so "paid out" reads 0 before any payout); USD when earned. */
      balances: Balance[]
      payouts: Payout[]
      ledger: LedgerLine[]
    }
