// The names of payment methods and order states, for the pay dialog, the sandbox checkout and the
// personal center's order list (both features read them, so they sit below both).
import type { OrderStateId, PaymentMethodId } from '@/config/payments'
import { m } from '@/paraglide/messages'

export const METHOD_LABEL: Record<PaymentMethodId, () => string> = {
  alipay: m.pay_method_alipay,
  card: m.pay_method_card,
  wechat: m.pay_method_wechat,
}

export const ORDER_STATE_LABEL: Record<OrderStateId, () => string> = {
  created: m.order_state_created,
  paid: m.order_state_paid,
  failed: m.order_state_failed,
  refunded: m.order_state_refunded,
  renewed: m.order_state_renewed,
}

/** "1 month", "3 months" (the pay dialog, the checkout). */
export const monthCount = (count: number) => (count === 1 ? m.pay_month_one() : m.pay_month_many({ count }))

/**
 * What each payment method does at the end of the period, in one sentence: the pricing FAQ, the pay
 * dialog and the personal center all show this text, so they cannot disagree (card renews, passes
 * never do; `renews` in src/config/payments.ts is what the server enforces).
 */
export const RENEWAL_RULE: Record<PaymentMethodId, () => string> = {
  alipay: m.pay_alipay_tip,
  card: m.pay_card_tip,
  wechat: m.pay_wechat_tip,
}
