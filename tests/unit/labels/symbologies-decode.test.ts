// Every symbology other than Code 128 (code128.test.ts) through the label download's own path
// (exportLabels: checks, bwip-js, the PDF writer), read back the way a scanner would: pdfjs-dist draws each
// page and zxing-wasm decodes it (tests/support/pdf-labels.ts). Each value must come back as typed, in
// order, and only as the symbology asked for (a UPC-A read as EAN-13 would not scan at a US till).
// Values carry their right check digits (computed by hand, GS1 mod-10).
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { ReadInputBarcodeFormat } from 'zxing-wasm/reader'
import type { Symbology } from '@/features/labels/barcode'
import { exportLabels } from '@/features/labels/label-export.server'
import { LabelExportBodySchema } from '@/features/labels/label-request.shared'
import { ANONYMOUS, type CallContext } from '@/server/api/call'
import { createQuota } from '@/server/quota/quota'
import { decodeBarcodes, readPdf } from '../../support/pdf-labels'

/** No HTTP caller: the quota is not metered, and the database must never be asked for. */
const internal: CallContext = ANONYMOUS
const noDatabase = createQuota(async () => {
  throw new Error('an unmetered call opened the database')
})

const CASES: {
  symbology: Symbology
  format: ReadInputBarcodeFormat
  values: string[]
  /** What zxing reports for a value, when not the value itself. */
  read?: (value: string) => string
}[] = [
  // zxing-wasm reports a UPC-A (read with only UPC-A enabled) in its 13-digit EAN form, a leading 0.
  {
    symbology: 'upca',
    format: 'UPC-A',
    values: ['036000291452', '012345678905', '042100005264'],
    read: (value) => `0${value}`,
  },
  { symbology: 'ean8', format: 'EAN-8', values: ['96385074', '40123455', '55123457'] },
  { symbology: 'ean13', format: 'EAN-13', values: ['4006381333931', '5012345678900'] },
  // GTIN-14 is printed as ITF-14, the carrier GS1 specifies for cases.
  { symbology: 'gtin14', format: 'ITF', values: ['10012345678902', '30614141412342'] },
  // QR: a link with a query string and a value with spaces (not a GTIN: printed as typed).
  { symbology: 'qr', format: 'QRCode', values: ['https://example.com/p?id=42&lot=A7', 'SKU 12 345 / blue'] },
]

describe.each(CASES)('$symbology labels', ({ symbology, format, values, read = (value) => value }) => {
  it(`decode from the PDF as ${format}, each value as typed and in order`, async () => {
    const body = v.parse(LabelExportBodySchema, {
      platform: 'shopsight',
      // One label a page, large enough for every symbology.
      label_size: 'thermal-100x100',
      symbology,
      labels: values.map((barcode, i) => ({ barcode, product_name: `Bottle ${i + 1}` })),
    })
    const pdf = await exportLabels(body, internal, noDatabase)
    expect(pdf.count).toBe(values.length)
    const pages = await readPdf(pdf.bytes, 4)
    expect(pages).toHaveLength(values.length)
    const decoded: string[][] = []
    for (const page of pages) decoded.push(await decodeBarcodes(page.png, [format]))
    expect(decoded).toEqual(values.map((value) => [read(value)]))
  }, 60_000)
})
