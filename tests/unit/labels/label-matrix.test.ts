// Every platform's every barcode type at the platform's default size, with the fields a seller really
// fills in (English and Chinese product names): the server's checks accept the labels, and the PDF's
// barcodes decode to their input, as a warehouse scanner would read them.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ReadInputBarcodeFormat } from 'zxing-wasm/reader'
import type { Symbology } from '@/features/labels/barcode'
import { checkBarcode } from '@/features/labels/barcode'
import { subsetFont } from '@/features/labels/font-subset.server'
import { checkLabels } from '@/features/labels/label-export.server'
import { renderLabelsPdf } from '@/features/labels/label-pdf'
import { type LabelRow, toLabelValues } from '@/features/labels/label-request.shared'
import {
  LABEL_PLATFORMS,
  LABEL_TEMPLATES,
  type LabelPlatform,
  labelSize,
} from '@/features/labels/labels.shared'
import { decodeBarcodes, readPdf } from '../../support/pdf-labels'

const FONT = readFileSync(
  resolve(
    import.meta.dirname,
    '../../../node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  ),
)

/** A real-looking value per barcode type (GTINs with their check digit). */
const BARCODES: Record<Symbology, string> = {
  code128: 'TM-20418-RD-M',
  ean13: '4006381333931',
  upca: '036000291452',
  ean8: '96385074',
  gtin14: '10012345678902',
  qr: 'https://shop.example.com/p/20418?sku=TM-20418-RD-M',
}
const FORMATS: Record<Symbology, ReadInputBarcodeFormat> = {
  code128: 'Code128',
  ean13: 'EAN-13',
  upca: 'UPC-A',
  ean8: 'EAN-8',
  gtin14: 'ITF',
  qr: 'QRCode',
}

/** The fields a seller fills in for each platform: its required ones and the usual ones of its label. */
function rows(platform: LabelPlatform, symbology: Symbology): LabelRow[] {
  const barcode = platform === 'amazon' ? 'X00ABC1234' : BARCODES[symbology]
  const base = { barcode, ce: false, ukca: false }
  const names = ['Cotton crew-neck T-shirt', '纯棉圆领短袖T恤']
  return names.map((product_name): LabelRow => {
    switch (platform) {
      case 'temu':
        return { ...base, sku: 'TM-20418-RD-M', skc: '23456789012', size: 'M', color: 'Red', origin: 'CN' }
      case 'tiktok':
        return { ...base, product_name, sku: 'TK-5521-BL', condition: 'New', origin: 'CN' }
      case 'amazon':
        return { ...base, product_name, condition: 'New' }
      default:
        return { ...base, product_name, sku: 'SH-20418-RD-M', size: 'M', color: 'Red', origin: 'CN' }
    }
  })
}

const cases = LABEL_PLATFORMS.flatMap((platform) =>
  LABEL_TEMPLATES[platform].symbologies.map((symbology) => [platform, symbology] as const),
)

describe('every symbology on every platform at its default size', () => {
  it('has a case for each of the six symbologies', () => {
    expect(new Set(cases.map(([, s]) => s))).toEqual(new Set(Object.keys(BARCODES)))
  })

  it.each(cases)(
    '%s · %s: accepted, printed, decoded',
    async (platform, symbology) => {
      const template = LABEL_TEMPLATES[platform]
      const size = labelSize(template.defaultSize)
      if (!size) throw new Error(template.defaultSize)
      const labels = rows(platform, symbology)
      const issues = await checkLabels({
        platform,
        label_size: template.defaultSize,
        symbology,
        offset_x: 0,
        offset_y: 0,
        lang: 'en',
        labels,
      })
      expect(issues).toEqual([])
      const bytes = await renderLabelsPdf(
        labels.map((row) => toLabelValues(row, symbology)),
        { platform, size, font: FONT, subset: subsetFont },
      )
      const pages = await readPdf(bytes, 6)
      const expected = labels.map((row) => {
        const check = checkBarcode(symbology, row.barcode ?? '')
        if (!check.ok) throw new Error(`bad test value ${row.barcode}`)
        return check.value
      })
      const decoded: string[] = []
      for (const page of pages) decoded.push(...(await decodeBarcodes(page.png, [FORMATS[symbology]])))
      // zxing reports a UPC-A as its GTIN-13 (the same number with a leading 0): compare the GTIN-12.
      if (symbology === 'upca')
        for (const [i, s] of decoded.entries()) decoded[i] = s.replace(/^0(\d{12})$/, '$1')
      expect(decoded).toEqual(expected)
      // Every field the seller typed is printed, none cut.
      const text = pages.map((p) => p.text.replace(/\s+/g, '')).join('|')
      for (const row of labels) {
        for (const field of ['product_name', 'sku', 'skc', 'color', 'origin', 'condition'] as const) {
          const value = row[field]
          if (value && template.fields.includes(field)) expect(text).toContain(value.replace(/\s+/g, ''))
        }
      }
    },
    60_000,
  )
})
