// The label generator's templates (one per platform), fields and paper (issue 15; requirements and
// their sources in docs/labels.md). Client-safe: the form, the preview, the PDF writer and the bench
// all read these tables.
import type { Symbology } from './barcode'

import type { LabelPlatform } from './label-platforms'

export { isLabelPlatform, LABEL_PLATFORMS, type LabelPlatform, labelPlatformOf } from './label-platforms'

/** Every field a label can carry; a template picks and orders them, and marks the required ones. */
export const LABEL_FIELDS = [
  'product_name',
  'sku',
  'barcode',
  'condition',
  'skc',
  'size',
  'color',
  'origin',
  'model',
  'batch',
  'manufacturer',
  'manufacturer_address',
  'manufacturer_contact',
  'eu_rp',
  'warnings',
  'set_note',
] as const
export type LabelField = (typeof LABEL_FIELDS)[number]

export function isLabelField(value: string): value is LabelField {
  return (LABEL_FIELDS as readonly string[]).includes(value)
}

export type LabelValues = Partial<Record<LabelField, string>> & {
  symbology: Symbology
  /** CE marking printed at least 5 mm high (GPSR products sold in the EU that need it). */
  ce?: boolean
  /** UKCA marking for Great Britain. */
  ukca?: boolean
}

/** Longest text a field takes in the form; the layout then checks that it fits the chosen size. */
export const FIELD_MAX: Record<LabelField, number> = {
  product_name: 120,
  sku: 48,
  barcode: 500,
  condition: 24,
  skc: 32,
  size: 16,
  color: 24,
  origin: 40,
  model: 48,
  batch: 48,
  manufacturer: 80,
  manufacturer_address: 160,
  manufacturer_contact: 80,
  eu_rp: 200,
  warnings: 300,
  set_note: 40,
}

export type LabelTemplate = {
  platform: LabelPlatform
  fields: readonly LabelField[]
  required: readonly LabelField[]
  symbologies: readonly Symbology[]
  defaultSymbology: Symbology
  defaultSize: LabelSizeId
}

/** The EU product-safety (GPSR) fields: templates append them, the form groups them under their heading. */
export const GPSR_FIELDS: readonly LabelField[] = [
  'model',
  'batch',
  'manufacturer',
  'manufacturer_address',
  'manufacturer_contact',
  'eu_rp',
  'warnings',
]

export const LABEL_TEMPLATES: Record<LabelPlatform, LabelTemplate> = {
  shopsight: {
    platform: 'shopsight',
    fields: ['product_name', 'sku', 'barcode', 'size', 'color', 'origin', ...GPSR_FIELDS],
    required: ['product_name', 'barcode'],
    symbologies: ['code128', 'ean13', 'upca', 'ean8', 'gtin14', 'qr'],
    defaultSymbology: 'code128',
    defaultSize: 'thermal-50x30',
  },
  // Temu: SKU barcode label with SKC, size and origin for apparel; compliance labels carry the model
  // and the manufacturer's name and address.
  temu: {
    platform: 'temu',
    fields: ['product_name', 'sku', 'barcode', 'skc', 'size', 'color', 'origin', ...GPSR_FIELDS],
    required: ['sku', 'barcode', 'skc', 'origin'],
    symbologies: ['code128', 'qr'],
    defaultSymbology: 'code128',
    defaultSize: 'thermal-60x40',
  },
  shein: {
    platform: 'shein',
    fields: ['product_name', 'sku', 'barcode', 'size', 'color', 'origin', ...GPSR_FIELDS],
    required: ['sku', 'barcode', 'origin'],
    symbologies: ['code128', 'qr'],
    defaultSymbology: 'code128',
    defaultSize: 'thermal-50x30',
  },
  // TikTok Shop (Fulfilled by TikTok): its own barcode or the seller's UPC, EAN, GTIN, FNSKU or SKU;
  // bundles carry "Sold as a set".
  tiktok: {
    platform: 'tiktok',
    fields: ['product_name', 'sku', 'barcode', 'condition', 'set_note', 'origin', ...GPSR_FIELDS],
    required: ['product_name', 'barcode'],
    symbologies: ['code128', 'upca', 'ean13', 'ean8', 'gtin14'],
    defaultSymbology: 'code128',
    defaultSize: 'in-2x1',
  },
  aliexpress: {
    platform: 'aliexpress',
    fields: ['product_name', 'sku', 'barcode', 'size', 'color', 'origin', ...GPSR_FIELDS],
    required: ['sku', 'barcode'],
    symbologies: ['code128', 'ean13', 'qr'],
    defaultSymbology: 'code128',
    defaultSize: 'thermal-50x30',
  },
  // Amazon FBA unit label: the FNSKU as Code 128, the product name and its condition.
  amazon: {
    platform: 'amazon',
    fields: ['barcode', 'product_name', 'condition', 'origin', ...GPSR_FIELDS],
    required: ['barcode', 'product_name', 'condition'],
    symbologies: ['code128'],
    defaultSymbology: 'code128',
    defaultSize: 'letter-30',
  },
}

const MM_PER_IN = 25.4
/** PDF points per millimetre. */
export const PT_PER_MM = 72 / MM_PER_IN

/** One label's box, and how many fit a page: one for a thermal roll, a grid for a sheet. */
export type LabelSize = {
  id: string
  kind: 'thermal' | 'sheet'
  /** Label width and height, mm. */
  width: number
  height: number
  /** Page size, mm (for a thermal roll, the label itself). */
  pageWidth: number
  pageHeight: number
  columns: number
  rows: number
  /** Top-left label's offset from the page corner, and the pitch between labels, mm. */
  marginLeft: number
  marginTop: number
  pitchX: number
  pitchY: number
}

const thermal = (id: string, width: number, height: number): LabelSize => ({
  id,
  kind: 'thermal',
  width,
  height,
  pageWidth: width,
  pageHeight: height,
  columns: 1,
  rows: 1,
  marginLeft: 0,
  marginTop: 0,
  pitchX: width,
  pitchY: height,
})

/** A sheet whose labels are spread evenly: given margins, the pitch follows from the page size. */
const sheet = (
  id: string,
  paper: 'a4' | 'letter',
  columns: number,
  rows: number,
  width: number,
  height: number,
  marginLeft: number,
  marginTop: number,
  pitchX: number,
  pitchY: number,
): LabelSize => ({
  id,
  kind: 'sheet',
  width,
  height,
  pageWidth: paper === 'a4' ? 210 : 8.5 * MM_PER_IN,
  pageHeight: paper === 'a4' ? 297 : 11 * MM_PER_IN,
  columns,
  rows,
  marginLeft,
  marginTop,
  pitchX,
  pitchY,
})

const IN = MM_PER_IN

export const LABEL_SIZES = [
  thermal('thermal-40x30', 40, 30),
  thermal('thermal-50x30', 50, 30),
  thermal('thermal-60x40', 60, 40),
  thermal('thermal-100x100', 100, 100),
  thermal('thermal-100x150', 100, 150),
  thermal('in-2x1', 2 * IN, 1 * IN),
  thermal('in-4x6', 4 * IN, 6 * IN),
  // Avery 5160 geometry: 2⅝ × 1 in, 3 × 10, ½ in top margin, 3/16 in side margin, ⅛ in column gap.
  sheet('letter-30', 'letter', 3, 10, 2.625 * IN, 1 * IN, (3 / 16) * IN, 0.5 * IN, 2.75 * IN, 1 * IN),
  // A4 sheets as sold for FBA labels (70 × 42.3, 70 × 37, 63.5 × 29.6, 52.5 × 29.7, 48.5 × 25.4 mm).
  sheet('a4-21', 'a4', 3, 7, 70, 42.3, 0, 0.45, 70, 42.3),
  sheet('a4-24', 'a4', 3, 8, 70, 37, 0, 0.5, 70, 37),
  sheet('a4-27', 'a4', 3, 9, 63.5, 29.6, 9.75, 15.3, 63.5, 29.6),
  sheet('a4-40', 'a4', 4, 10, 52.5, 29.7, 0, 0, 52.5, 29.7),
  sheet('a4-44', 'a4', 4, 11, 48.5, 25.4, 8, 8.8, 48.5, 25.4),
] as const satisfies readonly LabelSize[]

export type LabelSizeId = (typeof LABEL_SIZES)[number]['id']

export function labelSize(id: string): LabelSize | undefined {
  return LABEL_SIZES.find((s) => s.id === id)
}

export const perPage = (size: LabelSize) => size.columns * size.rows

/** The most labels one PDF takes (a batch from CSV included). */
export const MAX_LABELS = 5000

/** Printer drift correction: the whole layout moves by this much, mm (positive: right and down). */
export type PrintOffset = { x: number; y: number }
export const MAX_OFFSET_MM = 10

/**
 * The rectangle of the n-th label on its page in PDF points, origin at the page's bottom-left as PDF
 * draws, with the print offset applied.
 */
export function labelBox(size: LabelSize, index: number, offset: PrintOffset = { x: 0, y: 0 }) {
  const slot = index % perPage(size)
  const col = slot % size.columns
  const row = Math.floor(slot / size.columns)
  const leftMm = size.marginLeft + col * size.pitchX + offset.x
  const topMm = size.marginTop + row * size.pitchY + offset.y
  return {
    page: Math.floor(index / perPage(size)),
    x: leftMm * PT_PER_MM,
    y: (size.pageHeight - topMm - size.height) * PT_PER_MM,
    width: size.width * PT_PER_MM,
    height: size.height * PT_PER_MM,
  }
}
