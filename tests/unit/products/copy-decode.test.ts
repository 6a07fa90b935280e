import { describe, expect, it } from 'vitest'
import { decodeCopy, toProductRow } from '@/features/products/product-rows.server'
import { copyLines } from '@/server/db/client'

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

  it('gets the same rows from COPY bytes however the engine cuts them into chunks', () => {
    const text = `${fields.join('\t')}\n${fields.map((f, i) => (i === 0 ? '8' : f)).join('\t')}\n`
    const bytes = new TextEncoder().encode(text)
    const whole = copyLines()
    whole.push(bytes)
    const expected = decodeCopy(whole.end())
    expect(expected.map((r) => [r.id, r.category_cn, r.title_cn])).toEqual([
      [7, '杯子', '大杯子'],
      [8, '杯子', '大杯子'],
    ])
    // Every chunk size from 1 byte: lines and Chinese characters (3 bytes) cut anywhere.
    for (let size = 1; size < 40; size++) {
      const lines = copyLines()
      for (let at = 0; at < bytes.length; at += size) lines.push(bytes.subarray(at, at + size))
      expect(decodeCopy(lines.end())).toEqual(expected)
    }
  })
})
