import { describe, expect, it } from 'vitest'
import { checkBarcode, gs1CheckDigit } from '@/features/labels/barcode'

describe('gs1CheckDigit', () => {
  it('matches published GTINs', () => {
    expect(gs1CheckDigit('400638133393')).toBe('1') // EAN-13 4006381333931
    expect(gs1CheckDigit('03600029145')).toBe('2') // UPC-A 036000291452
    expect(gs1CheckDigit('9638507')).toBe('4') // EAN-8 96385074
    expect(gs1CheckDigit('1001234560001')).toBe('9') // GTIN-14 10012345600019
  })
})

describe('checkBarcode', () => {
  it('appends the check digit to a value typed without it', () => {
    expect(checkBarcode('ean13', '400638133393')).toEqual({ ok: true, value: '4006381333931' })
    expect(checkBarcode('upca', '03600029145')).toEqual({ ok: true, value: '036000291452' })
    expect(checkBarcode('ean8', '9638507')).toEqual({ ok: true, value: '96385074' })
    expect(checkBarcode('gtin14', '1001234560001')).toEqual({ ok: true, value: '10012345600019' })
  })

  it('refuses a wrong check digit and suggests the right value', () => {
    expect(checkBarcode('ean13', '4006381333932')).toEqual({
      ok: false,
      problem: { kind: 'check', expected: '1', suggestion: '4006381333931' },
    })
  })

  it('refuses letters and wrong lengths in GTINs', () => {
    expect(checkBarcode('ean13', '40063813339A')).toEqual({ ok: false, problem: { kind: 'digits' } })
    expect(checkBarcode('ean8', '123')).toEqual({ ok: false, problem: { kind: 'length', lengths: [7, 8] } })
    expect(checkBarcode('upca', '')).toEqual({ ok: false, problem: { kind: 'empty' } })
  })

  it('Code 128 takes printable ASCII only, up to its length', () => {
    expect(checkBarcode('code128', 'X001ABC123')).toEqual({ ok: true, value: 'X001ABC123' })
    expect(checkBarcode('code128', 'SKU-连衣裙')).toEqual({
      ok: false,
      problem: { kind: 'char', char: '连' },
    })
    expect(checkBarcode('code128', 'A'.repeat(49))).toEqual({ ok: false, problem: { kind: 'long', max: 48 } })
  })

  it('QR takes any text up to its size', () => {
    expect(checkBarcode('qr', 'https://example.com/连衣裙')).toMatchObject({ ok: true })
    expect(checkBarcode('qr', 'x'.repeat(501))).toEqual({ ok: false, problem: { kind: 'long', max: 500 } })
  })
})
