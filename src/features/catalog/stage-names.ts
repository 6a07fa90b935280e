// The market stages' names in the page language: kept out of categories.shared.ts, which rides with
// the app's entry. Callable with a locale (`{}, { locale }`) for exports in the reader's language.

import type { MarketStage } from '@/features/catalog/market-stages'
import { m } from '@/paraglide/messages'

export const STAGE_NAMES: Record<MarketStage, typeof m.category_stage_emerging> = {
  emerging: m.category_stage_emerging,
  growing: m.category_stage_growing,
  mature: m.category_stage_mature,
  declining: m.category_stage_declining,
}
