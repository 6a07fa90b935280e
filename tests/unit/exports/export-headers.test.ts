// Every list export's header row read against the columns its page shows (issue 34): each data column
// of the grid is named in the file by the grid's own name (a unit may follow in brackets), and each ID
// column says whose ID it holds (a store export once called its store IDs "Product ID"). Every export
// button of the app is here: products (also a store's products on its detail page), stores, keywords,
// ads, categories, rankings and suppliers.
import type { RowData } from '@tanstack/react-table'
import { afterEach, describe, expect, it } from 'vitest'
import type { GridColumn } from '@/components/grid/grid-features'
import { AD_EXPORT_COLUMNS } from '@/features/ads/ad-export.server'
import { adColumns } from '@/features/ads/components/ad-columns'
import { productColumns } from '@/features/catalog/components/product-columns'
import { PRODUCT_EXPORT_COLUMNS } from '@/features/catalog/product-export.server'
import { CATEGORY_EXPORT_COLUMNS } from '@/features/categories/category-export.server'
import { categoryColumns } from '@/features/categories/components/category-database-page'
import { keywordColumns } from '@/features/keywords/components/keyword-columns'
import { KEYWORD_EXPORT_COLUMNS } from '@/features/keywords/keyword-export.server'
import { rankColumns } from '@/features/rankings/components/rankings-page'
import { RANK_EXPORT_COLUMNS } from '@/features/rankings/rank-export.server'
import { storeColumns } from '@/features/stores/components/store-columns'
import { STORE_EXPORT_COLUMNS } from '@/features/stores/store-export.server'
import { supplierColumns } from '@/features/suppliers/components/supplier-search-page'
import { SUPPLIER_EXPORT_COLUMNS } from '@/features/suppliers/supplier-export.server'
import { type CsvColumn, csvHeader } from '@/lib/csv'
import { overwriteGetLocale } from '@/paraglide/runtime'

afterEach(() => overwriteGetLocale(() => 'en'))

type Locale = 'en' | 'cn'

/** Grid columns with no value of their own to export: pictures, a sparkline, a creative. */
const PICTURES = new Set(['logo', 'trend', 'creative', 'image'])

function gridLabels<T extends RowData>(
  columns: Array<GridColumn<T>>,
  locale: Locale,
): Array<{ id: string; label: string }> {
  overwriteGetLocale(() => locale)
  const labels = columns
    .filter((c) => c.meta?.card !== 'media' && !PICTURES.has(c.id ?? ''))
    .map((c) => ({ id: c.id ?? '', label: c.meta?.label() ?? '' }))
  overwriteGetLocale(() => 'en')
  return labels
}

/** The grid's name, alone or with its unit: "Monthly growth (%)" names "Monthly growth". */
const names = (header: string, label: string) =>
  header === label || header.startsWith(`${label} (`) || header.startsWith(`${label}（`)

type Case = {
  list: string
  grid: (locale: Locale) => Array<GridColumn<never>>
  exported: readonly CsvColumn<never>[]
  ids: Record<Locale, string[]>
  /** Grid columns the file splits into several (the keyword in English and in Chinese). */
  split?: Record<string, Record<Locale, string[]>>
  /** The first header when it is not the ID (a rank list leads with the place). */
  first?: Record<Locale, string>
}

const CASES: Case[] = [
  {
    list: 'products',
    grid: (locale) => productColumns({ locale, compact: false }) as Array<GridColumn<never>>,
    exported: PRODUCT_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    ids: { en: ['Product ID'], cn: ['商品 ID'] },
  },
  {
    list: 'stores',
    grid: (locale) => storeColumns({ locale, compact: false }) as Array<GridColumn<never>>,
    exported: STORE_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    ids: { en: ['Store ID'], cn: ['店铺 ID'] },
  },
  {
    list: 'keywords',
    grid: (locale) => keywordColumns(locale) as Array<GridColumn<never>>,
    exported: KEYWORD_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    ids: { en: ['Keyword ID'], cn: ['关键词 ID'] },
  },
  {
    list: 'ads',
    grid: (locale) => adColumns(locale) as Array<GridColumn<never>>,
    exported: AD_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    // The ad's own ID first, then the ID of the product it advertises.
    ids: { en: ['Ad ID', 'Product ID'], cn: ['广告 ID', '商品 ID'] },
  },
  {
    list: 'categories',
    grid: (locale) => categoryColumns(locale, 'USD', undefined, () => undefined) as Array<GridColumn<never>>,
    exported: CATEGORY_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    ids: { en: ['Category ID'], cn: ['类目 ID'] },
  },
  {
    list: 'rankings',
    grid: (locale) => rankColumns(locale, () => undefined) as Array<GridColumn<never>>,
    exported: RANK_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    // The place on the list comes first, then the ranked product's columns.
    ids: { en: ['Product ID'], cn: ['商品 ID'] },
    first: { en: 'Rank', cn: '排名' },
  },
  {
    list: 'suppliers',
    grid: () => supplierColumns(true) as Array<GridColumn<never>>,
    exported: SUPPLIER_EXPORT_COLUMNS as readonly CsvColumn<never>[],
    // Offers carry no ID of ours: the file leads with the source, and its link is the offer's address.
    ids: { en: [], cn: [] },
    first: { en: 'Source', cn: '来源' },
    split: { price: { en: ['Lowest price', 'Highest price'], cn: ['最低价', '最高价'] } },
  },
]

describe.each(CASES)('the $list export', ({ grid, exported, ids, first, split }) => {
  it.each(['en', 'cn'] as const)('names every grid column and every ID for what it holds (%s)', (locale) => {
    const header = csvHeader(exported, locale)
    expect(header[0]).toBe(first ? first[locale] : ids[locale][0])
    expect(header.filter((h) => /\bID$/.test(h))).toEqual(ids[locale])
    const missing = gridLabels(grid(locale), locale).filter(({ id, label }) => {
      const parts = split?.[id]?.[locale]
      return parts ? !parts.every((part) => header.includes(part)) : !header.some((h) => names(h, label))
    })
    expect(missing, `grid columns the ${locale} export does not name: ${header.join(' | ')}`).toEqual([])
  })
})
