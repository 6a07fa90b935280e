import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { subsetFont } from '@/features/labels/font-subset.server'
import { checkLabel, renderLabelsPdf } from '@/features/labels/label-pdf'
import { type LabelValues, labelBox, labelSize, perPage } from '@/features/labels/labels.shared'
import { readPdf } from '../../support/pdf-labels'

const FONT = readFileSync(
  resolve(
    import.meta.dirname,
    '../../../node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  ),
)
const label = (i: number): LabelValues => ({
  symbology: 'code128',
  barcode: `X00ABC${String(i).padStart(4, '0')}`,
  product_name: `夏季连衣裙 summer dress ${i}`,
  condition: 'New',
})

describe('label sheets', () => {
  it('the sheets hold the issue’s counts and stay on the page', () => {
    for (const [id, count] of [
      ['letter-30', 30],
      ['a4-21', 21],
      ['a4-24', 24],
      ['a4-27', 27],
      ['a4-40', 40],
      ['a4-44', 44],
    ] as const) {
      const size = labelSize(id)
      if (!size) throw new Error(id)
      expect(perPage(size)).toBe(count)
      const last = labelBox(size, count - 1)
      expect(last.page).toBe(0)
      expect(last.y).toBeGreaterThanOrEqual(-0.01)
      expect(last.x + last.width).toBeLessThanOrEqual(size.pageWidth * (72 / 25.4) + 0.01)
      expect(labelBox(size, count).page).toBe(1)
    }
  })

  it('a print offset moves every label', () => {
    const size = labelSize('letter-30')
    if (!size) throw new Error('letter-30')
    const a = labelBox(size, 0)
    const b = labelBox(size, 0, { x: 2, y: 1 })
    expect(b.x - a.x).toBeCloseTo(2 * (72 / 25.4))
    expect(a.y - b.y).toBeCloseTo(72 / 25.4)
  })
})

describe('renderLabelsPdf', () => {
  it('puts 61 labels on three 30-up Letter pages', async () => {
    const size = labelSize('letter-30')
    if (!size) throw new Error('letter-30')
    const bytes = await renderLabelsPdf(
      Array.from({ length: 61 }, (_, i) => label(i)),
      {
        platform: 'amazon',
        size,
        font: FONT,
      },
    )
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(3)
    const { width, height } = pdf.getPage(0).getSize()
    expect(width).toBeCloseTo(612)
    expect(height).toBeCloseTo(792)
  }, 60_000)

  it('one thermal label per page, at the label’s size', async () => {
    const size = labelSize('thermal-50x30')
    if (!size) throw new Error('thermal')
    const bytes = await renderLabelsPdf([{ ...label(1), symbology: 'ean13', barcode: '400638133393' }], {
      platform: 'shopsight',
      size,
      font: FONT,
    })
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(50 * (72 / 25.4))
  }, 60_000)
})

describe('text in the PDF', () => {
  it('prints and copies digits as typed, with a HarfBuzz subset of the font', async () => {
    const size = labelSize('thermal-50x30')
    if (!size) throw new Error('thermal')
    const bytes = await renderLabelsPdf([label(2), label(7)], {
      platform: 'amazon',
      size,
      font: FONT,
      subset: subsetFont,
    })
    // The subset, not the 6.7 MB font, is embedded.
    expect(bytes.byteLength).toBeLessThan(200_000)
    const pages = await readPdf(bytes, 1)
    expect(pages.map((p) => p.text.replace(/\s+/g, ''))).toEqual([
      'X00ABC0002夏季连衣裙summerdress2New',
      'X00ABC0007夏季连衣裙summerdress7New',
    ])
  }, 60_000)
})

describe('checkLabel', () => {
  it('reports missing required fields, a bad check digit, and text too long for the size', async () => {
    const small = labelSize('thermal-40x30')
    if (!small) throw new Error('size')
    expect(checkLabel('amazon', { symbology: 'code128', barcode: 'X001' }, small)).toEqual([
      { field: 'product_name', problem: { kind: 'required' } },
      { field: 'condition', problem: { kind: 'required' } },
    ])
    expect(
      checkLabel('shopsight', { symbology: 'ean13', barcode: '4006381333932', product_name: 'x' }, small),
    ).toEqual([{ field: 'barcode', problem: { kind: 'check', expected: '1', suggestion: '4006381333931' } }])
    const long = checkLabel(
      'amazon',
      { ...label(1), product_name: 'very long product name '.repeat(8) },
      small,
    )
    // The name that overflows is named first (the fields after it are pushed off the label too).
    // …with the smallest size that takes it.
    expect(long[0]).toEqual({ field: 'product_name', problem: { kind: 'fit', fits: 'thermal-60x40' } })
  }, 60_000)
})
