// What applying a list's filter form does to the URL's search: back to the first page, the sort kept
// unless the form was reset, every other param (the site, the visible columns) kept; and the select
// entries of the forms offer an "Any" choice that clears the filter.
import { describe, expect, it } from 'vitest'
import { searchAfterFilters } from '@/components/data-page/apply-filters'
import { selectForm } from '@/components/data-page/filter-form'
import { m } from '@/paraglide/messages'

const PREV = { site: 'uk', cols: 'price,rating', page: 4, sort: 'price', order: 'asc', price: '1~9' }

describe('searchAfterFilters', () => {
  it('applies the change on the first page, keeping the sort and the other params', () => {
    expect(searchAfterFilters(PREV, { price: '5~20', rating: '4' }, false)).toEqual({
      site: 'uk',
      cols: 'price,rating',
      page: undefined,
      sort: 'price',
      order: 'asc',
      price: '5~20',
      rating: '4',
    })
  })

  it('clears a filter the change leaves empty', () => {
    expect(searchAfterFilters(PREV, { price: undefined }, false).price).toBeUndefined()
  })

  it('drops the sort too when the form is reset', () => {
    const after = searchAfterFilters(PREV, { price: undefined }, true)
    expect(after.sort).toBeUndefined()
    expect(after.order).toBeUndefined()
    expect(after.page).toBeUndefined()
    expect(after.site).toBe('uk')
  })
})

describe('selectForm', () => {
  const options = [{ value: 'live', label: () => 'Live' }]

  it('offers "Any" above the choices and shows the filter in the first row by default', () => {
    const entry = selectForm(() => 'Status', options)
    expect(entry.control).toEqual({ kind: 'select', options, anyLabel: m.filter_any })
    expect(entry.label()).toBe('Status')
    expect(entry.more).toBe(false)
  })

  it('names the empty choice as told and can wait under "More filters"', () => {
    const all = () => 'All sources'
    const entry = selectForm(() => 'Source', options, { any: all, more: true })
    expect(entry.control.kind === 'select' ? entry.control.anyLabel : undefined).toBe(all)
    expect(entry.more).toBe(true)
  })
})
