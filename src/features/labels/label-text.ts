// The label generator's words in the page language: platform, field, size and symbology names, and each
// problem a label can have. One place, so the form, the CSV report and the server's row report read alike.
import { siteConfig } from '@/config/site'
import { inSentence } from '@/i18n/names'
import { formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { Symbology } from './barcode'
import type { RowProblem } from './label-request.shared'
import { type LabelField, type LabelPlatform, type LabelSize, labelSize } from './labels.shared'

export const PLATFORM_NAMES: Record<LabelPlatform, () => string> = {
  // The brand's own template carries the configured brand name.
  shopsight: () => siteConfig.title,
  temu: m.label_platform_temu,
  shein: m.label_platform_shein,
  tiktok: m.label_platform_tiktok,
  aliexpress: m.label_platform_aliexpress,
  amazon: m.label_platform_amazon,
}

export const FIELD_NAMES: Record<LabelField, () => string> = {
  product_name: m.label_field_product_name,
  sku: m.label_field_sku,
  barcode: m.label_field_barcode,
  condition: m.label_field_condition,
  skc: m.label_field_skc,
  size: m.label_field_size,
  color: m.label_field_color,
  origin: m.label_field_origin,
  model: m.label_field_model,
  batch: m.label_field_batch,
  manufacturer: m.label_field_manufacturer,
  manufacturer_address: m.label_field_manufacturer_address,
  manufacturer_contact: m.label_field_manufacturer_contact,
  eu_rp: m.label_field_eu_rp,
  warnings: m.label_field_warnings,
  set_note: m.label_field_set_note,
}

/** Symbology names are the standards' own; only "QR code" is translated. */
export function symbologyName(symbology: Symbology): string {
  const names: Record<Symbology, string> = {
    code128: 'Code 128',
    ean13: 'EAN-13',
    upca: 'UPC-A',
    ean8: 'EAN-8',
    gtin14: 'GTIN-14 (ITF-14)',
    qr: m.label_symbology_qr(),
  }
  return names[symbology]
}

/** A length to one decimal, without a trailing ".0" (4 × 25.4 / 25.4 is 4.000…01 in floating point). */
const mm = (n: number) => {
  const rounded = Math.round(n * 10) / 10
  return formatNumber(rounded, { decimals: Number.isInteger(rounded) ? 0 : 1 })
}

export function sizeName(size: LabelSize): string {
  if (size.kind === 'sheet') {
    return m.label_size_sheet({
      paper: size.id.startsWith('letter') ? m.label_paper_letter() : 'A4',
      count: String(size.columns * size.rows),
      width: mm(size.width),
      height: mm(size.height),
    })
  }
  if (size.id.startsWith('in-')) {
    return m.label_size_inch({ width: mm(size.width / 25.4), height: mm(size.height / 25.4) })
  }
  return m.label_size_thermal({ width: mm(size.width), height: mm(size.height) })
}

/** A problem of a field, worded for the seller; a Latin field name is spaced from the Chinese around it. */
export function problemText(field: LabelField | 'row', problem: RowProblem): string {
  return problemSentence(field === 'row' ? '' : inSentence(FIELD_NAMES[field]()), problem).trim()
}

function problemSentence(name: string, problem: RowProblem): string {
  switch (problem.kind) {
    case 'required':
      return m.label_problem_required({ field: name })
    case 'too-long':
      return m.label_problem_too_long({ field: name, max: formatNumber(problem.max) })
    case 'fit': {
      const fits = problem.fits ? labelSize(problem.fits) : undefined
      return fits
        ? m.label_problem_fit_size({ field: name, size: sizeName(fits) })
        : m.label_problem_fit({ field: name })
    }
    case 'empty':
      return m.label_problem_empty()
    case 'digits':
      return m.label_problem_digits()
    case 'length':
      return m.label_problem_length({ short: String(problem.lengths[0]), long: String(problem.lengths[1]) })
    case 'check':
      return m.label_problem_check({ expected: problem.expected, suggestion: problem.suggestion })
    case 'char':
      return m.label_problem_char({ char: problem.char })
    case 'long':
      return m.label_problem_long({ max: formatNumber(problem.max) })
    case 'unreadable':
      return m.label_problem_unreadable({ reason: problem.reason })
    case 'unknown-column':
      return m.label_problem_unknown_column({ column: problem.column })
  }
}
