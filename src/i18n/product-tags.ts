// Marketplace badges arrive as ids (local-warehouse, best-seller); a seller reads them in the page
// language. A badge this table does not know yet is shown as the data gave it.
import { m } from '@/paraglide/messages'

const TAG_LABELS: Readonly<Record<string, () => string>> = {
  'local-warehouse': m.product_tag_local_warehouse,
  'lightning-deal': m.product_tag_lightning_deal,
  'best-seller': m.product_tag_best_seller,
  'top-rated': m.product_tag_top_rated,
  'new-arrival': m.product_tag_new_arrival,
  'almost-sold-out': m.product_tag_almost_sold_out,
}

export function productTagLabel(tag: string): string {
  const label = Object.hasOwn(TAG_LABELS, tag) ? TAG_LABELS[tag] : undefined
  return label ? label() : tag
}
