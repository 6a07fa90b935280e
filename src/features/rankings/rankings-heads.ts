// The rankings pages' titles and descriptions, imported by their route heads when they first run (see
// lazyHead in src/i18n/seo.ts): route options ride with the app's entry, their words need not.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const RANKING_HEADS = {
  all: (): HeadText => ({ title: m.rankings_title(), description: m.rankings_description() }),
  best: (): HeadText => ({ title: m.rankings_best_title(), description: m.rankings_description() }),
  analysis: (): HeadText => ({ title: m.rankings_analysis_title(), description: m.rankings_description() }),
}
