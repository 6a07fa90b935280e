import { describe, expect, it } from 'vitest'
import { isEmpty } from '@/lib/empty'

describe('isEmpty', () => {
  it('treats missing values, empty collections and blank text as empty', () => {
    for (const value of [null, undefined, [], {}, Object.create(null), '', '   ', '\n\t', '\u3000']) {
      expect(isEmpty(value)).toBe(true)
    }
  })

  it('keeps real answers such as 0 and false', () => {
    for (const value of [0, false, Number.NaN, 'a', ' x ', [0], [null], { a: undefined }, new Date(0)]) {
      expect(isEmpty(value)).toBe(false)
    }
  })

  it('does not look inside class instances, maps or sets', () => {
    expect(isEmpty(new Map())).toBe(false)
    expect(isEmpty(new Set())).toBe(false)
    expect(isEmpty(new (class {})())).toBe(false)
  })
})
