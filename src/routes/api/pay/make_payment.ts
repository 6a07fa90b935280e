import { createFileRoute } from '@tanstack/react-router'
import { makePaymentEndpoint } from '@/features/billing/billing.endpoints'
import { MakePaymentSchema } from '@/features/billing/payments.shared'
import { postOnly } from '@/server/http/routes'

/** POST /api/pay/make_payment {payment_method, plan_id, once, num}: the checkout url (spec §3, §7). */
export const Route = createFileRoute('/api/pay/make_payment')({
  server: { handlers: postOnly(MakePaymentSchema, makePaymentEndpoint) },
})
