// The Stripe provider: Checkout Sessions through the official SDK. Card is sold as a subscription that
// renews every N months (once 0); Alipay and WeChat Pay as one-time passes of N months (once 1), because
// Stripe Checkout offers neither for subscriptions. Notifications are verified with constructEvent over
// the raw body (default 300 s tolerance). Checkout events are decided by reading the session's current
// state from Stripe, not the event's snapshot, so an old event arriving late cannot undo a newer state.
// Objects are read through small valibot schemas: only the fields used, whatever the API version adds.
import Stripe from 'stripe'
import * as v from 'valibot'
import type { PaymentMethodId } from '@/config/payments'
import { type PaymentEvent, type PaymentProvider, WebhookRejected } from './provider'

export type StripeOptions = {
  secretKey: string
  webhookSecret: string
  /** A stand-in of Stripe's API (tests): host, port and protocol of the SDK's requests. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

const METHOD_TYPES = { card: 'card', alipay: 'alipay', wechat: 'wechat_pay' } as const satisfies Record<
  PaymentMethodId,
  string
>

const Id = v.pipe(v.string(), v.minLength(1))
const Expandable = v.nullish(v.union([Id, v.object({ id: Id })]))
const idOf = (value: v.InferOutput<typeof Expandable>): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id
const Metadata = v.nullish(v.record(v.string(), v.string()))

const Session = v.object({
  id: Id,
  status: v.nullish(v.string()),
  payment_status: v.nullish(v.string()),
  client_reference_id: v.nullish(v.string()),
  metadata: Metadata,
  subscription: Expandable,
  payment_intent: Expandable,
})
const Invoice = v.object({
  id: Id,
  billing_reason: v.nullish(v.string()),
  parent: v.nullish(
    v.object({
      subscription_details: v.nullish(v.object({ subscription: Expandable, metadata: Metadata })),
    }),
  ),
})
const Charge = v.object({ id: Id, payment_intent: Expandable, metadata: Metadata })
const Subscription = v.object({
  id: Id,
  status: v.nullish(v.string()),
  cancel_at_period_end: v.nullish(v.boolean()),
  metadata: Metadata,
})
const Event = v.object({ id: Id, type: v.string(), data: v.object({ object: v.unknown() }) })

function read<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (!parsed.success) throw new WebhookRejected(`body: the ${what} is not in the expected shape`)
  return parsed.output
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  })

  /** The checkout's outcome from the session as Stripe holds it now. */
  async function sessionEvent(eventId: string, type: string, sessionId: string): Promise<PaymentEvent> {
    const session = read(Session, await stripe.checkout.sessions.retrieve(sessionId), 'checkout session')
    const orderId = session.client_reference_id ?? session.metadata?.order_id
    if (!orderId) return { eventId, type, kind: 'ignored', reason: 'the session names no order' }
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    if (session.status === 'complete' && paid) {
      return {
        eventId,
        type,
        kind: 'paid',
        orderId,
        subscription: idOf(session.subscription),
        payment: idOf(session.payment_intent),
      }
    }
    if (session.status === 'expired' || type === 'checkout.session.async_payment_failed')
      return { eventId, type, kind: 'failed', orderId }
    return {
      eventId,
      type,
      kind: 'ignored',
      reason: `the session is ${session.status}/${session.payment_status}`,
    }
  }

  async function toEvent(event: v.InferOutput<typeof Event>): Promise<PaymentEvent> {
    const { id: eventId, type } = event
    const object = event.data.object
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return sessionEvent(eventId, type, read(Session, object, 'checkout session').id)
      case 'invoice.paid': {
        const invoice = read(Invoice, object, 'invoice')
        const details = invoice.parent?.subscription_details
        const ref = {
          orderId: details?.metadata?.order_id ?? null,
          subscription: idOf(details?.subscription),
        }
        // The first invoice is the checkout's own payment (checkout.session.completed grants it).
        if (invoice.billing_reason !== 'subscription_cycle')
          return { eventId, type, kind: 'ignored', reason: `invoice for ${invoice.billing_reason}` }
        return { eventId, type, kind: 'renewed', ref, period: invoice.id }
      }
      case 'charge.refunded': {
        const charge = read(Charge, object, 'charge')
        return {
          eventId,
          type,
          kind: 'refunded',
          ref: { orderId: charge.metadata?.order_id ?? null, payment: idOf(charge.payment_intent) },
        }
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sent = read(Subscription, object, 'subscription')
        // The subscription as it is now: an old "updated" arriving after a later change decides nothing.
        const now = read(Subscription, await stripe.subscriptions.retrieve(sent.id), 'subscription')
        const stopped = now.status === 'canceled' || now.cancel_at_period_end === true
        if (!stopped) return { eventId, type, kind: 'ignored', reason: 'the subscription still renews' }
        return {
          eventId,
          type,
          kind: 'renewal_stopped',
          ref: { orderId: now.metadata?.order_id ?? null, subscription: now.id },
        }
      }
      default:
        return { eventId, type, kind: 'ignored', reason: 'not an event this app uses' }
    }
  }

  return {
    id: 'stripe',
    async createCheckout(order, urls) {
      const renews = !order.once
      const monthly = order.amountMinor / order.months
      const session = await stripe.checkout.sessions.create({
        mode: renews ? 'subscription' : 'payment',
        // Only the method the payer chose in the pay dialog.
        allowed_payment_method_types: [METHOD_TYPES[order.method]],
        ...(order.method === 'wechat' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
        customer_email: order.email || undefined,
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        line_items: [
          renews
            ? {
                // One price per period of N months; every renewal charges it again.
                price_data: {
                  currency: order.currency.toLowerCase(),
                  unit_amount: order.amountMinor,
                  product_data: { name: order.planName },
                  recurring: { interval: 'month', interval_count: order.months },
                },
                quantity: 1,
              }
            : {
                price_data: {
                  currency: order.currency.toLowerCase(),
                  unit_amount: monthly,
                  product_data: { name: order.planName },
                },
                quantity: order.months,
              },
        ],
        ...(renews
          ? { subscription_data: { metadata: { order_id: order.id } } }
          : { payment_intent_data: { metadata: { order_id: order.id } } }),
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      })
      if (!session.url) throw new Error('Stripe returned a checkout session without a url')
      return { url: session.url, checkoutId: session.id }
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature')
      if (!signature) throw new WebhookRejected('signature: the stripe-signature header is missing')
      let verified: unknown
      try {
        verified = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret)
      } catch {
        throw new WebhookRejected('signature: does not match the body')
      }
      return toEvent(read(Event, verified, 'event'))
    },
    async cancelRenewal(order) {
      if (!order.providerSubscription) return
      await stripe.subscriptions.update(order.providerSubscription, { cancel_at_period_end: true })
    },
  }
}
