import { createFileRoute } from '@tanstack/react-router'
import { makePayment } from '@/features/billing/payments.server'
import { MakePaymentSchema } from '@/features/billing/payments.shared'
import { ok } from '@/server/api/call'
import { assertSameOrigin } from '@/server/auth/csrf'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { paymentProvider } from '@/server/payments/provider'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/pay/make_payment {payment_method, plan_id, once, num}: the checkout url (spec §3, §7). */
export const Route = createFileRoute('/api/pay/make_payment')({
  server: {
    handlers: postOnly(MakePaymentSchema, async (input, ctx, request) => {
      assertSameOrigin(request)
      const viewer = await requireAccount(ctx)
      const origin = process.env.BETTER_AUTH_URL?.trim() || new URL(request.url).origin
      return ok(await makePayment(await getDatabase(), paymentProvider(), viewer, input, origin))
    }),
  },
})
