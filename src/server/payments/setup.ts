// Which payment provider the environment asks for, and what the operator must hear about it at start
// (docs/billing.md "Payments fail closed"). It imports nothing: the server bundle reads it through
// provider.ts, and scripts/serve.ts and scripts/start.ts load it under Node's type stripping to print
// the warnings before the first request.
//
//   PAYMENT_PROVIDER=stripe   real payments (STRIPE_* settings, see provider.ts)
//   PAYMENT_PROVIDER=sandbox  the test checkout where payers approve their own orders: only when set
//                             on purpose in production, with a loud warning and a banner on the page
//   PAYMENT_PROVIDER=off      no payments
//   unset                     off in production (NODE_ENV=production), the sandbox elsewhere (vite dev,
//                             unit tests), so a forgotten setting never gives plans away on a live site

export const PAYMENT_PROVIDER_KINDS = ['sandbox', 'stripe', 'off'] as const
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number]

export type PaymentSetup = {
  kind: PaymentProviderKind
  /** Named in PAYMENT_PROVIDER, rather than chosen by the default. */
  explicit: boolean
  production: boolean
}

const isKind = (value: string): value is PaymentProviderKind =>
  PAYMENT_PROVIDER_KINDS.some((kind) => kind === value)

export function paymentSetup(env: NodeJS.ProcessEnv = process.env): PaymentSetup {
  const production = env.NODE_ENV === 'production'
  const named = env.PAYMENT_PROVIDER?.trim().toLowerCase()
  if (named) {
    if (!isKind(named)) throw new Error(`PAYMENT_PROVIDER must be sandbox, stripe or off, not ${named}`)
    return { kind: named, explicit: true, production }
  }
  return { kind: production ? 'off' : 'sandbox', explicit: false, production }
}

/** Lines for the console at start: empty when payments are real, or a sandbox outside production. */
export function paymentWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const setup = paymentSetup(env)
  if (setup.kind === 'off') {
    return [
      '[payments] No payment provider is configured (PAYMENT_PROVIDER is unset or off): payments are',
      '[payments] switched off. The pay dialog says so and no order can be paid or approved. Set',
      '[payments] PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/billing.md).',
    ]
  }
  if (setup.kind === 'sandbox' && setup.production) {
    const bar = '!'.repeat(100)
    return [
      bar,
      '!!! [payments] PAYMENT_PROVIDER=sandbox: the TEST checkout is on. Anyone who signs up can approve',
      '!!! their own order and get any paid plan for free. No money moves. Fine for a local demo, never',
      '!!! for a site others can reach: set PAYMENT_PROVIDER=stripe (docs/billing.md).',
      bar,
    ]
  }
  return []
}
