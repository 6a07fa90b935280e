// Billing's server functions: whether this server takes payments (the pay dialog asks before it
// offers anything), and the sandbox checkout's order and Approve / Decline, which need the order's owner
// signed in (the checkout opens in a window of the same browser).
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { OrderView } from '@/config/payments'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { LOCALES } from '@/lib/locale'
import { ApiError, ok } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { getDatabase } from '@/server/db/client'
import { callEndpoint, NoInput } from '@/server/http/endpoint-call'
import {
  type PaymentAvailability,
  paymentAvailability,
  paymentProvider,
  sandboxSecret,
} from '@/server/payments/provider'
import { requireAccount } from '@/server/quota/quota'
import { cancelSubscriptionEndpoint, makePaymentEndpoint } from './billing.endpoints'
import { toOrderView } from './order-view.server'
import { listOrders } from './orders.server'
import { decideSandboxOrder, ownOrder } from './payments.server'
import { MakePaymentSchema } from './payments.shared'

const OrderId = v.pipe(v.string(), v.regex(/^ord_[0-9a-f]{32}$/, 'is not an order id'))

/** No provider configured: the dialog says payments are not set up; the sandbox: it says payments are a test. */
export const fetchPaymentAvailability = createServerFn({ method: 'GET' }).handler(
  (): PaymentAvailability => paymentAvailability(),
)

export const fetchSandboxOrder = createServerFn({ method: 'GET' })
  .validator(v.object({ orderId: OrderId }))
  .handler(
    ({ data }): Promise<ApiEnvelope<OrderView | null>> =>
      serverReply('sandbox order', async () => {
        const viewer = await requireAccount(requestCallContext())
        if (paymentProvider().id !== 'sandbox')
          throw new ApiError(404, API_CODES.notFound, 'order: the sandbox is not in use')
        const order = await ownOrder(await getDatabase(), viewer.userId, data.orderId)
        if (!order) throw new ApiError(404, API_CODES.notFound, 'order: no such order')
        return ok(toOrderView(order))
      }),
  )

export const decideSandbox = createServerFn({ method: 'POST' })
  .validator(v.object({ orderId: OrderId, approve: v.boolean(), lang: v.picklist(LOCALES) }))
  .handler(
    ({ data }): Promise<ApiEnvelope<{ url: string } | null>> =>
      serverReply('sandbox decision', async () => {
        const viewer = await requireAccount(requestCallContext())
        return ok(
          await decideSandboxOrder(await getDatabase(), paymentProvider(), sandboxSecret(), viewer.userId, {
            ...data,
            // A path on this site: the checkout window goes there itself.
            origin: '',
          }),
        )
      }),
  )

/** The signed-in user's orders, newest first (the personal center's list). */
export const fetchMyOrders = createServerFn({ method: 'GET' }).handler(
  (): Promise<ApiEnvelope<OrderView[] | null>> =>
    serverReply('my orders', async () => {
      const viewer = await requireAccount(requestCallContext())
      return ok((await listOrders(await getDatabase(), viewer.userId)).map(toOrderView))
    }),
)

/** A new order's checkout url: what POST /api/pay/make_payment answers, with its checks. */
export const makePayment = createServerFn({ method: 'POST' })
  .validator((input: v.InferInput<typeof MakePaymentSchema>) => input)
  .handler(({ data }) => callEndpoint('make payment', MakePaymentSchema, data, makePaymentEndpoint))

/** Stops auto-renewal: what POST /api/pay/cancel_subscription answers, with its checks. */
export const cancelRenewal = createServerFn({ method: 'POST' }).handler(() =>
  callEndpoint('cancel subscription', NoInput, {}, cancelSubscriptionEndpoint),
)
