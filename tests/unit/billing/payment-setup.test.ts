// Payments fail closed (issue 32): which provider the environment picks, and what the operator hears at
// start. A production server without PAYMENT_PROVIDER takes no payment; the sandbox runs there only when
// named, with a loud warning; the e-mail warning appears without SMTP_URL.
import { describe, expect, it } from 'vitest'
import { mailWarnings } from '../../../src/server/mail/setup'
import { providerFromEnv } from '../../../src/server/payments/provider'
import { paymentSetup, paymentWarnings } from '../../../src/server/payments/setup'

const prod = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ NODE_ENV: 'production', ...extra })

describe('payment provider from the environment', () => {
  it('is off in production unless named, and the sandbox elsewhere', () => {
    expect(paymentSetup(prod())).toEqual({ kind: 'off', explicit: false, production: true })
    expect(paymentSetup(prod({ PAYMENT_PROVIDER: '  ' })).kind).toBe('off')
    expect(paymentSetup(prod({ PAYMENT_PROVIDER: 'sandbox' }))).toEqual({
      kind: 'sandbox',
      explicit: true,
      production: true,
    })
    expect(paymentSetup({ NODE_ENV: 'development' }).kind).toBe('sandbox')
    expect(paymentSetup({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'off' }).kind).toBe('off')
    expect(() => paymentSetup(prod({ PAYMENT_PROVIDER: 'paypal' }))).toThrow(/sandbox, stripe or off/)
    expect(providerFromEnv(prod()).id).toBe('off')
    expect(
      providerFromEnv(prod({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: 'x'.repeat(32) })).id,
    ).toBe('sandbox')
  })

  it('warns at start when payments are off, and loudly when the sandbox runs in production', () => {
    expect(paymentWarnings(prod()).join('\n')).toMatch(/payments are\n.*switched off/)
    const sandbox = paymentWarnings(prod({ PAYMENT_PROVIDER: 'sandbox' })).join('\n')
    expect(sandbox).toMatch(/TEST checkout is on/)
    expect(sandbox).toMatch(/for free/)
    expect(paymentWarnings({ NODE_ENV: 'development' })).toEqual([])
    expect(
      paymentWarnings(
        prod({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w' }),
      ),
    ).toEqual([])
  })

  it('warns at start when no SMTP server is configured', () => {
    expect(mailWarnings({}).join(' ')).toMatch(/SMTP_URL is not set/)
    expect(mailWarnings({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([])
  })
})
