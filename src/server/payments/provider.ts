// Lives apart from src/server/billing because it reads the auth secret, and auth reads billing (plans).
// Which payment provider this server uses, from the environment (docs/billing.md):
//   PAYMENT_PROVIDER=sandbox (default)  the local checkout page; PAYMENT_SANDBOX_SECRET signs its
//                                       notifications (default: derived from the auth secret)
//   PAYMENT_PROVIDER=stripe             STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET required;
//                                       STRIPE_API_HOST/STRIPE_API_PORT/STRIPE_API_PROTOCOL point the SDK at
//                                       a stand-in of Stripe's API (tests)
import { createHmac } from 'node:crypto'
import { authSecret } from '@/server/auth/secret'
import type { PaymentProvider } from '@/server/billing/providers/provider'
import { createSandboxProvider } from '@/server/billing/providers/sandbox'
import { createStripeProvider } from '@/server/billing/providers/stripe'

export function sandboxSecret(): string {
  const fromEnv = process.env.PAYMENT_SANDBOX_SECRET?.trim()
  if (fromEnv) return fromEnv
  // Not the auth secret itself: a leaked sandbox key must not sign sessions.
  return createHmac('sha256', authSecret()).update('shopsight sandbox payments').digest('hex')
}

function required(name: string): string {
  const value = process.env[name]?.trim()
  if (!value) throw new Error(`PAYMENT_PROVIDER=stripe needs ${name}`)
  return value
}

export function providerFromEnv(): PaymentProvider {
  const kind = process.env.PAYMENT_PROVIDER?.trim() || 'sandbox'
  if (kind === 'sandbox') return createSandboxProvider({ secret: sandboxSecret() })
  if (kind === 'stripe') {
    const port = Number(process.env.STRIPE_API_PORT)
    const protocol = process.env.STRIPE_API_PROTOCOL?.trim()
    return createStripeProvider({
      secretKey: required('STRIPE_SECRET_KEY'),
      webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
      host: process.env.STRIPE_API_HOST?.trim() || undefined,
      port: Number.isInteger(port) && port > 0 ? port : undefined,
      protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    })
  }
  throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, not ${kind}`)
}

let configured: PaymentProvider | undefined
/** The provider this process uses (read once). */
export function paymentProvider(): PaymentProvider {
  configured ??= providerFromEnv()
  return configured
}
