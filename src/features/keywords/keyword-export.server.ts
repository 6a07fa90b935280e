// The keyword database export's columns, streamed through the one CSV writer (BOM, every cell quoted).

import * as v from 'valibot'
import { STAGE_NAMES } from '@/features/catalog/stage-names'
import { countryName } from '@/i18n/names'
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { moneyForExport } from '@/lib/format'
import { ExportLangParam } from '@/lib/params'
import { m } from '@/paraglide/messages'
import { KeywordListQuerySchema, type KeywordRow } from './keywords.shared'

/** The export endpoint's query: the list query plus the language of the column headers. */
export const KeywordExportQuerySchema = v.object({ ...KeywordListQuerySchema.entries, lang: ExportLangParam })

const pct = (ratio: number) => Math.round(ratio * 1000) / 10

export const KEYWORD_EXPORT_COLUMNS: readonly CsvColumn<KeywordRow>[] = [
  { header: L(m.keyword_col_id), value: (r) => r.id },
  { header: L(m.keyword_col_keyword_en), value: (r) => r.textEn },
  { header: L(m.keyword_col_keyword_cn), value: (r) => r.textCn },
  { header: L(m.products_site), value: (r, l) => countryName(r.site, l) },
  { header: L(m.keyword_col_volume), value: (r) => r.volume },
  { header: L(m.keyword_col_growth_pct), value: (r) => pct(r.growth) },
  { header: L(m.keyword_col_competition), value: (r) => Math.round(r.competition * 100) },
  { header: L(m.keyword_col_products), value: (r) => r.products },
  { header: L(m.keyword_col_stores), value: (r) => r.stores },
  { header: L(m.keyword_col_avg_price), value: (r) => moneyForExport(r.avgPrice, r.currency) },
  { header: L(m.keyword_col_currency), value: (r) => r.currency },
  { header: L(m.keyword_col_words), value: (r) => r.words },
  { header: L(m.keyword_col_stage), value: (r, l) => STAGE_NAMES[r.stage]({}, { locale: l }) },
]
