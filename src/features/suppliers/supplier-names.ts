// The words of the supplier search that more than one module (and the heads) use: sources, sorts,
// picture refusals. Loaded with the pages, not the app's entry.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import type { SupplierSort, SupplierSource } from './suppliers.shared'

/** Message functions, so a CSV can ask for a source's name in its own language. */
export const SOURCE_NAMES: Record<SupplierSource, typeof m.supplier_source_alibaba> = {
  alibaba: m.supplier_source_alibaba,
  '1688': m.supplier_source_1688,
  yiwugou: m.supplier_source_yiwugou,
  amazon: m.supplier_source_amazon,
}

export const supplierHead = (source: SupplierSource | null): HeadText => ({
  title: `${source ? `${SOURCE_NAMES[source]()} | ` : ''}${m.supplier_title()} | Shopsight`,
  description: m.supplier_description(),
})

export const SORT_NAMES: Record<SupplierSort, () => string> = {
  similarity: m.supplier_sort_similarity,
  price_asc: m.supplier_sort_price_asc,
  price_desc: m.supplier_sort_price_desc,
  moq_asc: m.supplier_sort_moq_asc,
}

const REFUSALS: Record<string, () => string> = {
  too_large: m.supplier_error_too_large,
  wrong_type: m.supplier_error_wrong_type,
  undecodable: m.supplier_error_undecodable,
  too_many_pixels: m.supplier_error_too_many_pixels,
  url_invalid: m.supplier_error_url_invalid,
  url_refused: m.supplier_error_url_refused,
  url_failed: m.supplier_error_url_failed,
  missing: m.supplier_error_missing,
}

/** A picture refusal's reason (data.reason of the 400 reply) in words; anything else, the general one. */
export const refusalText = (reason: unknown): string =>
  (typeof reason === 'string' ? REFUSALS[reason]?.() : undefined) ?? m.supplier_error_general()
