// Price bands and chart labels: the currency sign and ≥/≤, never "USD" after the number or ASCII >=.
import { describe, expect, it } from 'vitest'
import { formatAmount, formatCompact, formatPriceRange } from '@/lib/format'

describe('formatAmount', () => {
  it('puts the site currency sign before the amount', () => {
    expect(formatAmount(5, 'USD')).toBe('$5')
    expect(formatAmount(12.5, 'EUR')).toBe('€12.50')
    expect(formatAmount(1200, 'JPY')).toBe('JP¥1,200')
    expect(formatAmount(20, 'CAD')).toBe('CA$20')
  })

  it('keeps the code after the number for a currency without a known sign', () => {
    expect(formatAmount(5, 'CHF')).toBe('5 CHF')
  })
})

describe('formatPriceRange', () => {
  it('shows a closed band with the sign on both ends', () => {
    expect(formatPriceRange(0, 5, 'USD')).toBe('$0 ~ $5')
  })

  it('uses ≥ and ≤ for open bands', () => {
    expect(formatPriceRange(100, null, 'USD')).toBe('≥$100')
    expect(formatPriceRange(null, 5, 'GBP')).toBe('≤£5')
  })

  it('shows the invalid mark when neither end is known', () => {
    expect(formatPriceRange(null, undefined, 'USD')).toBe('-')
  })
})

describe('one count, one format in every layout', () => {
  it('compacts 7-day sales the same way the grid does: 万 in Chinese, k in English', () => {
    expect(formatCompact(15_592, 'cn')).toBe('1.6万')
    expect(formatCompact(15_592, 'en')).toBe('15.6k')
    expect(formatCompact(123_456_789, 'cn')).toBe('1.2亿')
  })
})
