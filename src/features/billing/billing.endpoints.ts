// The payment endpoints, once: /api/pay/make_payment and /api/pay/cancel_subscription (the public
// contract) and the pay dialog's and personal center's server functions (billing.functions.ts) both run
// these, so both meet the same checks: our own pages only (CSRF), a session, the provider in use.
import type { SubscriptionInfo } from '@/config/subscription'
import { ok } from '@/server/api/call'
import { assertSameOrigin } from '@/server/auth/csrf'
import { getDatabase } from '@/server/db/client'
import type { Endpoint, NoInput } from '@/server/http/endpoint-call'
import { paymentProvider } from '@/server/payments/provider'
import { requireAccount, requireUser } from '@/server/quota/quota'
import { cancelRenewals, makePayment } from './payments.server'
import type { MakePaymentSchema } from './payments.shared'

/** The checkout url of a new order (spec §3, §7). */
export const makePaymentEndpoint: Endpoint<
  typeof MakePaymentSchema,
  { url: string; order_id: string }
> = async (input, ctx, request) => {
  assertSameOrigin(request)
  const viewer = await requireAccount(ctx)
  const origin = process.env.BETTER_AUTH_URL?.trim() || new URL(request.url).origin
  return ok(await makePayment(await getDatabase(), paymentProvider(), viewer, input, origin))
}

/**
 * Stops auto-renewal (cycle_subscription 1 → 0), at the payment provider first; the paid period runs to
 * its expiry and nothing is refunded.
 */
export const cancelSubscriptionEndpoint: Endpoint<typeof NoInput, SubscriptionInfo> = async (
  _input,
  ctx,
  request,
) => {
  assertSameOrigin(request)
  const viewer = await requireUser(ctx)
  return ok(await cancelRenewals(await getDatabase(), paymentProvider(), viewer.userId))
}
