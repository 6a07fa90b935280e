// SqlRow (src/server/db/rows.ts) types raw SQL rows from the drizzle schema. These pins are checked by
// tsc (npm run typecheck compiles tests/) as well as by vitest: a change to the mapping of one column
// kind, or a column renamed in its schema, breaks them. The runtime side of the same mapping is checked
// against both engines in tests/integration/data/row-types.test.ts.
import { describe, expectTypeOf, it } from 'vitest'
import type { categories, products } from '@/features/catalog/catalog.schema'
import type { storeSeries } from '@/features/stores/stores.schema'
import type { suppliers } from '@/features/suppliers/suppliers.schema'
import type { JsonRow, SqlRow } from '@/server/db/rows'

type Product = SqlRow<typeof products>

describe('SqlRow', () => {
  it('keys a row by the SQL column names, not the drizzle keys', () => {
    expectTypeOf<Product>().toHaveProperty('week_sales')
    expectTypeOf<Product>().not.toHaveProperty('weekSales')
    expectTypeOf<keyof SqlRow<typeof categories>>().toEqualTypeOf<
      'id' | 'parent_id' | 'level' | 'name_en' | 'name_cn' | 'path'
    >()
  })

  it('gives each column kind the value the driver returns, null where the column allows it', () => {
    expectTypeOf<Product['id']>().toEqualTypeOf<number>()
    expectTypeOf<Product['title_en']>().toEqualTypeOf<string>()
    expectTypeOf<Product['week_growth']>().toEqualTypeOf<number>()
    expectTypeOf<Product['rating']>().toEqualTypeOf<number | null>()
    expectTypeOf<Product['month_revenue_cents']>().toEqualTypeOf<number>()
    // jsonb: drizzle's $type; text[]: its elements.
    expectTypeOf<Product['images']>().toEqualTypeOf<string[]>()
    expectTypeOf<Product['tags']>().toEqualTypeOf<string[]>()
    expectTypeOf<SqlRow<typeof categories>['path']>().toEqualTypeOf<number[]>()
    expectTypeOf<SqlRow<typeof categories>['level']>().toEqualTypeOf<number>()
  })

  it('types dates and timestamps as Date, which the drivers return (drizzle says string for a date)', () => {
    expectTypeOf<(typeof products.$inferSelect)['listedAt']>().toEqualTypeOf<string>()
    expectTypeOf<Product['listed_at']>().toEqualTypeOf<Date>()
    expectTypeOf<Product['price_changed_on']>().toEqualTypeOf<Date | null>()
    expectTypeOf<Product['updated_at']>().toEqualTypeOf<Date>()
  })

  it('types 64-bit integers as the drivers return them', () => {
    expectTypeOf<SqlRow<typeof suppliers>['phash']>().toEqualTypeOf<number | bigint>()
    expectTypeOf<SqlRow<typeof storeSeries>['revenue_usd_cents']>().toEqualTypeOf<(number | bigint)[]>()
    expectTypeOf<SqlRow<typeof suppliers>['detail']>().toEqualTypeOf<Uint8Array | null>()
  })

  it('types a row aggregated to JSON with dates as text and 64-bit integers as numbers', () => {
    type Series = JsonRow<SqlRow<typeof storeSeries>>
    expectTypeOf<Series['start_date']>().toEqualTypeOf<string>()
    expectTypeOf<Series['revenue_usd_cents']>().toEqualTypeOf<number[]>()
    expectTypeOf<JsonRow<Product>['rating']>().toEqualTypeOf<number | null>()
    expectTypeOf<JsonRow<Product>['images']>().toEqualTypeOf<string[]>()
  })
})
