import { createServerFn } from '@tanstack/react-start'
import type { OrderView } from '@/config/payments'
import type { ApiEnvelope } from '@/lib/api-codes'
import { ok } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { googleConfigured } from '@/server/auth/auth.server'
import { requestCallContext } from '@/server/auth/context'
import { toOrderView } from '@/server/billing/order-view'
import { listOrders } from '@/server/billing/orders'
import { getDatabase } from '@/server/db/client'
import { requireAccount } from '@/server/quota/quota'

/** What the login and registration pages offer: Google (its public client id) only when configured. */
export const fetchAuthOptions = createServerFn({ method: 'GET' }).handler(async () => ({
  google: googleConfigured() ? (process.env.GOOGLE_CLIENT_ID?.trim() ?? null) : null,
}))

/** The signed-in user's orders, newest first (the personal center's list). */
export const fetchMyOrders = createServerFn({ method: 'GET' }).handler(
  (): Promise<ApiEnvelope<OrderView[] | null>> =>
    serverReply('my orders', async () => {
      const viewer = await requireAccount(requestCallContext())
      return ok((await listOrders(await getDatabase(), viewer.userId)).map(toOrderView))
    }),
)
