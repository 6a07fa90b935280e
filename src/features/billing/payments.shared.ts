// The payment request of the /api contract (spec §3: payment_method, plan_id, once, num) and what the
// pages show of an order. Client-safe: the pay dialog sends exactly what the server validates.
import * as v from 'valibot'
import { MONTHS_MAX, MONTHS_MIN, PAYMENT_METHOD_IDS } from '@/config/payments'
import { LOCALES } from '@/lib/locale'
import { IntParam } from '@/lib/params'

export const MakePaymentSchema = v.object({
  payment_method: v.picklist(PAYMENT_METHOD_IDS, `must be one of ${PAYMENT_METHOD_IDS.join(', ')}`),
  plan_id: v.pipe(
    IntParam(0, 1_000_000),
    v.check((id) => id >= 1 && id <= 4, 'must be a paid plan: 1, 2, 3 or 4'),
  ),
  once: v.pipe(
    IntParam(0, 1),
    v.transform((n) => (n === 0 ? 0 : 1) as 0 | 1),
  ),
  num: IntParam(MONTHS_MIN, MONTHS_MAX),
  /** The language of the checkout and result pages (not in the spec's payload; optional). */
  lang: v.optional(v.picklist(LOCALES, 'must be en or cn')),
})
export type MakePaymentRequest = v.InferInput<typeof MakePaymentSchema>

export { PAY_STATUS_MESSAGE, type PayStatus } from './pay-result.shared'
