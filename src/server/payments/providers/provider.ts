// The one interface every payment provider implements (issue 16). The payment service creates orders
// and applies events; a provider only opens a checkout for an order, turns its signed notifications
// into the events below, and stops a renewal. The configured provider is picked in ../provider.ts.
import type { Currency, PaidPlanId, PaymentMethodId } from '@/config/payments'

/** `off`: no provider configured (providers/off.ts); it never opens a checkout or applies an event. */
export type ProviderId = 'sandbox' | 'stripe' | 'off'

/** What a checkout needs to know about an order. */
export type CheckoutOrder = {
  id: string
  planId: PaidPlanId
  planName: string
  months: number
  method: PaymentMethodId
  once: boolean
  amountMinor: number
  currency: Currency
  email: string
}

export type CheckoutUrls = {
  /** The app's origin as the payer reached it, for absolute URLs. */
  origin: string
  /** Where the payer lands after paying or giving up (both read pay_status). */
  successUrl: string
  cancelUrl: string
  /** The page language of the checkout ('' for English, '/cn' for Chinese). */
  prefix: string
}

/**
 * A provider notification in the app's terms. Events name their order directly, or by the provider's
 * subscription or payment id when the provider's object does not carry the order (refunds, renewals).
 */
type Base = { eventId: string; type: string }
export type OrderRef = { orderId?: string | null; subscription?: string | null; payment?: string | null }
export type PaymentEvent =
  | (Base & { kind: 'paid'; orderId: string; subscription?: string | null; payment?: string | null })
  | (Base & { kind: 'failed'; orderId: string })
  /** `period`: the provider's id of the renewal (an invoice), so one renewal grants its months once. */
  | (Base & { kind: 'renewed'; ref: OrderRef; period: string })
  | (Base & { kind: 'refunded'; ref: OrderRef })
  | (Base & { kind: 'renewal_stopped'; ref: OrderRef })
  | (Base & { kind: 'ignored'; reason: string })

/** A notification that is not ours or not intact (bad signature, tampered body): answered 400, nothing applied. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected'
}

export type PaymentProvider = {
  readonly id: ProviderId
  createCheckout(order: CheckoutOrder, urls: CheckoutUrls): Promise<{ url: string; checkoutId: string }>
  /** Verifies the signature over the raw body and decodes it; throws WebhookRejected otherwise. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>
  /** Stops future renewals of an order's subscription; the paid period runs out. */
  cancelRenewal(order: { id: string; providerSubscription: string | null }): Promise<void>
}
