import { describe, expect, it } from 'vitest'
import {
  ageInDays,
  amountText,
  convert,
  convertMoney,
  formatCurrency,
  formatMoney,
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

describe('money (spec §5: floored to two decimals, at least 0.01)', () => {
  const rates = ratesFromReply({ ...reply, data: { ...reply.data, EUR: 0.92 } })
  if (!rates) throw new Error('rates')
  const money = (amount: string, from: string, to: string, locale: 'en' | 'cn' = 'en') => {
    const value = convertMoney(amount, from, to, rates)
    return value === null ? null : formatMoney(value, to, locale)
  }

  it('keeps the cents of a 17-digit amount exact, floored', () => {
    // 99,999,999,999,999 × 0.92 = 91,999,999,999,999.08 exactly; a float gives …999.08 or …999.06.
    expect(convertMoney('99999999999999', 'USD', 'EUR', rates)).toBe('91999999999999.08')
    expect(convertMoney('0.001', 'USD', 'EUR', rates)).toBe('0.00092')
    expect(money('99999999999999', 'USD', 'EUR')).toBe('€91,999,999,999,999.08')
    expect(formatMoney('99999999999999', 'USD', 'en')).toBe('$99,999,999,999,999.00')
  })

  it('floors, never rounds up: 1 CNY is 0.1267… USD, shown as 0.12', () => {
    expect(money('0.9', 'USD', 'EUR')).toBe('€0.82') // 0.828
    expect(money('1', 'CNY', 'USD')).toBe('$0.14') // 0.1408…
    expect(money('2.999', 'USD', 'USD')).toBe('$2.99')
  })

  it('shows at least 0.01 for a positive amount, and 0 as 0.00', () => {
    expect(formatMoney('0.001', 'USD', 'en')).toBe('$0.01')
    expect(money('0.001', 'USD', 'EUR')).toBe('€0.01')
    expect(money('0', 'USD', 'EUR')).toBe('€0.00')
    expect(money('1', 'USD', 'CNY', 'cn')).toBe('¥7.10')
  })

  it('reads typed amounts with separators and full-width digits', () => {
    expect(amountText('1,234.50')).toBe('1234.50')
    expect(amountText('１２３．５')).toBe('123.5')
    expect(amountText('.5')).toBe('0.5')
    expect(amountText('abc')).toBeNull()
  })
})
