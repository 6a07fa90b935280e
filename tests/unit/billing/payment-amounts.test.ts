// Order amounts are integer minor units of the method's currency (spec §9 prices): yuan for Alipay and
// WeChat Pay, dollars for card; the dialog and the server compute them with the same function.
import { describe, expect, it } from 'vitest'
import { enabledPaymentMethods, fromMinor, orderAmount } from '../../../src/config/payments'
import { formatMoney } from '../../../src/lib/format'

describe('payment amounts', () => {
  it('charges the monthly price times the months, in fen or cents', () => {
    expect(orderAmount(2, 'alipay', 2)).toEqual({ amountMinor: 39_000, currency: 'CNY' })
    expect(orderAmount(1, 'card', 3)).toEqual({ amountMinor: 2_997, currency: 'USD' })
    expect(orderAmount(4, 'card', 12)).toEqual({ amountMinor: 83_880, currency: 'USD' })
    expect(orderAmount(3, 'wechat', 1)).toEqual({ amountMinor: 29_500, currency: 'CNY' })
  })

  it('shows amounts with the currency symbol, two decimals', () => {
    expect(formatMoney(fromMinor(2_997), 'en', { currency: 'USD' })).toBe('$29.97')
    expect(formatMoney(fromMinor(39_000), 'cn', { currency: 'CNY' })).toBe('¥390.00')
  })

  it('offers Alipay and card, with WeChat Pay configured but hidden (spec §9)', () => {
    expect(enabledPaymentMethods().map((m) => m.id)).toEqual(['alipay', 'card'])
  })
})
