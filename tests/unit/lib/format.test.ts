import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cappedTotal,
  formatCompact,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTotal,
} from '@/lib/format'

const finite = fc.double({ noNaN: true, noDefaultInfinity: true })
const price = fc.double({ min: 0.01, max: 1e12, noNaN: true })
const unGroup = (text: string) => Number(text.replace(/[^\d.-]/g, ''))

describe('formatMoney', () => {
  it('shows two decimals, comma groups and the currency of the locale', () => {
    expect(formatMoney(7, 'en')).toBe('$7.00')
    expect(formatMoney(1234.567, 'en')).toBe('$1,234.56')
    expect(formatMoney(1234567.891, 'cn')).toBe('¥1,234,567.89')
    expect(formatMoney(0.5, 'cn')).toBe('¥0.50')
  })

  it('lets the currency option override the locale symbol', () => {
    expect(formatMoney(3, 'cn', { currency: 'USD' })).toBe('$3.00')
    expect(formatMoney(3, 'en', { currency: 'CNY' })).toBe('¥3.00')
  })

  it('floors instead of rounding, without floating point slips', () => {
    expect(formatMoney(1.999, 'en')).toBe('$1.99')
    expect(formatMoney(1.13, 'en')).toBe('$1.13')
    expect(formatMoney(0.29, 'en')).toBe('$0.29')
    expect(formatMoney(4.35, 'en')).toBe('$4.35')
    expect(formatMoney(1.005, 'en')).toBe('$1.00')
    expect(formatMoney(8.2, 'en')).toBe('$8.20')
  })

  it('never shows less than 0.01', () => {
    expect(formatMoney(0, 'en')).toBe('$0.01')
    expect(formatMoney(0.009, 'cn')).toBe('¥0.01')
    expect(formatMoney(1e-9, 'en')).toBe('$0.01')
    expect(formatMoney(-5, 'en')).toBe('$0.01')
  })

  it('shows "-" for missing or non-finite values', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatMoney(value, 'en')).toBe('-')
    }
  })

  it('keeps every digit of very large amounts', () => {
    expect(formatMoney(1e21, 'en')).toBe('$1,000,000,000,000,000,000,000.00')
  })

  it('property: exactly two decimals, never above the value, less than a cent below it', () => {
    fc.assert(
      fc.property(price, fc.constantFrom('en' as const, 'cn' as const), (value, locale) => {
        const text = formatMoney(value, locale)
        expect(text).toMatch(/^[$¥]\d{1,3}(,\d{3})*\.\d{2}$/)
        const shown = unGroup(text)
        expect(shown).toBeLessThanOrEqual(value)
        expect(value - shown).toBeLessThan(0.01 + value * Number.EPSILON * 4)
      }),
    )
  })

  it('property: amounts typed with two decimals are shown exactly as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), (cents) => {
        const typed = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
        expect(formatMoney(Number(typed), 'en').replaceAll(',', '')).toBe(`$${typed}`)
      }),
    )
  })

  it('property: values below a cent all show 0.01', () => {
    fc.assert(
      fc.property(fc.double({ max: 0.0099999, noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatMoney(value, 'en')).toBe('$0.01')
      }),
    )
  })
})

describe('formatNumber', () => {
  it('groups thousands with commas and rounds to whole numbers by default', () => {
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(1234.5)).toBe('1,235')
    expect(formatNumber(0)).toBe('0')
  })

  it('keeps the sign of negatives and never shows -0', () => {
    expect(formatNumber(-1234567)).toBe('-1,234,567')
    expect(formatNumber(-2.5)).toBe('-3')
    expect(formatNumber(-0.4)).toBe('0')
  })

  it('honours decimals and rounds decimal halves up as written', () => {
    expect(formatNumber(1234.5678, { decimals: 2 })).toBe('1,234.57')
    expect(formatNumber(1.005, { decimals: 2 })).toBe('1.01')
    expect(formatNumber(3, { decimals: 1 })).toBe('3.0')
  })

  it('shows "-" for invalid values', () => {
    expect(formatNumber(null)).toBe('-')
    expect(formatNumber(undefined)).toBe('-')
    expect(formatNumber(Number.NaN)).toBe('-')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-')
  })

  it('property: removing the commas gives back the rounded number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const text = formatNumber(value)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/)
        const expected = Math.sign(value) * Math.round(Math.abs(value))
        expect(Number(text.replaceAll(',', ''))).toBe(expected === 0 ? 0 : expected)
      }),
    )
  })

  it('property: grouping is correct for every integer, however large', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (big) => {
        const value = Number(big)
        const text = formatNumber(value)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/)
        // Beyond 2^53 the digits are the shortest ones that read back as the same number.
        expect(Number(text.replaceAll(',', ''))).toBe(value === 0 ? 0 : value)
      }),
    )
  })
})

describe('formatCompact', () => {
  it('uses 万 and 亿 for Chinese', () => {
    expect(formatCompact(12_000, 'cn')).toBe('1.2万')
    // Spec §5: Chinese compaction keeps one decimal, even when it is zero.
    expect(formatCompact(10_000, 'cn')).toBe('1.0万')
    expect(formatCompact(40_123, 'cn')).toBe('4.0万')
    expect(formatCompact(9_999, 'cn')).toBe('9,999')
    expect(formatCompact(123_456_789, 'cn')).toBe('1.2亿')
    expect(formatCompact(100_000_000, 'cn')).toBe('1.0亿')
  })

  it('uses k and m for English', () => {
    expect(formatCompact(1_500, 'en')).toBe('1.5k')
    expect(formatCompact(2_000_000, 'en')).toBe('2m')
    expect(formatCompact(999, 'en')).toBe('999')
    expect(formatCompact(12_345, 'en')).toBe('12.3k')
  })

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatCompact(999_950, 'en')).toBe('1m')
    expect(formatCompact(999_949, 'en')).toBe('999.9k')
    expect(formatCompact(999.5, 'en')).toBe('1k')
    expect(formatCompact(99_999_500, 'cn')).toBe('1.0亿')
    expect(formatCompact(9_999.5, 'cn')).toBe('1.0万')
    // 9,999.5万 is already exact at one decimal, so it stays in 万.
    expect(formatCompact(99_995_000, 'cn')).toBe('9,999.5万')
  })

  it('keeps counting in the largest unit', () => {
    expect(formatCompact(2_500_000_000, 'en')).toBe('2,500m')
    expect(formatCompact(1e12, 'cn')).toBe('10,000.0亿')
  })

  it('mirrors negatives and shows "-" for invalid values', () => {
    expect(formatCompact(-12_000, 'cn')).toBe('-1.2万')
    expect(formatCompact(-1_500, 'en')).toBe('-1.5k')
    expect(formatCompact(-999_950, 'en')).toBe('-1m')
    expect(formatCompact(-12, 'en')).toBe('-12')
    expect(formatCompact(null, 'en')).toBe('-')
    expect(formatCompact(Number.NaN, 'cn')).toBe('-')
  })

  const units = {
    en: [
      { suffix: 'm', size: 1e6 },
      { suffix: 'k', size: 1e3 },
    ],
    cn: [
      { suffix: '亿', size: 1e8 },
      { suffix: '万', size: 1e4 },
    ],
  } as const

  it('property: the unit matches the magnitude and the shown value is within rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e13, noNaN: true }),
        fc.constantFrom('en' as const, 'cn' as const),
        (value, locale) => {
          const text = formatCompact(value, locale)
          const unit = units[locale].find((u) => text.endsWith(u.suffix))
          const number = unGroup(unit ? text.slice(0, -unit.suffix.length) : text)
          expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d)?(k|m|万|亿)?$/)
          // English drops a trailing '.0'; Chinese keeps its one decimal in 万 and 亿 (spec §5).
          if (locale === 'en' || !unit) expect(text).not.toMatch(/\.0/)
          else expect(text).toMatch(/\.\d(万|亿)$/)
          const [big, small] = units[locale]
          if (unit === big) expect(value).toBeGreaterThanOrEqual(big.size * 0.99995)
          else if (unit === small) {
            expect(value).toBeGreaterThanOrEqual(small.size * 0.9995)
            expect(value).toBeLessThan(big.size)
            expect(number).toBeLessThan(big.size / small.size)
          } else {
            expect(value).toBeLessThan(small.size)
            expect(number).toBeLessThan(small.size)
          }
          const size = unit?.size ?? 1
          const step = unit ? 0.05 : 0.5
          expect(Math.abs(number - value / size)).toBeLessThanOrEqual(step + 1e-9 * (value / size))
        },
      ),
    )
  })

  it('property: negatives are the positive text with a leading minus', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e13, noNaN: true }),
        fc.constantFrom('en' as const, 'cn' as const),
        (value, locale) => {
          expect(formatCompact(-value, locale)).toBe(`-${formatCompact(value, locale)}`)
        },
      ),
    )
  })
})

describe('formatPercent', () => {
  it('treats the value as a ratio with one decimal by default', () => {
    expect(formatPercent(0.123)).toBe('12.3%')
    expect(formatPercent(0.1)).toBe('10.0%')
    expect(formatPercent(1)).toBe('100.0%')
    expect(formatPercent(-0.0456)).toBe('-4.6%')
    expect(formatPercent(0.001)).toBe('0.1%')
    expect(formatPercent(0.0005)).toBe('0.1%')
  })

  it('supports decimals and an explicit plus sign', () => {
    expect(formatPercent(0.12345, { decimals: 2 })).toBe('12.35%')
    expect(formatPercent(0.5, { decimals: 0 })).toBe('50%')
    expect(formatPercent(0.052, { sign: true })).toBe('+5.2%')
    expect(formatPercent(-0.052, { sign: true })).toBe('-5.2%')
    expect(formatPercent(0, { sign: true })).toBe('0.0%')
    expect(formatPercent(0.00001, { sign: true })).toBe('0.0%')
    expect(formatPercent(123.4)).toBe('12,340.0%')
  })

  it('shows "-" for invalid values', () => {
    expect(formatPercent(null)).toBe('-')
    expect(formatPercent(undefined)).toBe('-')
    expect(formatPercent(Number.NaN)).toBe('-')
  })

  it('property: the shown percentage is within half a step of the ratio', () => {
    fc.assert(
      fc.property(
        finite.filter((v) => Math.abs(v) < 1e9),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const text = formatPercent(value, { decimals })
          expect(text.endsWith('%')).toBe(true)
          const fraction = text.slice(0, -1).split('.')[1] ?? ''
          expect(fraction.length).toBe(decimals)
          const shown = unGroup(text.slice(0, -1))
          expect(Math.abs(shown - value * 100)).toBeLessThanOrEqual(
            0.5 * 10 ** -decimals + Math.abs(value) * 1e-12,
          )
        },
      ),
    )
  })
})

describe('formatDate', () => {
  it('formats as YYYY-MM-DD in UTC for both locales', () => {
    const date = new Date(Date.UTC(2024, 0, 2, 23, 30))
    expect(formatDate(date, 'en')).toBe('2024-01-02')
    expect(formatDate(date, 'cn')).toBe('2024-01-02')
    expect(formatDate(date.getTime(), 'cn')).toBe('2024-01-02')
    expect(formatDate(0, 'en')).toBe('1970-01-01')
  })

  it('reads ISO strings, converting only those that carry a time zone', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('2024-03-05')
    expect(formatDate('2024-03-05T10:00:00Z', 'en')).toBe('2024-03-05')
    expect(formatDate('2024-03-05T03:00:00+08:00', 'en')).toBe('2024-03-04')
    expect(formatDate('2024-03-05T22:00:00.123-05:00', 'en')).toBe('2024-03-06')
    expect(formatDate('2024-03-05 23:59:59', 'cn')).toBe('2024-03-05')
    expect(formatDate('1704153600000', 'en')).toBe('2024-01-02')
  })

  it('does not drift with the time zone of the machine', () => {
    // Date-only strings are midnight UTC; a local-time formatter would show the 4th west of Greenwich.
    expect(formatDate(new Date('2024-03-05'), 'en')).toBe('2024-03-05')
  })

  it('shows "-" for anything that is not a real date', () => {
    for (const value of [
      null,
      undefined,
      '',
      'soon',
      '2024-02-30',
      '2024-13-01',
      '2024-01-01T25:00',
      Number.NaN,
    ]) {
      expect(formatDate(value, 'en')).toBe('-')
    }
    expect(formatDate(new Date('nope'), 'en')).toBe('-')
  })

  it('property: agrees with toISOString for every date in range', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString()
          expect(formatDate(date, 'en')).toBe(iso.slice(0, 10))
          expect(formatDate(iso, 'cn')).toBe(iso.slice(0, 10))
        },
      ),
    )
  })
})

describe('cappedTotal', () => {
  it('reports a count up to the cap as counted and one past it as the cap, capped', () => {
    expect(cappedTotal(0, 1000)).toEqual({ total: 0, total_capped: false })
    expect(cappedTotal(1000, 1000)).toEqual({ total: 1000, total_capped: false })
    expect(cappedTotal(1001, 1000)).toEqual({ total: 1000, total_capped: true })
    expect(formatTotal(cappedTotal(10_001, 10_000))).toBe('10,000+')
  })
})

describe('formatTotal', () => {
  it('shows a counted total as is, a capped one with a plus and an estimate as about two digits', () => {
    expect(formatTotal({ total: 1234, total_capped: false })).toBe('1,234')
    expect(formatTotal({ total: 10_000, total_capped: true, total_estimated: true })).toBe('10,000+')
    expect(formatTotal({ total: 1234, total_capped: false, total_estimated: true })).toBe('≈1,200')
    expect(formatTotal({ total: 87, total_capped: false, total_estimated: true })).toBe('≈87')
    expect(formatTotal({ total: 0, total_capped: false, total_estimated: false })).toBe('0')
  })
})
