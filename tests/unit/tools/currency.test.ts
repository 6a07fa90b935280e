import { describe, expect, it } from 'vitest'
import {
  ageInDays,
  convert,
  formatCurrency,
  orderedCurrencies,
  parseAmount,
  ratesFromReply,
} from '@/features/tools/currency'

const reply = {
  USD: 1,
  data: { CNY: 7.1, EUR: 0.9, CHF: 0.88, GBP: 0.8, JPY: 150 },
  exchange_rate: 7.1,
  date: '2026-11-20',
}

describe('ratesFromReply', () => {
  it('accepts a reply only when USD is a number', () => {
    expect(ratesFromReply(reply)?.perUsd.CNY).toBe(7.1)
    expect(ratesFromReply({ ...reply, USD: '1' })).toBeNull()
    expect(ratesFromReply({ ...reply, USD: undefined })).toBeNull()
    expect(ratesFromReply(null)).toBeNull()
  })

  it('drops rates that are not positive numbers', () => {
    const rates = ratesFromReply({ ...reply, data: { CNY: 'x', EUR: -1, GBP: 0.8 } })
    expect(rates?.perUsd).toEqual({ GBP: 0.8, USD: 1 })
  })

  it('notes a failed feed', () => {
    expect(ratesFromReply({ ...reply, feed: 'failed' })?.feedFailed).toBe(true)
  })
})

describe('conversion', () => {
  const rates = ratesFromReply(reply)
  if (!rates) throw new Error('fixture')

  it('puts marketplace currencies first', () => {
    expect(orderedCurrencies(rates)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'CHF'])
  })

  it('converts through the dollar', () => {
    expect(convert(100, 'USD', 'CNY', rates)).toBeCloseTo(710)
    expect(convert(710, 'CNY', 'EUR', rates)).toBeCloseTo(90)
    expect(convert(1, 'USD', 'XXX', rates)).toBeNull()
  })

  it('parses typed amounts and refuses the rest', () => {
    expect(parseAmount('1,234.50')).toBe(1234.5)
    expect(parseAmount('１２３')).toBe(123)
    expect(parseAmount(' .5 ')).toBe(0.5)
    for (const bad of ['', 'abc', '-3', '1.2.3', '1e5']) expect(parseAmount(bad)).toBeNull()
  })

  it('formats per locale', () => {
    expect(formatCurrency(1234.5, 'USD', 'en')).toBe('$1,234.50')
    expect(formatCurrency(1234.5, 'CNY', 'cn')).toBe('¥1,234.50')
    expect(formatCurrency(1234, 'JPY', 'en')).toBe('¥1,234')
  })

  it('counts the rates’ age in days', () => {
    expect(ageInDays('2026-11-20', new Date('2026-11-24T07:00:00Z'))).toBe(4)
    expect(ageInDays(null)).toBeNull()
  })
})
