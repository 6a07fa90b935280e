// The affiliate programme (spec §1, §2 /affiliate): applications, the `?aff=` referral link (remembered
// for 30 days in a cookie), and the dashboard's figures. Commission is at least 30% of every paid
// period of a referred account, renewals included, reversed when the order is refunded.
import * as v from 'valibot'

export const AFFILIATE_PARAM = 'aff'
export const AFFILIATE_COOKIE = 'shopsight_aff'
export const AFFILIATE_COOKIE_DAYS = 30
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

export type LedgerLine = {
  order_id: string
  period: string
  kind: 'commission' | 'reversal'
  amount_minor: number
  currency: string
  state: 'pending' | 'paid'
  created_at: number
}

/** Sums per currency (orders are paid in yuan or dollars). */
export type Money = Record<string, number>

export type AffiliateDashboard =
  | { affiliate: null }
  | {
      affiliate: { code: string; link: string; website: string; channel: AffiliateChannel }
      clicks: number
      signups: number
      paying: number
      earned: Money
      pending: Money
      paid: Money
      ledger: LedgerLine[]
    }
