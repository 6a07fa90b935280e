// The text a label prints, line by line in its template's order: shared by the PDF writer and the
// form's live preview, so the preview reads exactly like the print.
import { LABEL_TEMPLATES, type LabelField, type LabelPlatform, type LabelValues } from './labels.shared'

/** Short prefixes printed before a field's value: warehouses and EU inspectors read them in English. */
const PREFIX: Partial<Record<LabelField, string>> = {
  skc: 'SKC: ',
  size: 'Size: ',
  color: 'Color: ',
  origin: 'Made in ',
  model: 'Model: ',
  batch: 'Batch: ',
  manufacturer: 'Mfr: ',
  manufacturer_address: '',
  manufacturer_contact: '',
  eu_rp: 'EU RP: ',
  sku: 'SKU: ',
}

/** A label's text lines in template order, prefixed; the barcode's own value comes first for Code 128. */
export function textLines(
  platform: LabelPlatform,
  values: LabelValues,
): { field: LabelField; text: string }[] {
  const out: { field: LabelField; text: string }[] = []
  for (const field of LABEL_TEMPLATES[platform].fields) {
    const value = values[field]?.trim()
    if (!value) continue
    if (field === 'barcode') {
      if (values.symbology === 'code128') out.push({ field, text: value })
      continue
    }
    out.push({ field, text: `${PREFIX[field] ?? ''}${value}` })
  }
  return out
}
