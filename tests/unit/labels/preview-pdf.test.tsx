// The form's preview and the PDF agree: the same lines at the same places and type size, and the
// preview marks as not fitting exactly the fields the download refuses.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Symbology } from '@/features/labels/barcode'
import { LabelPreview } from '@/features/labels/components/label-preview'
import { subsetFont } from '@/features/labels/font-subset.server'
import { checkLabels } from '@/features/labels/label-export.server'
import { renderLabelsPdf } from '@/features/labels/label-pdf'
import { type LabelRow, toLabelValues } from '@/features/labels/label-request.shared'
import { type LabelPlatform, type LabelSizeId, labelBox, labelSize } from '@/features/labels/labels.shared'
import { readPdf } from '../../support/pdf-labels'

const FONT = readFileSync(
  resolve(
    import.meta.dirname,
    '../../../node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  ),
)

const fromHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")

/** The preview's text lines (string, x, baseline, size) and the fields it marks as not fitting. */
function preview(platform: LabelPlatform, sizeId: LabelSizeId, symbology: Symbology, values: LabelRow) {
  const size = labelSize(sizeId)
  if (!size) throw new Error(sizeId)
  const html = renderToStaticMarkup(
    <LabelPreview platform={platform} size={size} symbology={symbology} values={values} />,
  )
  const lines = [...html.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)]
    .filter((match) => (match[1] ?? '').includes('label-preview-line'))
    .map((match) => {
      const attr = (name: string) => Number(new RegExp(`\\s${name}="([^"]+)"`).exec(match[1] ?? '')?.[1])
      return { str: fromHtml(match[2] ?? ''), x: attr('x'), baseline: attr('y'), size: attr('font-size') }
    })
  const overflow = /data-overflow="([^"]*)"/.exec(html)?.[1] ?? ''
  return { lines, overflow: overflow === '' ? [] : overflow.split(' '), size }
}

type Case = [string, LabelPlatform, LabelSizeId, Symbology, LabelRow]
const base = { ce: false, ukca: false }
const CASES: Case[] = [
  [
    'Temu apparel at 60 × 40 (type shrinks, short fields share lines)',
    'temu',
    'thermal-60x40',
    'code128',
    {
      ...base,
      barcode: 'TM-20418-RD-M',
      sku: 'TM-20418-RD-M',
      skc: '23456789012',
      size: 'M',
      color: 'Red',
      origin: 'CN',
    },
  ],
  [
    'TikTok at 2 × 1 in with a Chinese name',
    'tiktok',
    'in-2x1',
    'ean13',
    {
      ...base,
      barcode: '400638133393',
      product_name: '纯棉圆领短袖T恤 红色 M',
      sku: 'TK-5521',
      condition: 'New',
      origin: 'CN',
    },
  ],
  [
    'a QR label with its text beside the code',
    'shein',
    'thermal-50x30',
    'qr',
    { ...base, barcode: 'https://shop.example.com/p/1', sku: 'SH-1', size: 'L', color: 'Blue', origin: 'CN' },
  ],
  [
    'a label that does not fit',
    'amazon',
    'a4-44',
    'code128',
    { ...base, barcode: 'X00ABC0001', product_name: '不锈钢保温杯'.repeat(20), condition: 'New' },
  ],
]

describe('preview and PDF', () => {
  it.each(CASES)(
    '%s',
    async (_name, platform, sizeId, symbology, values) => {
      const shown = preview(platform, sizeId, symbology, values)
      const refused = await checkLabels({
        platform,
        label_size: sizeId,
        symbology,
        offset_x: 0,
        offset_y: 0,
        lang: 'en',
        labels: [values],
      })
      // What the preview marks red is what the download refuses, field by field.
      expect(shown.overflow).toEqual(refused.map((issue) => issue.field))
      const bytes = await renderLabelsPdf([toLabelValues(values, symbology)], {
        platform,
        size: shown.size,
        font: FONT,
        subset: subsetFont,
      })
      const [page] = await readPdf(bytes, 1)
      if (!page) throw new Error('no page')
      expect(shown.lines.length).toBeGreaterThan(0)
      // pdf.js splits a line at wide gaps ("Size: M   Color: Red"): runs on one baseline are one line.
      // NFKC: the font maps 色 and the radical ⾊ to one glyph, and pdf.js may copy either back.
      const printed: { str: string; x: number; y: number; size: number }[] = []
      for (const item of page.items) {
        const same = printed.find((line) => Math.abs(line.y - item.y) < 0.01)
        if (same) same.str += ` ${item.str}`
        else printed.push({ ...item })
      }
      const words = (str: string) => str.normalize('NFKC').split(/\s+/).join(' ')
      expect(printed.map((line) => words(line.str))).toEqual(shown.lines.map((line) => words(line.str)))
      // Same place and size (the label's box on the page; PDF y runs up from the bottom).
      const box = labelBox(shown.size, 0)
      for (const [i, line] of shown.lines.entries()) {
        const item = printed[i]
        expect((item?.x ?? 0) - box.x).toBeCloseTo(line.x, 1)
        expect((item?.y ?? 0) - box.y).toBeCloseTo(box.height - line.baseline, 1)
        expect(item?.size).toBeCloseTo(line.size, 1)
      }
    },
    60_000,
  )
})
