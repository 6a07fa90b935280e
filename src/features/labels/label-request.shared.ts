// What a label download asks for, and the checks a label passes before the server draws it. Client-safe:
// the form and the CSV batch check rows with the same rules the API applies, so a seller sees a row's
// problem before uploading, and the server's row report (text fit needs the font) reads the same way.
import * as v from 'valibot'
import { ExportLangParam, NumberParam } from '@/lib/params'
import { type BarcodeProblem, checkBarcode, SYMBOLOGIES, type Symbology } from './barcode'
import {
  FIELD_MAX,
  LABEL_FIELDS,
  LABEL_PLATFORMS,
  LABEL_SIZES,
  LABEL_TEMPLATES,
  type LabelField,
  type LabelPlatform,
  type LabelSizeId,
  type LabelValues,
  MAX_LABELS,
  MAX_OFFSET_MM,
} from './labels.shared'

const SIZE_IDS = LABEL_SIZES.map((s) => s.id)

/** A yes/no flag as a query string ('1', 'true') or a JSON boolean. */
const FlagParam = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['0', '1', 'true', 'false', ''])], 'must be 0 or 1'),
    v.transform((x) => x === true || x === '1' || x === 'true'),
  ),
  false,
)

/** One text field, bounded by the form's limit (the layout then checks that it fits the size). */
const text = (field: LabelField) =>
  v.optional(
    v.pipe(
      v.string('must be text'),
      v.maxLength(FIELD_MAX[field], `must be at most ${FIELD_MAX[field]} characters`),
    ),
  )

/** Every field of LABEL_FIELDS, spelled out so the parsed row keeps one typed key per field. */
const fieldEntries = {
  product_name: text('product_name'),
  sku: text('sku'),
  barcode: text('barcode'),
  condition: text('condition'),
  skc: text('skc'),
  size: text('size'),
  color: text('color'),
  origin: text('origin'),
  model: text('model'),
  batch: text('batch'),
  manufacturer: text('manufacturer'),
  manufacturer_address: text('manufacturer_address'),
  manufacturer_contact: text('manufacturer_contact'),
  eu_rp: text('eu_rp'),
  warnings: text('warnings'),
  set_note: text('set_note'),
} satisfies Record<LabelField, unknown>

export const LabelRowSchema = v.object({ ...fieldEntries, ce: FlagParam, ukca: FlagParam })
export type LabelRow = v.InferOutput<typeof LabelRowSchema>

/** The layout every label of one download shares. */
const layoutEntries = {
  platform: v.picklist(LABEL_PLATFORMS, `must be one of ${LABEL_PLATFORMS.join(', ')}`),
  // Not `size`: that is the apparel size a label prints.
  label_size: v.picklist(SIZE_IDS, 'must be a label size id such as thermal-50x30 or letter-30'),
  symbology: v.picklist(SYMBOLOGIES, `must be one of ${SYMBOLOGIES.join(', ')}`),
  offset_x: v.optional(NumberParam(-MAX_OFFSET_MM, MAX_OFFSET_MM), 0),
  offset_y: v.optional(NumberParam(-MAX_OFFSET_MM, MAX_OFFSET_MM), 0),
  lang: ExportLangParam,
}

/**
 * GET /api/tag_template/get_export: one label, its fields in the query string. A batch of up to 5,000
 * rows does not fit a URL (browsers and proxies cut URLs at about 8 KB to 2 MB; 5,000 GPSR rows are
 * megabytes), so the same endpoint takes POST with the rows as `labels` in the JSON body.
 */
export const LabelExportQuerySchema = v.object({
  ...layoutEntries,
  ...fieldEntries,
  ce: FlagParam,
  ukca: FlagParam,
})
export type LabelExportQuery = v.InferOutput<typeof LabelExportQuerySchema>

export const LabelExportBodySchema = v.object({
  ...layoutEntries,
  labels: v.pipe(
    v.array(LabelRowSchema, 'must be a list of labels'),
    v.minLength(1, 'must hold at least one label'),
    v.maxLength(MAX_LABELS, `must hold at most ${MAX_LABELS} labels`),
  ),
})
export type LabelExportBody = v.InferOutput<typeof LabelExportBodySchema>

/** A row's values as the PDF writer takes them. */
export function toLabelValues(row: LabelRow, symbology: Symbology): LabelValues {
  const values: LabelValues = { symbology, ce: row.ce, ukca: row.ukca }
  for (const field of LABEL_FIELDS) {
    const value = row[field]
    if (value !== undefined && value.trim() !== '') values[field] = value
  }
  return values
}

/** Why a label cannot be printed, per field; the page words each kind in its language. */
export type RowProblem =
  | { kind: 'required' }
  | { kind: 'too-long'; max: number }
  /** Text that does not fit the size even at the smallest type; `fits` names a size it would fit. */
  | { kind: 'fit'; fits: LabelSizeId | null }
  /** A CSV row papaparse could not read (a stray quote, a wrong number of cells). */
  | { kind: 'unreadable'; reason: string }
  | { kind: 'unknown-column'; column: string }
  | BarcodeProblem

/** One line of the batch report: the CSV line (1 is the header) or label number, field and problem. */
export type RowIssue = { row: number; field: LabelField | 'row'; problem: RowProblem }

/**
 * The checks that need no font: required fields, lengths, the barcode's symbology rules. The server
 * adds whether the text fits the chosen size.
 */
export function checkRow(
  platform: LabelPlatform,
  symbology: Symbology,
  row: LabelRow,
): { field: LabelField; problem: RowProblem }[] {
  const problems: { field: LabelField; problem: RowProblem }[] = []
  const template = LABEL_TEMPLATES[platform]
  for (const field of template.required) {
    if (field !== 'barcode' && !row[field]?.trim()) problems.push({ field, problem: { kind: 'required' } })
  }
  for (const field of template.fields) {
    const value = row[field]
    if (value !== undefined && value.length > FIELD_MAX[field])
      problems.push({ field, problem: { kind: 'too-long', max: FIELD_MAX[field] } })
  }
  const barcode = checkBarcode(symbology, row.barcode ?? '')
  if (!barcode.ok) problems.push({ field: 'barcode', problem: barcode.problem })
  return problems
}

/** Templates one account keeps; a name saved again replaces the older one. */
export const MAX_SAVED_TEMPLATES = 50

/** What a saved template holds: the form's layout and the values every label of it repeats. */
export const SavedTemplateBodySchema = v.object({
  label_size: layoutEntries.label_size,
  symbology: layoutEntries.symbology,
  offset_x: layoutEntries.offset_x,
  offset_y: layoutEntries.offset_y,
  values: LabelRowSchema,
})
export type SavedTemplateBody = v.InferOutput<typeof SavedTemplateBodySchema>

export const SaveTemplateSchema = v.object({
  name: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(60, 'must be at most 60 characters'),
  ),
  platform: layoutEntries.platform,
  body: SavedTemplateBodySchema,
})
export type SaveTemplateInput = v.InferOutput<typeof SaveTemplateSchema>

export const TemplateIdSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })
export const TemplateListSchema = v.object({ platform: layoutEntries.platform })

export type SavedTemplate = {
  id: number
  name: string
  platform: LabelPlatform
  body: SavedTemplateBody
  updated_at: string
}
