import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNumber } from '@/lib/format'
import { formatRange, type NumericRange, parseRange } from '@/lib/range'

describe('parseRange', () => {
  it.each([
    ['10~20', { min: 10, max: 20 }],
    ['10 ~ 20', { min: 10, max: 20 }],
    ['  1.5 ~ 2.25  ', { min: 1.5, max: 2.25 }],
    ['10-20', { min: 10, max: 20 }],
    ['10 - 20', { min: 10, max: 20 }],
    ['10-', { min: 10 }],
    ['-20', { max: 20 }],
    ['~20', { max: 20 }],
    ['10~', { min: 10 }],
    ['>=10', { min: 10 }],
    ['>= 10', { min: 10 }],
    ['<=20', { max: 20 }],
    ['15', { min: 15, max: 15 }],
    ['0', { min: 0, max: 0 }],
    ['.5', { min: 0.5, max: 0.5 }],
    ['1,000 ~ 2,500.5', { min: 1000, max: 2500.5 }],
    ['10～20', { min: 10, max: 20 }],
    ['≥10', { min: 10 }],
    ['≤20', { max: 20 }],
    ['-5 ~ 3', { min: -5, max: 3 }],
    ['1e-7-2', { min: 1e-7, max: 2 }],
  ])('reads %j', (input, expected) => {
    expect(parseRange(input)).toEqual(expected)
  })

  it('swaps ends typed the wrong way round', () => {
    expect(parseRange('20~10')).toEqual({ min: 10, max: 20 })
    expect(parseRange('20-10')).toEqual({ min: 10, max: 20 })
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    '~',
    '-',
    'abc',
    '1~2~3',
    '1-2-3',
    '10 ~ x',
    '>=',
    '>10',
    '1,00',
    '1e999',
    '--5',
  ])('treats %j as no range', (input) => {
    expect(parseRange(input)).toEqual({})
  })

  it('property: never throws and always returns finite, ordered ends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom('1', '.', '-', '~', ' ', '>', '=', ',', 'e') }),
        ),
        (input) => {
          const range = parseRange(input)
          for (const end of [range.min, range.max])
            if (end !== undefined) expect(Number.isFinite(end)).toBe(true)
          if (range.min !== undefined && range.max !== undefined) {
            expect(range.min).toBeLessThanOrEqual(range.max)
          }
        },
      ),
    )
  })
})

describe('formatRange', () => {
  it('writes both ends, one end, or nothing', () => {
    expect(formatRange({ min: 10, max: 20 })).toBe('10 ~ 20')
    expect(formatRange({ min: 10 })).toBe('>=10')
    expect(formatRange({ max: 20 })).toBe('<=20')
    expect(formatRange({})).toBe('')
    expect(formatRange({ min: 5, max: 5 })).toBe('5')
    expect(formatRange({ min: 20, max: 10 })).toBe('10 ~ 20')
    expect(formatRange({ min: Number.NaN, max: 3 })).toBe('<=3')
  })

  it('uses the given number format, and the result still reads back', () => {
    const text = formatRange({ min: 1000, max: 25000 }, (n) => formatNumber(n))
    expect(text).toBe('1,000 ~ 25,000')
    expect(parseRange(text)).toEqual({ min: 1000, max: 25000 })
  })

  const end = fc.option(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), { nil: undefined })

  it('property: parseRange(formatRange(r)) gives back the (ordered) range', () => {
    fc.assert(
      fc.property(end, end, (min, max) => {
        const range: NumericRange = {}
        if (min !== undefined) range.min = min === 0 ? 0 : min
        if (max !== undefined) range.max = max === 0 ? 0 : max
        const expected =
          range.min !== undefined && range.max !== undefined && range.min > range.max
            ? { min: range.max, max: range.min }
            : range
        expect(parseRange(formatRange(range))).toEqual(expected)
      }),
    )
  })
})
