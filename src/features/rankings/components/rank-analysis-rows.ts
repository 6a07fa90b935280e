// One day's rank-list analysis as labelled rows, shared by the charts and the classic tables.

import type { Locale } from '@/lib/format'
import { formatPriceRange } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import type { RankAnalysis } from '../rankings.shared'

export type AnalysisRow = { key: string; label: string; count: number }

export function analysisRows(analysis: RankAnalysis, locale: Locale) {
  const categories: AnalysisRow[] = analysis.categories.map((c) => ({
    key: String(c.id),
    label: localName(c, locale),
    count: c.count,
  }))
  const priceBands: AnalysisRow[] = analysis.priceBands.map((b) => ({
    key: String(b.min),
    label: formatPriceRange(b.min, b.max, analysis.currency),
    count: b.count,
  }))
  const entries: AnalysisRow[] = [
    { key: 'new', label: m.rankings_new_entries(), count: analysis.newEntries },
    { key: 'returning', label: m.rankings_returning(), count: analysis.returning },
  ]
  return { categories, priceBands, entries }
}
