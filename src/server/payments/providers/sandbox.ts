// The sandbox provider (the default): a checkout page inside this app (/pay/sandbox/<order>) with
// Approve and Decline, so a fresh install completes a purchase end to end without any account. Its
// notifications travel the same path a real provider's do: a body signed with HMAC-SHA256 over
// "<timestamp>.<raw body>" (the scheme Stripe uses), verified by parseWebhook before anything applies.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import { type PaymentEvent, type PaymentProvider, WebhookRejected } from './provider'

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature'
/** Same default tolerance as Stripe's: a captured notification cannot be replayed later than this. */
const TOLERANCE_SECONDS = 300

export const SANDBOX_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'subscription.renewed',
  'payment.refunded',
  'subscription.cancelled',
] as const
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number]

const SandboxEvent = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  type: v.picklist(SANDBOX_EVENT_TYPES),
  data: v.object({
    order_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    /** Renewals: the period's own id. */
    period: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  }),
})
export type SandboxEvent = v.InferOutput<typeof SandboxEvent>

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex')

/** The signature header for a body, as the sandbox checkout (and tests) send it. */
export function signSandboxBody(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${hmac(secret, `${at}.${body}`)}`
}

/** A sandbox notification for an order, with a fresh event id unless given. */
export function sandboxEvent(
  type: SandboxEventType,
  orderId: string,
  extra: { id?: string; period?: string } = {},
): SandboxEvent {
  return {
    id: extra.id ?? `evt_sb_${randomUUID()}`,
    type,
    data: extra.period ? { order_id: orderId, period: extra.period } : { order_id: orderId },
  }
}

function verify(secret: string, body: string, header: string | null, now: number): void {
  if (!header) throw new WebhookRejected('signature: the sandbox-signature header is missing')
  const parts = new Map(
    header.split(',').map((part) => {
      const [k = '', ...rest] = part.split('=')
      return [k.trim(), rest.join('=').trim()] as const
    }),
  )
  const at = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(at) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookRejected('signature: the sandbox-signature header is malformed')
  if (Math.abs(now - at) > TOLERANCE_SECONDS)
    throw new WebhookRejected('signature: the timestamp is outside the tolerance')
  const expected = Buffer.from(hmac(secret, `${at}.${body}`), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
    throw new WebhookRejected('signature: does not match the body')
}

function toEvent(event: SandboxEvent): PaymentEvent {
  const base = { eventId: event.id, type: event.type }
  const orderId = event.data.order_id
  switch (event.type) {
    case 'payment.succeeded':
      return { ...base, kind: 'paid', orderId, subscription: null, payment: null }
    case 'payment.failed':
      return { ...base, kind: 'failed', orderId }
    case 'subscription.renewed':
      return { ...base, kind: 'renewed', ref: { orderId }, period: event.data.period ?? event.id }
    case 'payment.refunded':
      return { ...base, kind: 'refunded', ref: { orderId } }
    case 'subscription.cancelled':
      return { ...base, kind: 'renewal_stopped', ref: { orderId } }
  }
}

export function createSandboxProvider(options: { secret: string }): PaymentProvider {
  return {
    id: 'sandbox',
    async createCheckout(order, urls) {
      return { url: `${urls.origin}${urls.prefix}/pay/sandbox/${order.id}`, checkoutId: `sb_${order.id}` }
    },
    async parseWebhook(rawBody, headers) {
      verify(options.secret, rawBody, headers.get(SANDBOX_SIGNATURE_HEADER), Math.floor(Date.now() / 1000))
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        throw new WebhookRejected('body: is not valid JSON')
      }
      const parsed = v.safeParse(SandboxEvent, json)
      if (!parsed.success) throw new WebhookRejected('body: is not a sandbox event')
      return toEvent(parsed.output)
    },
    // Sandbox renewals exist only as notifications; there is nothing remote to stop.
    async cancelRenewal() {},
  }
}
