// Our Code 128 encoder against a real decoder: every value drawn into a PDF page, rendered by
// pdfjs-dist and read back by zxing-wasm, is the value typed (code sets B and C, switches, checksum).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { code128Values } from '@/features/labels/code128'
import { subsetFont } from '@/features/labels/font-subset.server'
import { renderLabelsPdf } from '@/features/labels/label-pdf'
import { labelSize } from '@/features/labels/labels.shared'
import { decodeBarcodes, readPdf } from '../../support/pdf-labels'

const FONT = readFileSync(
  resolve(
    import.meta.dirname,
    '../../../node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  ),
)

const VALUES = [
  'X00002DQF4',
  'X00ABC1234',
  '12345678',
  '123',
  '0',
  '99',
  'AB123456CD',
  'A1234567',
  '1234567',
  'a b-c_d!~',
  'SKU 12 345 678 9',
  '{}|\\^`@[]',
  'X001234567890123456789Z',
  '00000000000000000000',
]

describe('Code 128', () => {
  it('uses code set C for digit runs where it is shorter, with the mod-103 check', () => {
    // Start C, 12 34 56 78, check.
    expect(code128Values('12345678')).toEqual([
      105,
      12,
      34,
      56,
      78,
      (105 + 12 + 2 * 34 + 3 * 56 + 4 * 78) % 103,
    ])
    // Start B for three digits: C would not be shorter.
    expect(code128Values('123').slice(0, 4)).toEqual([104, 17, 18, 19])
  })

  it('every value decodes back from the rendered PDF', async () => {
    const size = labelSize('letter-30')
    if (!size) throw new Error('letter-30')
    const bytes = await renderLabelsPdf(
      VALUES.map((barcode) => ({ symbology: 'code128', barcode, product_name: 'x', condition: 'New' })),
      { platform: 'amazon', size, font: FONT, subset: subsetFont },
    )
    const [page] = await readPdf(bytes, 4)
    const decoded = await decodeBarcodes(page?.png ?? new Uint8Array(), ['Code128'])
    expect(decoded).toEqual(VALUES)
  }, 60_000)
})
