import { describe, expect, it } from 'vitest'
import { decodeCopy, toProductRow } from '@/features/catalog/product-rows.server'
import { copyLines, copyText } from '@/server/db/client'

// One product as PostgreSQL's COPY text format writes it (tab-separated, \N for null, backslash escapes),
// in the order of the product read's columns.
const fields = [
  '7',
  'us',
  '3',
  'Cup\\tStore',
  '60102',
  'Mugs',
  '杯子',
  'Mug "Big"\\nTwo\\\\lines',
  '大杯子',
  '/img/p/cup-1.svg',
  '1099',
  '1999',
  '\\N',
  '\\N',
  'USD',
  '5355',
  '139',
  '800',
  '3200',
  '0.25',
  '-0.5',
  '348800',
  '4.8',
  '113',
  '2025-05-28',
  'sold_out',
  '2026-11-20',
  'semi',
  '["best-seller","a\\\\tb"]',
  '2',
  // The sales basis and the day, week and month intervals (issue 38).
  'estimated',
  '100',
  '180',
  '600',
  '1000',
  '2500',
  '4100',
]

describe('decodeCopy', () => {
  it('turns a COPY line into the product row a page and an export show', () => {
    const [row, ...rest] = decodeCopy([fields.join('\t')])
    expect(rest).toEqual([])
    expect(row && toProductRow(row)).toEqual({
      id: 7,
      site: 'us',
      storeId: 3,
      storeName: 'Cup\tStore',
      categoryId: 60102,
      categoryEn: 'Mugs',
      categoryCn: '杯子',
      titleEn: 'Mug "Big"\nTwo\\lines',
      titleCn: '大杯子',
      image: '/img/p/cup-1.svg',
      price: 10.99,
      originalPrice: 19.99,
      previousPrice: null,
      priceChangedOn: null,
      currency: 'USD',
      totalSold: 5355,
      daySales: 139,
      weekSales: 800,
      monthSales: 3200,
      weekGrowth: 0.25,
      monthGrowth: -0.5,
      revenue: 3488,
      rating: 4.8,
      reviews: 113,
      listedAt: '2025-05-28',
      status: 'sold_out',
      soldOutOn: '2026-11-20',
      managedMode: 'semi',
      tags: ['best-seller', 'a\tb'],
      sameItemCount: 2,
      // Revenue's interval is the month's at the row's own unit price (348,800 cents / 3,200 units).
      sales: {
        day: { value: 139, low: 100, high: 180, observed: false },
        week: { value: 800, low: 600, high: 1000, observed: false },
        month: { value: 3200, low: 2500, high: 4100, observed: false },
        revenue: { value: 3488, low: 2725, high: 4469, observed: false },
      },
    })
  })

  it('reads every line, ignores a field after the row (a count) and keeps a row of nulls as nulls', () => {
    const second = fields.map((f, i) => (i === 0 ? '8' : f))
    const nulls = fields.map(() => '\\N')
    const rows = decodeCopy(
      [
        [...fields, '41'],
        [...second, '41'],
        [...nulls, '41'],
      ].map((f) => f.join('\t')),
    )
    expect(rows.map((r) => r.id)).toEqual([7, 8, null])
    expect(rows[1]?.title_en).toBe('Mug "Big"\nTwo\\lines')
    expect(Object.values(rows[2] ?? {}).every((value) => value === null)).toBe(true)
    expect(decodeCopy([])).toEqual([])
  })

  it('reads the same rows from COPY bytes whole or a few lines at a time', () => {
    const text = `${fields.join('\t')}\n${fields.map((f, i) => (i === 0 ? '8' : f)).join('\t')}\n`
    const copy = copyText(new TextEncoder().encode(text))
    const rows = decodeCopy(copyLines(copy))
    expect(rows.map((r) => [r.id, r.category_cn, r.title_cn, r.title_en])).toEqual([
      [7, '杯子', '大杯子', 'Mug "Big"\nTwo\\lines'],
      [8, '杯子', '大杯子', 'Mug "Big"\nTwo\\lines'],
    ])
    expect(decodeCopy(copyLines(copy, 1))).toEqual(rows.slice(1))
    expect([...decodeCopy(copyLines(copy, 0, 1)), ...decodeCopy(copyLines(copy, 1, 5))]).toEqual(rows)
    // A last line without its newline is still a line; no bytes, no lines.
    expect(decodeCopy(copyLines(copyText(new TextEncoder().encode(text.slice(0, -1)))))).toEqual(rows)
    expect(copyLines(copyText(new Uint8Array(0)))).toEqual([])
  })
})
