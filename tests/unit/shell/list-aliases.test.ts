// Known aliases of the list names redirect to the nearest real list (issue 34: /product-database-new
// was a 404 while the list is hot-new); every target is a list that exists, other names stay unknown.
import { describe, expect, it } from 'vitest'
import { isProductListType } from '@/features/catalog/products.shared'
import { isStoreListType } from '@/features/stores/stores.shared'
import { findRedirect } from '@/lib/redirects'
import { redirects } from '../../../app.config'

describe('list aliases', () => {
  it('send /product-database-new to the hot-new list, in both languages and both layouts', () => {
    expect(findRedirect(redirects, '/product-database-new')).toEqual({
      location: '/product-database-hot-new',
      status: 301,
      external: false,
    })
    expect(findRedirect(redirects, '/cn/product-database-new/old')?.location).toBe(
      '/cn/product-database-hot-new/old',
    )
    expect(findRedirect(redirects, '/mall-hot/new')?.location).toBe('/mall-hot-sale/new')
  })

  it('point every alias at a list that exists', () => {
    for (const rule of redirects) {
      const product = /^\/product-database-([a-z-]+?)(\/old)?$/.exec(rule.to)
      const store = /^\/mall-([a-z-]+?)(\/new)?$/.exec(rule.to)
      if (product) expect(isProductListType(product[1] ?? ''), rule.to).toBe(true)
      if (store) expect(isStoreListType(store[1] ?? ''), rule.to).toBe(true)
    }
  })

  it('leave unknown names to the 404 page', () => {
    expect(findRedirect(redirects, '/product-database-nonsense')).toBeUndefined()
    expect(findRedirect(redirects, '/mall-nonsense')).toBeUndefined()
  })
})
