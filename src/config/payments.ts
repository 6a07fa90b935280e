// Payment methods and order amounts (spec §3, §9), shared by the pay dialog (what it offers and what
// it quotes) and the server (what it accepts and charges), so the two cannot disagree. Alone in its own
// file so pages that never take a payment do not load it.
import { PLAN_PRICES } from './plan-prices'

export const PAYMENT_METHOD_IDS = ['alipay', 'card', 'wechat'] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]
export type Currency = 'CNY' | 'USD'

export type PaymentMethod = {
  id: PaymentMethodId
  /** Offered in the pay dialog and accepted by make_payment. */
  enabled: boolean
  currency: Currency
  /** Card renews by itself (once 0); Alipay and WeChat Pay are one-time passes of N months (once 1). */
  renews: boolean
}

/**
 * Spec §9: Alipay first and chosen by default (in yuan), card in dollars, WeChat Pay configured but
 * hidden. Turning WeChat on is `enabled: true` here: the dialog shows it and the server accepts it.
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'alipay', enabled: true, currency: 'CNY', renews: false },
  { id: 'card', enabled: true, currency: 'USD', renews: true },
  { id: 'wechat', enabled: false, currency: 'CNY', renews: false },
]

export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'alipay'

/** Months bought in one payment (and, for card, the length of each renewal period). */
export const MONTHS_MIN = 1
export const MONTHS_MAX = 12

export const PAID_PLAN_IDS = [1, 2, 3, 4] as const
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number]

export function paymentMethod(id: PaymentMethodId): PaymentMethod {
  const method = PAYMENT_METHODS.find((m) => m.id === id)
  if (!method) throw new RangeError(`unknown payment method ${id}`)
  return method
}

export const enabledPaymentMethods = () => PAYMENT_METHODS.filter((m) => m.enabled)

/** The monthly price in minor units (fen or cents) of the method's currency. */
export function monthlyMinor(planId: PaidPlanId, currency: Currency): number {
  const price = currency === 'CNY' ? PLAN_PRICES[planId].cny : PLAN_PRICES[planId].usd
  // Prices are written with at most two decimals; rounding removes binary-fraction noise (9.99 * 100).
  return Math.round(price * 100)
}

/** What an order of `months` months of a plan costs, as integer minor units with the currency. */
export function orderAmount(
  planId: PaidPlanId,
  methodId: PaymentMethodId,
  months: number,
): { amountMinor: number; currency: Currency } {
  const { currency } = paymentMethod(methodId)
  return { amountMinor: monthlyMinor(planId, currency) * months, currency }
}

/** Minor units back to the decimal amount the money formatter takes. */
export const fromMinor = (amountMinor: number) => amountMinor / 100

export const ORDER_STATE_IDS = ['created', 'paid', 'failed', 'refunded', 'renewed'] as const
export type OrderStateId = (typeof ORDER_STATE_IDS)[number]

/** An order as pages show it (the personal center's list, the sandbox checkout). */
export type OrderView = {
  id: string
  plan_id: PaidPlanId
  months: number
  payment_method: PaymentMethodId
  once: boolean
  renews: boolean
  amount_minor: number
  currency: Currency
  state: OrderStateId
  /** Seconds since the epoch. */
  created_at: number
}
