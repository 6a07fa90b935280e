// An order as the pages see it: no user id, no provider references.
import type { OrderView } from '@/config/payments'
import type { Order } from './orders.server'

export const toOrderView = (order: Order): OrderView => ({
  id: order.id,
  plan_id: order.planId,
  months: order.months,
  payment_method: order.method,
  once: order.once,
  renews: order.renews,
  amount_minor: order.amountMinor,
  currency: order.currency,
  state: order.state,
  created_at: order.createdAt,
})
