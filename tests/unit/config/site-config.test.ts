import { describe, expect, it } from 'vitest'
import { footerGroupsFor, footerHref, navGroupsFor } from '@/components/shell/nav-model'
import { parseSiteConfig, SiteConfigError } from '@/config/site-config.server'
import { announcements } from '../../../app.announcements'
import { redirects, appConfig as shellConfig } from '../../../app.config'
import { footerConfig } from '../../../app.footer'
import { navConfig } from '../../../app.nav'

const appConfig = { ...shellConfig, ...navConfig, ...footerConfig, redirects, announcements }
/** What the bar and the mobile menu read: the menus and the per-language overrides. */
const navShell = { ...navConfig, nav_overrides: shellConfig.nav_overrides }

function expectInvalid(mutate: (config: Record<string, unknown>) => void, fieldPath: string) {
  const config: Record<string, unknown> = {
    ...appConfig,
    nav_groups: appConfig.nav_groups.map((g) => ({ ...g })),
  }
  mutate(config)
  expect(() => parseSiteConfig(config)).toThrow(SiteConfigError)
  expect(() => parseSiteConfig(config)).toThrow(fieldPath)
}

describe('app.config.ts', () => {
  it('is valid', () => {
    expect(parseSiteConfig(appConfig).product).toBe('shopsight')
  })

  it('carries the spec constants', () => {
    expect(appConfig.max_width).toBe(1300)
    expect(appConfig.nav_height).toBe(60)
    expect(appConfig.languages.inactive).toEqual(['ru', 'de', 'fr', 'es', 'it', 'br', 'jp', 'ko', 'tr'])
    const promo = appConfig.nav_groups.find((g) => g.btn_type === 'promo')
    expect(promo?.btn_settings?.carousel?.interval).toEqual({ en: 5000, cn: 10000 })
  })

  it('rejects a bad value with the path of the field', () => {
    expectInvalid((c) => {
      c.max_width = 'wide'
    }, 'max_width')
    expectInvalid((c) => {
      c.nav_groups = [{ ...appConfig.nav_groups[0], align: 'middle' }]
    }, 'nav_groups.0.align')
    expectInvalid((c) => {
      c.nav_groups = [
        { ...appConfig.nav_groups[0], items: [{ key: 'x', name: () => 'X', url: 'javascript:alert(1)' }] },
      ]
    }, 'nav_groups.0.items.0.url')
    expectInvalid((c) => {
      c.footer = { preset: 'dark', groups: [] }
    }, 'footer.groups')
    expectInvalid((c) => {
      c.footer = { preset: 'neon', groups: appConfig.footer.groups }
    }, 'footer.preset')
    expectInvalid((c) => {
      c.statement = 'footer_statement'
    }, 'statement')
  })

  it('rejects more than four footer groups', () => {
    const groups = [...appConfig.footer.groups, appConfig.footer.groups[0]]
    expectInvalid((c) => {
      c.footer = { preset: 'dark', groups }
    }, 'footer.groups')
  })
})

describe('navigation model', () => {
  it('sorts groups and items by descending sort value', () => {
    const { left } = navGroupsFor(navShell, 'en')
    const sorts = left.map((g) => g.sort ?? 0)
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a))
    const product = left.find((g) => g.key === 'product')
    const itemSorts = (product?.items ?? []).map((i) => i.sort ?? 0)
    expect(itemSorts).toEqual([...itemSorts].sort((a, b) => b - a))
  })

  it('applies per-language overrides: each language sees its own plug-in page', () => {
    const keysOf = (locale: 'en' | 'cn') =>
      navGroupsFor(navShell, locale)
        .left.flatMap((g) => g.items ?? [])
        .flatMap((i) => [i.key, ...(i.items ?? []).map((j) => j.key)])
    expect(keysOf('en')).toContain('plugin-product-analysis-en')
    expect(keysOf('en')).not.toContain('plugin-product-analysis-cn')
    expect(keysOf('cn')).toContain('plugin-product-analysis-cn')
    expect(keysOf('cn')).not.toContain('plugin-product-analysis-en')
  })

  it('puts the promo button on the right and the research groups on the left', () => {
    const { left, right } = navGroupsFor(navShell, 'en')
    expect(right.map((g) => g.key)).toEqual(['dropship-promo'])
    expect(left.map((g) => g.key)).toEqual([
      'ranking',
      'product',
      'tools',
      'market',
      'store',
      'keyword',
      'free-plan',
      'ads',
      'dashboard',
    ])
  })

  it('orders footer groups and links by descending sort and prefixes relative links with the API host', () => {
    const groups = footerGroupsFor(footerConfig)
    expect(groups.length).toBeGreaterThanOrEqual(1)
    expect(groups.length).toBeLessThanOrEqual(4)
    expect(footerHref('/about', 'https://api.example.com/')).toBe('https://api.example.com/about')
    expect(footerHref('https://x.com/a', 'https://api.example.com')).toBe('https://x.com/a')
    expect(footerHref('/about', '')).toBe('/about')
  })
})
