// Labels into one PDF (issue 15): each label's barcode from bwip-js drawn as vector paths, its text in
// an embedded Noto Sans SC subset (Chinese product names print, not boxes), laid out on the chosen
// thermal size or sheet with the print offset. Runs in the browser and in Node (the bench).

import type { Font as FontkitFont } from '@pdf-lib/fontkit'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { checkBarcode } from './barcode'
import { barcodeSvg, labelBarcode } from './barcode-svg'
import { fitProblems, layoutFor } from './label-layout'
import { textLines } from './label-lines'
import {
  LABEL_TEMPLATES,
  type LabelField,
  type LabelPlatform,
  type LabelSize,
  type LabelSizeId,
  type LabelValues,
  labelBox,
  type PrintOffset,
  PT_PER_MM,
} from './labels.shared'

const BLACK = rgb(0, 0, 0)

type Vector = { d: string; stroke: number | null }

/** The paths of a bwip-js SVG: bars come as stroked lines, modules and glyphs as filled shapes. */
function svgPaths(svg: string): { width: number; height: number; paths: Vector[] } {
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg)
  const paths: Vector[] = []
  for (const match of svg.matchAll(/<path([^>]*)\/>/g)) {
    const attrs = match[1] ?? ''
    const d = /\sd="([^"]+)"/.exec(attrs)?.[1]
    if (!d) continue
    const stroke = /stroke-width="([\d.]+)"/.exec(attrs)?.[1]
    paths.push({ d, stroke: stroke ? Number(stroke) : null })
  }
  return { width: Number(box?.[1] ?? 1), height: Number(box?.[2] ?? 1), paths }
}

/** The barcode's vector drawing, cached by symbology and value (a batch repeats values often). */
const barcodeCache = new Map<string, ReturnType<typeof svgPaths>>()

function barcodeVector(values: LabelValues, value: string) {
  const key = `${values.symbology}:${value}`
  const cached = barcodeCache.get(key)
  if (cached) return cached
  const svg = labelBarcode(values.symbology, value)?.svg ?? barcodeSvg(values.symbology, value)
  const vector = svgPaths(svg)
  if (barcodeCache.size > 20_000) barcodeCache.clear()
  barcodeCache.set(key, vector)
  return vector
}

/**
 * Each page's drawing as PDF content text, written into one compressed stream when the page is done.
 * One pdf-lib operator object per bar (about 60 a label) made a 5,000-label batch hold a few million
 * small objects: most of its memory and garbage-collection time.
 */
const ink = new WeakMap<PDFPage, string[]>()
function inkOf(page: PDFPage): string[] {
  let parts = ink.get(page)
  if (!parts) {
    parts = []
    ink.set(page, parts)
  }
  return parts
}

/** Writes a page's collected drawing as its own content stream (after pdf-lib's, balanced q … Q). */
function flushInk(doc: PDFDocument, page: PDFPage) {
  const parts = ink.get(page)
  if (!parts || parts.length === 0) return
  const stream = doc.context.flateStream(parts.join(''))
  page.node.addContentStream(doc.context.register(stream))
  ink.delete(page)
}

/** A coordinate to 1/100 pt, far below what a printer resolves. */
const n = (value: number) => (Math.round(value * 100) / 100).toString()

function drawVector(
  page: PDFPage,
  vector: ReturnType<typeof svgPaths>,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  // SVG y runs down from the top; PDF y runs up: flip within the box. A linear code's bars stretch
  // to the height given, a QR code keeps its square.
  const sx = w / vector.width
  const sy = h / vector.height
  const px = (vx: number) => n(x + vx * sx)
  const py = (vy: number) => n(y + h - vy * sy)
  let ops = 'q 0 0 0 rg\n'
  for (const path of vector.paths) {
    if (!/^[MLZ\d.\s-]+$/.test(path.d)) {
      // Glyph outlines (EAN/UPC digits) have curves: pdf-lib's own SVG path parser draws those.
      page.drawSvgPath(path.d, { x, y: y + h, scale: sx, color: BLACK })
      continue
    }
    if (path.stroke !== null) {
      // Bars: "Mx y1Lx y2" stroked lines become filled rectangles (cheaper to write, same marks).
      const half = path.stroke / 2
      const width = n(path.stroke * sx)
      for (const bar of path.d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)) {
        const bx = Number(bar[1])
        const y1 = Number(bar[2])
        const y2 = Number(bar[4])
        ops += `${px(bx - half)} ${py(Math.max(y1, y2))} ${width} ${n(Math.abs(y2 - y1) * sy)} re\n`
      }
    } else {
      for (const cmd of path.d.matchAll(/([MLZ])(?:(-?[\d.]+) (-?[\d.]+))?/g)) {
        if (cmd[1] === 'Z') ops += 'h\n'
        else ops += `${px(Number(cmd[2]))} ${py(Number(cmd[3]))} ${cmd[1] === 'M' ? 'm' : 'l'}\n`
      }
    }
  }
  inkOf(page).push(`${ops}f Q\n`)
}

/**
 * Each embedded font's glyphs looked up one character at a time through its cmap, never through
 * fontkit's layout: layout applies the font's default OpenType substitutions (Noto Sans SC swaps the
 * ASCII digits for alternates), and pdf-lib writes widths (W) and the text map (ToUnicode) only for
 * the cmap's glyphs. Substituted digits printed with a full em of space after them and copied as other
 * letters; the cmap's glyphs print and copy as typed. Label text needs no shaping (no ligatures, no
 * kerning worth measuring), and this is also far cheaper than a layout per line.
 */
type Glyphs = {
  face: FontkitFont
  scale: number
  widths: Map<string, number>
  hex: Map<string, string>
}
const glyphTables = new WeakMap<PDFFont, Glyphs>()

function glyphsOf(font: PDFFont): Glyphs {
  const table = glyphTables.get(font)
  if (!table) throw new Error('label font used before labelDocument registered it')
  return table
}

/** A line as glyph ids (4 hex digits each), encoded once per distinct line. */
function encodeLine(font: PDFFont, text: string): string {
  const { face, hex } = glyphsOf(font)
  let encoded = hex.get(text)
  if (!encoded) {
    encoded = '<'
    for (const char of text)
      encoded += face
        .glyphForCodePoint(char.codePointAt(0) ?? 0)
        .id.toString(16)
        .padStart(4, '0')
    encoded += '>'
    if (hex.size > 50_000) hex.clear()
    hex.set(text, encoded)
  }
  return encoded
}

/** Writes a line of text with the text operators (pdf-lib's drawText lays out every call). */
const fontKeys = new WeakMap<PDFPage, string>()
function writeText(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number) {
  let key = fontKeys.get(page)
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref).toString()
    fontKeys.set(page, key)
  }
  inkOf(page).push(`BT ${key} ${n(size)} Tf ${n(x)} ${n(y)} Td ${encodeLine(font, text)} Tj ET\n`)
}

export type LabelProblem =
  | { field: 'barcode'; problem: Exclude<ReturnType<typeof checkBarcode>, { ok: true }>['problem'] }
  | { field: LabelField; problem: { kind: 'required' } | { kind: 'fit'; fits: LabelSizeId | null } }

/**
 * Draws one label as `layoutFor` lays it out (the preview renders the same layout), at the label box
 * whose bottom-left corner is (x, y) in PDF points.
 */
function drawLabel(
  page: PDFPage,
  font: PDFFont,
  platform: LabelPlatform,
  values: LabelValues,
  size: LabelSize,
  x: number,
  y: number,
) {
  const layout = layoutFor(platform, values, size)
  // The layout's y runs down from the label's top; PDF's runs up from its bottom.
  const top = y + layout.height
  const drawing = labelBarcode(values.symbology, values.barcode ?? '')
  if (layout.barcode && drawing) {
    const box = layout.barcode
    drawVector(
      page,
      barcodeVector(values, drawing.value),
      x + box.x,
      top - box.y - box.height,
      box.width,
      box.height,
    )
  }
  for (const line of layout.lines) {
    writeText(page, font, line.text, x + line.x, top - line.baseline, layout.fontPt)
  }
  if (layout.marks) {
    writeText(page, font, layout.marks.text, x + layout.marks.x, top - layout.marks.baseline, layout.marks.pt)
  }
}

/** Loads the embedded font's bytes; the caller supplies them (fetched in the browser, read in Node). */
export type FontBytes = Uint8Array | ArrayBuffer

export type RenderOptions = {
  platform: LabelPlatform
  size: LabelSize
  offset?: PrintOffset
  font: FontBytes
  /**
   * Cuts the font down to the characters the labels print (the server passes HarfBuzz's subsetter,
   * src/features/labels/font-subset.server.ts); without it the whole font is embedded.
   */
  subset?: (font: Uint8Array, codepoints: Set<number>) => Promise<Uint8Array>
}

/** Every character the labels print as text (barcode digits of EAN/UPC are drawn as paths). */
function printedCodepoints(platform: LabelPlatform, labels: readonly LabelValues[]): Set<number> {
  const seen = new Set<string>()
  const codepoints = new Set<number>()
  const add = (text: string) => {
    if (seen.has(text)) return
    seen.add(text)
    for (const char of text) codepoints.add(char.codePointAt(0) ?? 0)
  }
  add('CE UKCA')
  for (const values of labels) for (const line of textLines(platform, values)) add(line.text)
  return codepoints
}

/** Every problem of one label: required fields, the barcode's checks, text that does not fit the size. */
export function checkLabel(platform: LabelPlatform, values: LabelValues, size: LabelSize): LabelProblem[] {
  const problems: LabelProblem[] = []
  for (const field of LABEL_TEMPLATES[platform].required) {
    if (field !== 'barcode' && !values[field]?.trim()) problems.push({ field, problem: { kind: 'required' } })
  }
  const barcode = checkBarcode(values.symbology, values.barcode ?? '')
  if (!barcode.ok) problems.push({ field: 'barcode', problem: barcode.problem })
  else {
    for (const { field, fits } of fitProblems(platform, values, size)) {
      problems.push({ field, problem: { kind: 'fit', fits } })
    }
  }
  return problems
}

/** A document with the font embedded, for checking labels before rendering them. */
export async function labelDocument(font: FontBytes): Promise<{ doc: PDFDocument; font: PDFFont }> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  // Not subset: @pdf-lib/fontkit's subsetter drops most glyphs of Noto Sans SC (checked by rendering
  // the PDF with poppler: only a few letters printed). The whole font costs about 6.4 MB a PDF; a
  // working subsetter (HarfBuzz's hb-subset) is the fix, see docs/labels.md.
  const embedded = await doc.embedFont(font, { subset: false })
  const face = fontkit.create(font instanceof Uint8Array ? font : new Uint8Array(font))
  glyphTables.set(embedded, { face, scale: 1000 / face.unitsPerEm, widths: new Map(), hex: new Map() })
  return { doc, font: embedded }
}

/** All labels into one PDF, in order, `perPage(size)` to a page. Invalid labels must be filtered first. */
export async function renderLabelsPdf(
  labels: readonly LabelValues[],
  options: RenderOptions,
): Promise<Uint8Array> {
  const bytes = options.font instanceof Uint8Array ? options.font : new Uint8Array(options.font)
  const fontFile = options.subset
    ? await options.subset(bytes, printedCodepoints(options.platform, labels))
    : bytes
  const { doc, font } = await labelDocument(fontFile)
  doc.setTitle(`${options.platform} labels`)
  doc.setCreator('Shopsight label generator')
  const pageSize: [number, number] = [options.size.pageWidth * PT_PER_MM, options.size.pageHeight * PT_PER_MM]
  let page: PDFPage | null = null
  let pageIndex = -1
  for (const [index, values] of labels.entries()) {
    const box = labelBox(options.size, index, options.offset)
    if (!page || box.page !== pageIndex) {
      if (page) flushInk(doc, page)
      page = doc.addPage(pageSize)
      pageIndex = box.page
    }
    drawLabel(page, font, options.platform, values, options.size, box.x, box.y)
  }
  if (page) flushInk(doc, page)
  return doc.save({ useObjectStreams: true })
}
