import { describe, expect, it } from 'vitest'
import type { DetailView } from '@/features/suppliers/images/detail'
import { ViewCache } from '@/features/suppliers/images/view-cache'

const view = (value: number): DetailView => ({
  lab: new Float64Array([value]),
  mask: new Float64Array([1]),
  valid: new Float64Array([1]),
})

describe('the catalogue grid cache', () => {
  it('serves a picture only under the key it was stored with', () => {
    const cache = new ViewCache(4)
    cache.set('/img/a.svg', 'md5-1', view(1))
    expect(cache.get('/img/a.svg', 'md5-1')?.lab[0]).toBe(1)
    // Described again: another md5, so the old view is not served.
    expect(cache.get('/img/a.svg', 'md5-2')).toBeUndefined()
    cache.set('/img/a.svg', 'md5-2', view(2))
    expect(cache.get('/img/a.svg', 'md5-2')?.lab[0]).toBe(2)
    expect(cache.get('/img/a.svg', 'md5-1')).toBeUndefined()
  })

  it('lists the held keys of the pictures asked about, for the grid query to skip', () => {
    const cache = new ViewCache(4)
    cache.set('/img/a.svg', 'k1', view(1))
    cache.set('/img/b.svg', 'k2', view(2))
    expect(cache.heldKeys(['/img/b.svg', '/img/c.svg', '/img/a.svg'])).toEqual([
      '/img/b.svg k2',
      '/img/a.svg k1',
    ])
  })

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = new ViewCache(2)
    cache.set('/img/a.svg', 'k', view(1))
    cache.set('/img/b.svg', 'k', view(2))
    expect(cache.get('/img/a.svg', 'k')).toBeDefined() // a is now the most recent
    cache.set('/img/c.svg', 'k', view(3))
    expect(cache.get('/img/b.svg', 'k')).toBeUndefined()
    expect(cache.get('/img/a.svg', 'k')).toBeDefined()
    expect(cache.get('/img/c.svg', 'k')).toBeDefined()
  })
})
