// What a server without a payment provider uses (PAYMENT_PROVIDER unset in production, or off): every
// operation refuses, so no checkout opens, no notification applies and nothing grants a plan. The
// payment service refuses before an order is written (payments.ts); these refusals are the backstop.
import { type PaymentProvider, WebhookRejected } from './provider'

export class PaymentsOff extends Error {
  override name = 'PaymentsOff'
}

export function createOffProvider(): PaymentProvider {
  return {
    id: 'off',
    async createCheckout() {
      throw new PaymentsOff('payments are not set up on this server')
    },
    async parseWebhook() {
      throw new WebhookRejected('provider: payments are not set up on this server')
    },
    async cancelRenewal() {
      throw new PaymentsOff('payments are not set up on this server')
    },
  }
}
