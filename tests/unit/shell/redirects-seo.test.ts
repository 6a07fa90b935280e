import { describe, expect, it } from 'vitest'
import { limitDialogOffersUpgrade } from '@/components/ui/dialog-store'
import { languageLinks } from '@/i18n/seo'
import { findRedirect } from '@/lib/redirects'
import { redirects } from '../../../app.config'

describe('configured redirects', () => {
  it('send a retired path to its page, keeping the language prefix', () => {
    expect(findRedirect(redirects, '/rankings')).toEqual({
      location: '/historical-rankings',
      status: 301,
      external: false,
    })
    expect(findRedirect(redirects, '/cn/plans/')).toEqual({
      location: '/cn/pricing',
      status: 301,
      external: false,
    })
  })

  it('send external targets as they are', () => {
    expect(findRedirect(redirects, '/seller-center')?.location).toBe('https://seller.temu.com')
  })

  it('leave other paths alone', () => {
    expect(findRedirect(redirects, '/pricing')).toBeUndefined()
  })
})

describe('canonical and hreflang links', () => {
  const href = (links: ReturnType<typeof languageLinks>, rel: string, lang?: string) =>
    links.find((l) => l.rel === rel && l.hrefLang === lang)?.href

  it('make English canonical unprefixed and Chinese canonical under /cn', () => {
    expect(href(languageLinks('/pricing', 'en', 'https://shopsight.app'), 'canonical')).toBe(
      'https://shopsight.app/pricing',
    )
    const cn = languageLinks('/pricing', 'cn', 'https://shopsight.app')
    expect(href(cn, 'canonical')).toBe('https://shopsight.app/cn/pricing')
    expect(href(cn, 'alternate', 'zh-CN')).toBe('https://shopsight.app/cn/pricing')
    expect(href(cn, 'alternate', 'en')).toBe('https://shopsight.app/pricing')
    expect(href(languageLinks('/', 'cn', 'https://shopsight.app'), 'canonical')).toBe(
      'https://shopsight.app/cn',
    )
  })

  it('pair plugin-en with plugin-cn', () => {
    const links = languageLinks('/plugin-en/product-analysis', 'en', 'https://shopsight.app')
    expect(href(links, 'alternate', 'zh-CN')).toBe('https://shopsight.app/plugin-cn/product-analysis')
  })
})

describe('limit dialog', () => {
  it('offers an upgrade to every plan but Personal Pro and Team Pro', () => {
    expect([0, 1, 2, 3, 4].map(limitDialogOffersUpgrade)).toEqual([true, true, false, true, false])
  })
})
