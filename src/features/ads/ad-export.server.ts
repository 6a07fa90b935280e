// The ad library export's columns, streamed through the one CSV writer (BOM, every cell quoted).
import { byLocale, countryName, listOf } from '@/i18n/names'
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { m } from '@/paraglide/messages'
import { AD_COLUMN_LABELS as C } from './ad-column-labels'
import type { AdRow } from './ads.shared'
import { FORMAT_NAMES, PLATFORM_NAMES } from './ads-names'

export const AD_EXPORT_COLUMNS: readonly CsvColumn<AdRow>[] = [
  { header: L(C.id), value: (r) => r.id },
  { header: L(m.ads_filter_platform), value: (r) => PLATFORM_NAMES[r.platform] },
  { header: L(m.ads_filter_format), value: (r, l) => FORMAT_NAMES[r.format]({}, { locale: l }) },
  {
    header: L(C.countries),
    // Codes in English (a list a seller filters on), names in Chinese, where a code is not a word.
    value: (r, l) =>
      byLocale(
        {
          en: r.countries.join(' '),
          cn: listOf(
            r.countries.map((c) => countryName(c, 'cn')),
            'cn',
          ),
        },
        l,
      ),
  },
  { header: L(C.first_seen), value: (r) => r.firstSeen },
  { header: L(C.last_seen), value: (r) => r.lastSeen },
  { header: L(C.days_running), value: (r) => r.daysRunning },
  { header: L(C.impressions), value: (r) => r.impressions },
  {
    header: L(C.category),
    value: (r, l) => (r.category ? (l === 'cn' ? r.category.nameCn : r.category.nameEn) : ''),
  },
  { header: L(C.store), value: (r) => r.store?.name ?? '' },
  { header: L(C.product_id), value: (r) => r.product?.id ?? '' },
  {
    header: L(C.product),
    value: (r, l) => (r.product ? (l === 'cn' ? r.product.titleCn : r.product.titleEn) : ''),
  },
  { header: L(C.copy), value: (r) => r.copy },
]
