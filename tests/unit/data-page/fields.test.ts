// The field table's three parts (src/lib/fields.ts): the parameters give the schema and
// the wire form, the SQL table the conditions, the form table the controls. A part that forgets a key
// or names one too many must fail the type check (`npm test` runs tsc over tests/ too), so those cases
// are written here with @ts-expect-error: if the types stop catching them, tsc fails on the unused
// directive.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type FormTable, rangeForm } from '@/components/data-page/filter-form'
import { PRODUCT_FORM } from '@/features/catalog/components/product-filter-form'
import { PRODUCT_WHERE } from '@/features/catalog/product-query.server'
import { PRODUCT_FILTERS } from '@/features/catalog/products.shared'
import {
  COLUMNS,
  dayField,
  field,
  filterEntries,
  filtersToWire,
  lenientParams,
  narrowsPreset,
  rangeField,
  type SqlParams,
} from '@/lib/fields'
import { filtersWhere, rangeWhere, whereFor } from '@/server/sql/fields'

const TABLE = {
  site: field({
    schema: v.picklist(['us', 'uk'], 'must be us or uk'),
    wire: (site) => site,
    narrowsPreset: false,
    fallback: 'us',
  }),
  price: rangeField(COLUMNS.centsInt4),
  status: field({ schema: v.picklist(['on', 'off']), wire: (s) => s, narrowsPreset: true }),
}

class Params implements SqlParams {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const WHERE = whereFor<SqlParams>()(TABLE, {
  site: (site, sql) => `t.site = ${sql.add(site)}`,
  price: rangeWhere('t.price_cents', 100),
  status: (status, sql) => `t.status = ${sql.add(status)}`,
})

const Query = v.object(filterEntries(TABLE))

describe('field tables', () => {
  it('parses a query with each parameter optional and gives it back in wire form', () => {
    const query = v.parse(Query, { price: '5~20', status: 'on' })
    expect(query).toEqual({ site: undefined, price: { min: 5, max: 20 }, status: 'on' })
    expect(filtersToWire(TABLE, query)).toEqual({ site: undefined, price: '5~20', status: 'on' })
  })

  it('writes the SQL of the set filters only, in table order, with positional parameters', async () => {
    const params = new Params()
    const query = v.parse(Query, { status: 'off', price: '~3' })
    expect(await filtersWhere(WHERE, query, params)).toEqual(['t.price_cents <= $1', 't.status = $2'])
    expect(params.values).toEqual([300, 'off'])
  })

  it('says whether a set filter narrows a preset list (the site does not)', () => {
    expect(narrowsPreset(TABLE, v.parse(Query, { site: 'uk' }))).toBe(false)
    expect(narrowsPreset(TABLE, v.parse(Query, { site: 'uk', price: '1~' }))).toBe(true)
  })

  it('drops an unreadable parameter from a page URL rather than failing the page', () => {
    expect(lenientParams(Query.entries, { site: 'mars', price: 'cheap', status: 'on' })).toEqual({
      status: 'on',
    })
  })

  it('has a condition and a form entry for every product filter, and no other', () => {
    const keys = Object.keys(PRODUCT_FILTERS)
    expect(Object.keys(PRODUCT_WHERE)).toEqual(keys)
    expect(Object.keys(PRODUCT_FORM)).toEqual(keys)
  })

  it('refuses, at type check, a SQL or form table that forgets a filter or adds one', () => {
    // @ts-expect-error: `status` has no condition.
    whereFor<SqlParams>()(TABLE, { site: () => 'true', price: () => 'true' })
    whereFor<SqlParams>()(TABLE, {
      site: () => 'true',
      price: () => 'true',
      status: () => 'true',
      // @ts-expect-error: `color` is not a parameter of the table.
      color: () => 'true',
    })
    // @ts-expect-error: `price` has no form entry.
    const missing: FormTable<typeof TABLE> = {
      site: { control: { kind: 'hidden' }, label: () => 'Site' },
      status: { control: { kind: 'hidden' }, label: () => 'Status' },
    }
    const extra: FormTable<typeof TABLE> = {
      site: { control: { kind: 'hidden' }, label: () => 'Site' },
      price: rangeForm(() => 'Price'),
      status: { control: { kind: 'hidden' }, label: () => 'Status' },
      // @ts-expect-error: `color` is not a parameter of the table.
      color: rangeForm(() => 'Color'),
    }
    // The condition's value is typed by the parameter's schema: a range is not a string.
    whereFor<SqlParams>()(TABLE, {
      site: () => 'true',
      // @ts-expect-error: a range's value is { min?, max? }, not a string.
      price: (price: string) => price,
      status: () => 'true',
    })
    expect([missing, extra]).toHaveLength(2)
  })

  it('refuses range bounds the column cannot hold: fractions of whole units, past the type, past float4', () => {
    const ok = (column: keyof typeof COLUMNS, text: string) =>
      v.safeParse(rangeField(COLUMNS[column]).schema, text).success
    // int4 counts: whole numbers within ±2147483647.
    expect(ok('int4', '0.5')).toBe(false)
    expect(ok('int4', '3000000000')).toBe(false)
    expect(ok('int4', '2147483647')).toBe(true)
    expect(ok('int4', '5~2147483648')).toBe(false)
    expect(ok('int4', '1e3')).toBe(true)
    // int8 (bigint) counts: whole numbers up to 2^53 - 1, where a JavaScript number stops being exact.
    expect(ok('int8', '3000000000')).toBe(true)
    expect(ok('int8', '9223372036854775807')).toBe(false)
    // Dollars over a cents column: two decimals at most, and within int4 once in cents.
    expect(ok('centsInt4', '0.29')).toBe(true)
    expect(ok('centsInt4', '1.005')).toBe(false)
    expect(ok('centsInt4', '21474836.47')).toBe(true)
    expect(ok('centsInt4', '21474836.48')).toBe(false)
    // Percent over a float4 ratio: any decimals, within float4 once scaled.
    expect(ok('percentReal', '12.345')).toBe(true)
    expect(ok('percentReal', '1e308')).toBe(false)
    const refused = v.safeParse(v.object({ week_sales: rangeField(COLUMNS.int4).schema }), {
      week_sales: '0.5',
    })
    expect(refused.success ? '' : refused.issues[0]?.message).toBe(
      'must use whole numbers from -2147483647 to 2147483647',
    )
  })

  it('binds a cents bound as a whole number even where dollars × 100 is not one in floating point', async () => {
    const params = new Params()
    await filtersWhere(WHERE, v.parse(Query, { price: '0.29~0.57' }), params)
    // 0.29 × 100 is 28.999999999999996 and 0.57 × 100 is 56.99999999999999 in floating point.
    expect(params.values).toEqual([29, 57])
  })

  it('takes only real calendar days within the data years', () => {
    const day = dayField(true).schema
    for (const text of [
      '0000-01-01',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '2026-02-30',
      '2026-13-01',
      'soon',
    ])
      expect(v.safeParse(day, text).success, text).toBe(false)
    for (const text of ['2000-01-01', '2026-02-28', '2100-12-31'])
      expect(v.safeParse(day, text).success, text).toBe(true)
    expect(v.safeParse(dayField(true, '1790-01-01').schema, '1850-06-01').success).toBe(true)
  })
})
