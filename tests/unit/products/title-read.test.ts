// How a title keyword's page is read (issue 19): the choice between collecting every match, hashing the
// matches' ids and walking the sort index, and walking it with a look-up per product. The figures are
// the bench's at a million products (400,000 on the site): the choices there were measured on both
// engines (docs/scale.md), and these pin them so a change of the costs is a visible decision.
import { describe, expect, it } from 'vitest'
import { type TitleRead, titleRead, titleWalk } from '@/features/catalog/product-list.server'
import type { BuiltList, TitleMatch } from '@/features/catalog/product-query.server'
import { Params } from '@/server/sql/fields'

function match(bound: number, words = 1, siteProducts: number | null = 400_000): TitleMatch {
  return {
    condition: 'p.id IN (postings)',
    walk: { hash: '(p.id IN (postings) OR false)', probe: 'EXISTS (postings OFFSET 0)' },
    words: Array.from({ length: words }, (_, i) => `us:w${i}`),
    bound,
    most: bound,
    wordsAlone: true,
    siteProducts,
  }
}

describe('titleRead', () => {
  it.each<[string, number, number, TitleRead]>([
    ['notch', 455, 1, 'collect'],
    ['elegant', 3_017, 1, 'hash'],
    ['cotton', 14_433, 1, 'hash'],
    ['women', 73_443, 1, 'probe'],
    ['cute', 17_612, 1, 'probe'],
    // Four words are four look-ups per product walked: hashing their 18,385 products is cheaper.
    ['bag', 18_385, 4, 'hash'],
  ])('reads page 1 of "%s" (%i matches, %i words) by %s', (_, bound, words, read) => {
    expect(titleRead(match(bound, words), 'month_sales', 50, true)).toBe(read)
  })

  it('collects a few matches on a small site less often: the walk there is short', () => {
    expect(titleRead(match(455, 1, 400_000), 'month_sales', 50, true)).toBe('collect')
    expect(titleRead(match(455, 1, 5_000), 'month_sales', 50, true)).toBe('hash')
  })

  it('walks further for a deeper page, and collects what a walk would pass', () => {
    expect(titleRead(match(3_017), 'month_sales', 50, true)).toBe('hash')
    expect(titleRead(match(3_017), 'month_sales', 5_000, true)).toBe('collect')
  })

  it('never collects a keyset page or an export batch, or more matches than a total counts', () => {
    expect(titleRead(match(455), 'month_sales', 50, false)).toBe('hash')
    expect(titleRead(match(20_000), 'month_sales', 10_000, true)).not.toBe('collect')
  })

  it('has nothing to walk for a sort without an index: collects, or leaves it to the planner', () => {
    expect(titleRead(match(3_017), 'day_sales', 50, true)).toBe('collect')
    expect(titleRead(match(73_443), 'reviews', 50, true)).toBe('plain')
    expect(titleRead(match(73_443), 'price', 50, true)).toBe('probe')
  })

  it('hashes when no ingest has counted the site yet', () => {
    expect(titleRead(match(3_017, 1, null), 'month_sales', 50, false)).toBe('hash')
  })
})

describe('titleWalk', () => {
  const built: BuiltList = {
    where: ['p.site_id = $1', 'p.id IN (postings)', 'p.price_cents >= $2'],
    params: new Params(),
    sort: 'month_sales',
    order: 'desc',
    asOf: null,
    title: match(3_017),
  }

  it('puts the walking form in place of the condition, and only for a walk', () => {
    expect(titleWalk(built, 'hash').where).toEqual([
      'p.site_id = $1',
      '(p.id IN (postings) OR false)',
      'p.price_cents >= $2',
    ])
    expect(titleWalk(built, 'probe').where[1]).toBe('EXISTS (postings OFFSET 0)')
    expect(titleWalk(built, 'hash').titleWalked).toBe(true)
    expect(titleWalk(built, 'collect')).toBe(built)
    expect(titleWalk(built, 'plain')).toBe(built)
    expect(built.where[1]).toBe('p.id IN (postings)')
  })
})
