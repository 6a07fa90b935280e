import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inlineParams, sqlLiteral } from '@/server/db/client'
import { intArrayLiteral, parseIntArrayLiteral } from '@/server/sql/literals'

describe('sqlLiteral and inlineParams (values inlined into COPY)', () => {
  it('quotes strings so no quote or backslash can end the literal', () => {
    expect(sqlLiteral("it's")).toBe("E'it''s'")
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'")
    expect(sqlLiteral("x'); DROP TABLE products; --")).toBe("E'x''); DROP TABLE products; --'")
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('\0')),
        (text) => {
          const literal = sqlLiteral(text)
          const body = literal.slice(2, -1)
          // Inside the literal every quote is doubled and every backslash is escaped.
          expect(body.replace(/''/g, '').includes("'")).toBe(false)
          expect(body.replace(/\\\\/g, '').includes('\\')).toBe(false)
        },
      ),
    )
  })

  it('writes numbers, arrays of numbers, booleans and null, and refuses anything else', () => {
    expect(sqlLiteral(12)).toBe('12')
    expect(sqlLiteral(-1)).toBe('(-1)')
    expect(sqlLiteral(4.8)).toBe('4.8')
    expect(sqlLiteral([1, 2, 3])).toBe("'{1,2,3}'")
    expect(sqlLiteral([])).toBe("'{}'")
    expect(sqlLiteral(true)).toBe('TRUE')
    expect(sqlLiteral(null)).toBe('NULL')
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError)
    expect(() => sqlLiteral('a\0b')).toThrow(RangeError)
    expect(() => sqlLiteral(['1'])).toThrow(RangeError)
    expect(() => sqlLiteral({})).toThrow(TypeError)
  })

  it('replaces each placeholder by its own value, $1 apart from $10', () => {
    const values = Array.from({ length: 10 }, (_, i) => i + 1)
    expect(inlineParams('SELECT $1, $10, $2::int[]', values)).toBe('SELECT 1, 10, 2::int[]')
    expect(() => inlineParams('SELECT $3', [1])).toThrow(RangeError)
  })
})

describe('integer array literals', () => {
  it('read back what they write, nulls and negatives included', () => {
    for (const values of [[], [0], [1, null, -3, 1200000], [null, null]]) {
      expect(parseIntArrayLiteral(intArrayLiteral(values))).toEqual(values)
    }
  })
  it("read COPY's null array as null, not as an empty series", () => {
    expect(parseIntArrayLiteral('\\N')).toBeNull()
    expect(parseIntArrayLiteral('{}')).toEqual([])
  })
})
