// The label generator's words: sizes read as a seller writes them, and a refusal that says why and
// what would fit, in both languages.
import { afterEach, describe, expect, it } from 'vitest'
import { problemText, sizeName } from '@/features/labels/label-text'
import { labelSize } from '@/features/labels/labels.shared'
import { overwriteGetLocale } from '@/paraglide/runtime'

afterEach(() => overwriteGetLocale(() => 'en'))

const size = (id: string) => {
  const found = labelSize(id)
  if (!found) throw new Error(id)
  return found
}

describe('label words', () => {
  it('names inch sizes without a trailing .0', () => {
    expect(sizeName(size('in-4x6'))).toBe('4 × 6 in thermal')
    expect(sizeName(size('in-2x1'))).toBe('2 × 1 in thermal')
    expect(sizeName(size('a4-21'))).toBe('A4, 21 per sheet (70 × 42.3 mm)')
  })

  it('a refusal names the field and the size it fits, in English and Chinese', () => {
    const fit = { kind: 'fit', fits: 'thermal-60x40' } as const
    expect(problemText('origin', fit)).toContain('60 × 40 mm')
    expect(problemText('origin', fit)).toMatch(/^Country of origin/)
    overwriteGetLocale(() => 'cn')
    expect(problemText('origin', fit)).toContain('60 × 40 mm')
    expect(problemText('origin', { kind: 'fit', fits: null })).toContain('缩短')
  })

  it('a wrong check digit says why, not only what to use', () => {
    const text = problemText('barcode', { kind: 'check', expected: '1', suggestion: '4006381333931' })
    expect(text).toContain('calculated from the digits before it')
    expect(text).toContain('4006381333931')
  })
})
