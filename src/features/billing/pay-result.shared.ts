// The /pay_result page's search and what it tells the window that opened the checkout. Apart from
// payments.shared.ts (plans, methods and prices) because the route validates its search with it, and a
// route's options ride with the app's entry.
import * as v from 'valibot'

/** What the pay_result page tells the window that opened the checkout. */
export const PAY_STATUS_MESSAGE = 'shopsight:pay_status'
export type PayStatus = 'success' | 'fail'
export const PayResultSearch = v.object({
  pay_status: v.fallback(v.optional(v.picklist(['success', 'fail'])), undefined),
  order: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
})
