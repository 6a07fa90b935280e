import { createFileRoute } from '@tanstack/react-router'
import { handleWebhook } from '@/features/billing/payments.server'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { webhookRoute } from '@/server/http/routes'
import { paymentProvider } from '@/server/payments/provider'

/**
 * POST /api/pay/webhook/<provider>: the configured provider's signed notifications (docs/billing.md).
 * Only the provider in use answers: a sandbox notification cannot reach a Stripe-configured server.
 */
export const Route = createFileRoute('/api/pay/webhook/$provider')({
  server: {
    handlers: webhookRoute(async (rawBody, request) => {
      const provider = paymentProvider()
      const name = new URL(request.url).pathname.split('/').at(-1)
      if (name !== provider.id) throw new ApiError(404, API_CODES.notFound, `provider: ${name} is not in use`)
      return ok(await handleWebhook(await getDatabase(), provider, rawBody, request.headers))
    }),
  },
})
