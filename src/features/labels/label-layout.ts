// The one layout of a label: where its barcode and each text line go, at which type size, and which
// fields do not fit. The PDF writer draws exactly this and the form's preview renders exactly this, so
// "fits" means the same on screen and on paper. Client-safe: text is measured with the label font's
// advance table (label-metrics.ts), not with the font file.
import { labelBarcode } from './barcode-svg'
import { textLines } from './label-lines'
import { ADVANCE_RANGES } from './label-metrics'
import {
  LABEL_SIZES,
  type LabelField,
  type LabelPlatform,
  type LabelSize,
  type LabelSizeId,
  type LabelValues,
  PT_PER_MM,
} from './labels.shared'

const PAD_MM = 1.5
const LINE_GAP = 1.15
/** Between fields sharing one line. */
const JOIN = '   '

/**
 * The smallest type a platform's label may shrink to before a field is refused, in points. Amazon's
 * unit labels are read by people at the receiving dock; thermal labels of the others carry short codes.
 */
export const MIN_TEXT_PT: Record<LabelPlatform, number> = {
  shopsight: 5,
  temu: 5,
  shein: 5,
  tiktok: 5,
  aliexpress: 5,
  amazon: 6,
}

/** Short fields that may share a line ("Size: M   Color: Red") when the label is tight. */
const PACKABLE = new Set<LabelField>([
  'sku',
  'condition',
  'skc',
  'size',
  'color',
  'origin',
  'model',
  'batch',
  'set_note',
])

const advances = new Map<number, number>()
for (const [first, widths] of ADVANCE_RANGES) {
  for (const [i, w] of widths.split(',').entries()) advances.set(first + i, Number(w))
}

/** A text's width in points at `pt`, from the font's advance table (other characters: one em). */
export function measure(text: string, pt: number): number {
  let units = 0
  for (const char of text) units += advances.get(char.codePointAt(0) ?? 0) ?? 1000
  return (units * pt) / 1000
}

/** Breaks text into lines no wider than `width`: by words, by characters for Chinese or over-long words. */
export function wrap(text: string, pt: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const push = (token: string) => {
    const next = line + token
    if (line !== '' && measure(next, pt) > width) {
      lines.push(line.trimEnd())
      line = token.trimStart()
    } else {
      line = next
    }
  }
  for (const token of text.match(/[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+|\s+/g) ??
    []) {
    // A word wider than the line (a long SKU) is cut by characters rather than print past the edge.
    if (measure(token, pt) > width) for (const char of token) push(char)
    else push(token)
  }
  if (line.trim() !== '') lines.push(line.trim())
  return lines
}

/** The barcode drawing's own proportions (its SVG viewBox), or null when the value is not drawable. */
export type BarcodeShape = { width: number; height: number } | null

/** Points, origin at the label's top-left corner; `baseline` is the text's baseline. */
export type LaidLine = { fields: LabelField[]; text: string; x: number; baseline: number; width: number }
export type LabelLayout = {
  width: number
  height: number
  fontPt: number
  barcode: { x: number; y: number; width: number; height: number } | null
  lines: LaidLine[]
  marks: { text: string; x: number; baseline: number; pt: number } | null
  /** Fields (in template order) that do not fit even at the platform's smallest type. */
  overflow: LabelField[]
}

/** The type size a label starts from: about 9 % of its height, within 5–10 pt. */
function startPt(size: LabelSize): number {
  return Math.min(10, Math.max(5, size.height * 0.09 * 2.83))
}

function attempt(
  platform: LabelPlatform,
  values: LabelValues,
  size: LabelSize,
  shape: BarcodeShape,
  pt: number,
  packed: boolean,
): LabelLayout {
  const pad = PAD_MM * PT_PER_MM
  const width = size.width * PT_PER_MM - 2 * pad
  const height = size.height * PT_PER_MM - 2 * pad
  let cursor = pad
  let textLeft = pad
  let textWidth = width
  let barcode: LabelLayout['barcode'] = null
  if (shape) {
    if (values.symbology === 'qr') {
      const side = Math.min(height, width * 0.4)
      barcode = { x: pad, y: pad, width: side, height: side }
      textLeft = pad + side + pad
      textWidth = width - side - pad
    } else {
      const barHeight = Math.min(height * 0.38, 25 * PT_PER_MM)
      const barWidth = Math.min(width, shape.width * 0.5 * PT_PER_MM)
      barcode = { x: pad + (width - barWidth) / 2, y: pad, width: barWidth, height: barHeight }
      cursor = pad + barHeight + pad * 0.5
    }
  }
  const lineHeight = pt * LINE_GAP
  const markHeight = (values.ce || values.ukca) && size.height >= 25 ? 5 * PT_PER_MM : 0
  const bottom = pad + height - markHeight
  // Each field's wrapped lines; with `packed`, one-line short fields share a line while it fits.
  const rows: { fields: LabelField[]; text: string }[] = []
  for (const { field, text } of textLines(platform, values)) {
    const wrapped = wrap(text, pt, textWidth)
    const last = rows.at(-1)
    const lastField = last?.fields.at(-1)
    if (
      packed &&
      last &&
      lastField &&
      wrapped.length === 1 &&
      PACKABLE.has(field) &&
      PACKABLE.has(lastField) &&
      measure(last.text + JOIN + text, pt) <= textWidth
    ) {
      last.fields.push(field)
      last.text += JOIN + text
      continue
    }
    for (const line of wrapped) rows.push({ fields: [field], text: line })
  }
  const lines: LaidLine[] = []
  const overflow: LabelField[] = []
  for (const row of rows) {
    if (cursor + lineHeight > bottom + 0.01) {
      for (const field of row.fields) if (!overflow.includes(field)) overflow.push(field)
      continue
    }
    cursor += lineHeight
    lines.push({
      fields: row.fields,
      text: row.text,
      x: textLeft,
      baseline: cursor - pt * 0.2,
      width: measure(row.text, pt),
    })
  }
  const markText = [values.ce ? 'CE' : '', values.ukca ? 'UKCA' : ''].filter(Boolean).join('  ')
  // The marks at 5 mm cap height (GPSR / CE rules: at least 5 mm); the font's cap height is ~0.73 em.
  const marks =
    markHeight > 0 ? { text: markText, x: pad, baseline: pad + height, pt: markHeight / 0.73 } : null
  return {
    width: size.width * PT_PER_MM,
    height: size.height * PT_PER_MM,
    fontPt: pt,
    barcode,
    lines,
    marks,
    overflow,
  }
}

/**
 * Lays a label out: from its size's starting type down to the platform's minimum in half points, first
 * one field a line, then short fields sharing lines; the first arrangement where everything fits wins.
 * If none does, the smallest arrangement is returned with the fields that fall off named.
 */
export function layoutLabel(
  platform: LabelPlatform,
  values: LabelValues,
  size: LabelSize,
  shape: BarcodeShape,
): LabelLayout {
  const min = MIN_TEXT_PT[platform]
  const sizes: number[] = []
  for (let pt = startPt(size); pt > min; pt -= 0.5) sizes.push(pt)
  sizes.push(min)
  let last: LabelLayout | null = null
  for (const pt of sizes) {
    for (const packed of [false, true]) {
      last = attempt(platform, values, size, shape, pt, packed)
      if (last.overflow.length === 0) return last
    }
  }
  return last ?? attempt(platform, values, size, shape, min, true)
}

/**
 * The smallest label size (by area) on which this label fits, to name in a refusal; null if none. Sizes
 * of the current one's kind come first: a seller with a thermal printer wants a roll size, not a sheet.
 */
export function sizeThatFits(
  platform: LabelPlatform,
  values: LabelValues,
  shape: BarcodeShape,
  current: LabelSize,
): LabelSizeId | null {
  const rank = (s: LabelSize) => (s.kind === current.kind ? 0 : 1)
  const bySize = [...LABEL_SIZES].sort((a, b) => rank(a) - rank(b) || a.width * a.height - b.width * b.height)
  for (const size of bySize) {
    if (size.id === current.id) continue
    if (layoutLabel(platform, values, size, shape).overflow.length === 0) return size.id
  }
  return null
}

/** A label's layout with its barcode drawn by the same code as the PDF's. */
export function layoutFor(platform: LabelPlatform, values: LabelValues, size: LabelSize): LabelLayout {
  return layoutLabel(platform, values, size, labelBarcode(values.symbology, values.barcode ?? ''))
}

/** Each field that does not fit, with the smallest size it would fit on (null: none does). */
export function fitProblems(
  platform: LabelPlatform,
  values: LabelValues,
  size: LabelSize,
): { field: LabelField; fits: LabelSizeId | null }[] {
  const layout = layoutFor(platform, values, size)
  if (layout.overflow.length === 0) return []
  const fits = sizeThatFits(platform, values, labelBarcode(values.symbology, values.barcode ?? ''), size)
  return layout.overflow.map((field) => ({ field, fits }))
}
