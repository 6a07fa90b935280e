// The provider plumbing under the billing domain (src/features/billing calls it through PaymentProvider).
// Which payment provider this server uses, from the environment (setup.ts decides; docs/billing.md):
//   PAYMENT_PROVIDER=stripe             STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET required;
//                                       STRIPE_API_HOST/STRIPE_API_PORT/STRIPE_API_PROTOCOL point the SDK at
//                                       a stand-in of Stripe's API (tests)
//   PAYMENT_PROVIDER=sandbox            the local test checkout; PAYMENT_SANDBOX_SECRET signs its
//                                       notifications (default: derived from the auth secret)
//   PAYMENT_PROVIDER=off, or unset in production: no payments (providers/off.ts)
import { createHmac } from 'node:crypto'
import { authSecret } from '@/server/auth/secret'
import { createOffProvider } from '@/server/payments/providers/off'
import type { PaymentProvider } from '@/server/payments/providers/provider'
import { createSandboxProvider } from '@/server/payments/providers/sandbox'
import { createStripeProvider } from '@/server/payments/providers/stripe'
import { paymentSetup } from './setup'

export function sandboxSecret(): string {
  const fromEnv = process.env.PAYMENT_SANDBOX_SECRET?.trim()
  if (fromEnv) return fromEnv
  // Not the auth secret itself: a leaked sandbox key must not sign sessions.
  return createHmac('sha256', authSecret()).update('shopsight sandbox payments').digest('hex')
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim()
  if (!value) throw new Error(`PAYMENT_PROVIDER=stripe needs ${name}`)
  return value
}

export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const { kind } = paymentSetup(env)
  if (kind === 'off') return createOffProvider()
  if (kind === 'sandbox') return createSandboxProvider({ secret: sandboxSecret() })
  const port = Number(env.STRIPE_API_PORT)
  const protocol = env.STRIPE_API_PROTOCOL?.trim()
  return createStripeProvider({
    secretKey: required(env, 'STRIPE_SECRET_KEY'),
    webhookSecret: required(env, 'STRIPE_WEBHOOK_SECRET'),
    host: env.STRIPE_API_HOST?.trim() || undefined,
    port: Number.isInteger(port) && port > 0 ? port : undefined,
    protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
  })
}

let configured: PaymentProvider | undefined
/** The provider this process uses (read once). */
export function paymentProvider(): PaymentProvider {
  configured ??= providerFromEnv()
  return configured
}

/** What the pay dialog needs to know: whether it can take payments, and whether they are only a test. */
export type PaymentAvailability = { available: boolean; test: boolean }

export function paymentAvailability(): PaymentAvailability {
  const { id } = paymentProvider()
  return { available: id !== 'off', test: id === 'sandbox' }
}
