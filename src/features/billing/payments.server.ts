// The payment service behind /api/pay/* and the sandbox checkout (issue 16): make_payment creates an
// order and opens the provider's checkout, webhooks apply provider events exactly once (orders.ts), and
// cancel stops renewals at the provider before the subscription stops showing them. Every refusal is
// an ApiError with a message naming the field; nothing is written before the input is known good.
import {
  MONTHS_MAX,
  MONTHS_MIN,
  orderAmount,
  PAID_PLAN_IDS,
  type PaidPlanId,
  type PaymentMethodId,
  paymentMethod,
} from '@/config/payments'
import { ALL_PLANS } from '@/config/plans'
import { CYCLE, type SubscriptionInfo } from '@/config/subscription'
import { API_CODES } from '@/lib/api-codes'
import type { Locale } from '@/lib/locale'
import { ApiError, type Viewer } from '@/server/api/call'
import type { Database } from '@/server/db/client'
import { type PaymentProvider, WebhookRejected } from '@/server/payments/providers/provider'
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, signSandboxBody } from '@/server/payments/providers/sandbox'
import { getSubscription, nowSeconds } from '@/server/plan/subscription'
import {
  type AppliedEvent,
  abandonOrder,
  applyPaymentEvent,
  createOrder,
  findOrder,
  type Order,
  renewingOrders,
  setOrderCheckout,
  stopRenewal,
} from './orders.server'
import { cancelSubscription } from './subscriptions.server'

export type MakePaymentInput = {
  payment_method: PaymentMethodId
  plan_id: number
  once: 0 | 1
  num: number
  lang?: Locale
}

const invalid = (message: string) => new ApiError(400, API_CODES.invalidParameter, message)

/** No provider configured (docs/billing.md "Payments fail closed"): nothing is written, nothing granted. */
const paymentsOff = () =>
  new ApiError(503, API_CODES.upstreamUnavailable, 'payment: payments are not set up on this server')

const isPaidPlan = (id: number): id is PaidPlanId => PAID_PLAN_IDS.some((p) => p === id)

/** The pay_result page a payer lands on, in the language they paid in. */
export const payResultUrl = (origin: string, prefix: string, status: 'success' | 'fail', orderId?: string) =>
  `${origin}${prefix}/pay_result?pay_status=${status}${orderId ? `&order=${encodeURIComponent(orderId)}` : ''}`

/**
 * POST /api/pay/make_payment: checks the request, records the order (created) and returns the
 * provider's checkout url. 10003 when the caller already has an auto-renewing subscription and asks for
 * a second one (two renewals would charge twice a period).
 */
export async function makePayment(
  db: Database,
  provider: PaymentProvider,
  viewer: Viewer,
  input: MakePaymentInput,
  origin: string,
): Promise<{ url: string; order_id: string }> {
  if (provider.id === 'off') throw paymentsOff()
  if (!isPaidPlan(input.plan_id)) throw invalid(`plan_id: there is no paid plan ${input.plan_id}`)
  if (!Number.isInteger(input.num) || input.num < MONTHS_MIN || input.num > MONTHS_MAX)
    throw invalid(`num: must be a whole number of months from ${MONTHS_MIN} to ${MONTHS_MAX}`)
  const method = paymentMethod(input.payment_method)
  if (!method.enabled) throw invalid(`payment_method: ${method.id} is not offered`)
  if (input.once === 0 && !method.renews)
    throw invalid(`once: ${method.id} payments cannot renew by themselves; send once 1`)
  // Spec §4: card sets once 0. A card pass would be a renewal nobody asked the provider to set up,
  // and the pages tell card payers that card renews.
  if (input.once === 1 && method.renews)
    throw invalid(`once: ${method.id} payments renew until cancelled; send once 0`)
  const planId = input.plan_id
  if (input.once === 0) {
    const current = await getSubscription(db, viewer.userId)
    if (current.cycle_subscription === CYCLE.autoRenew && current.expire_at > nowSeconds())
      throw new ApiError(
        409,
        API_CODES.repeatSubscription,
        'subscription: an auto-renewing subscription is already active',
      )
  }
  const { amountMinor, currency } = orderAmount(planId, method.id, input.num)
  const order = await createOrder(db, {
    userId: viewer.userId,
    planId,
    months: input.num,
    method: method.id,
    once: input.once === 1,
    amountMinor,
    currency,
    provider: provider.id,
  })
  const prefix = input.lang === 'cn' ? '/cn' : ''
  try {
    const checkout = await provider.createCheckout(
      {
        id: order.id,
        planId,
        planName: ALL_PLANS.find((p) => p.id === planId)?.name() ?? `Plan ${planId}`,
        months: order.months,
        method: method.id,
        once: order.once,
        amountMinor,
        currency,
        email: viewer.email,
      },
      {
        origin,
        prefix,
        successUrl: payResultUrl(origin, prefix, 'success', order.id),
        cancelUrl: payResultUrl(origin, prefix, 'fail', order.id),
      },
    )
    await setOrderCheckout(db, order.id, checkout.checkoutId)
    return { url: checkout.url, order_id: order.id }
  } catch (error) {
    await abandonOrder(db, order.id)
    console.error('[payments] checkout failed', error)
    throw new ApiError(
      502,
      API_CODES.upstreamUnavailable,
      'payment: the payment provider did not answer; try again',
    )
  }
}

/** A provider notification: verified, then applied once. A rejected one changes nothing. */
export async function handleWebhook(
  db: Database,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<AppliedEvent> {
  let event: Awaited<ReturnType<PaymentProvider['parseWebhook']>>
  try {
    event = await provider.parseWebhook(rawBody, headers)
  } catch (error) {
    if (error instanceof WebhookRejected) throw invalid(error.message)
    console.error('[payments] webhook could not be read', error)
    throw new ApiError(
      502,
      API_CODES.upstreamUnavailable,
      'payment: the provider could not be asked about this event',
    )
  }
  return applyPaymentEvent(db, provider.id, event)
}

/** An order as its owner may see it (the sandbox checkout page), or null. */
export async function ownOrder(db: Database, userId: string, orderId: string): Promise<Order | null> {
  const order = await findOrder(db, orderId)
  return order && order.userId === userId ? order : null
}

/**
 * POST /api/pay/cancel_subscription: stops renewal at the provider first (so the card is not charged
 * again), then in the subscription; the paid period runs to its end.
 */
export async function cancelRenewals(
  db: Database,
  provider: PaymentProvider,
  userId: string,
): Promise<SubscriptionInfo> {
  for (const order of await renewingOrders(db, userId)) {
    // A renewal at a provider this server no longer talks to cannot be stopped from here.
    if (provider.id === 'off') throw paymentsOff()
    if (order.provider !== provider.id) continue
    try {
      await provider.cancelRenewal(order)
    } catch (error) {
      console.error('[payments] cancel failed', error)
      throw new ApiError(
        502,
        API_CODES.upstreamUnavailable,
        'payment: the payment provider did not answer; try again',
      )
    }
    await stopRenewal(db, order.id)
  }
  if (!(await cancelSubscription(db, userId)))
    throw invalid('subscription: there is no auto-renewal to cancel')
  return getSubscription(db, userId)
}

/**
 * The sandbox checkout's Approve or Decline: the same signed notification a real provider sends, through
 * the same verification and the same once-only application, then the pay_result page to go to.
 */
export async function decideSandboxOrder(
  db: Database,
  provider: PaymentProvider,
  secret: string,
  userId: string,
  input: { orderId: string; approve: boolean; lang: Locale; origin: string },
): Promise<{ url: string }> {
  if (provider.id !== 'sandbox')
    throw new ApiError(404, API_CODES.notFound, 'order: the sandbox is not in use')
  const order = await ownOrder(db, userId, input.orderId)
  if (!order) throw new ApiError(404, API_CODES.notFound, 'order: no such order')
  if (order.state !== 'created') throw invalid(`order: the order is already ${order.state}`)
  const body = JSON.stringify(sandboxEvent(input.approve ? 'payment.succeeded' : 'payment.failed', order.id))
  const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body) })
  await handleWebhook(db, provider, body, headers)
  const prefix = input.lang === 'cn' ? '/cn' : ''
  return { url: payResultUrl(input.origin, prefix, input.approve ? 'success' : 'fail', order.id) }
}
