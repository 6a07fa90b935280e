import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  localeFromAcceptLanguage,
  localeFromPath,
  localizePath,
  resolveRequestLocale,
  splitLocalePrefix,
  switchLocalePath,
} from '@/lib/locale'

describe('language prefixes', () => {
  it('splits /en and /cn off the route path', () => {
    expect(splitLocalePrefix('/cn/pricing')).toEqual({ prefix: '/cn', rest: '/pricing' })
    expect(splitLocalePrefix('/en/blog/x')).toEqual({ prefix: '/en', rest: '/blog/x' })
    expect(splitLocalePrefix('/cn')).toEqual({ prefix: '/cn', rest: '/' })
    expect(splitLocalePrefix('/pricing')).toEqual({ prefix: '', rest: '/pricing' })
  })

  it('does not mistake a word starting with cn or en for a prefix', () => {
    expect(splitLocalePrefix('/cnx')).toEqual({ prefix: '', rest: '/cnx' })
    expect(splitLocalePrefix('/english')).toEqual({ prefix: '', rest: '/english' })
  })

  it('leaves fixed-language plug-in pages and the API unprefixed, so /cn/plugin-en/x is a 404', () => {
    expect(splitLocalePrefix('/cn/plugin-en/x')).toEqual({ prefix: '', rest: '/cn/plugin-en/x' })
    expect(localizePath('/plugin-cn/x', '/cn')).toBe('/plugin-cn/x')
    expect(localizePath('/api/v2/products/list', '/cn')).toBe('/api/v2/products/list')
  })

  it('localizes home to the bare prefix', () => {
    expect(localizePath('/', '/cn')).toBe('/cn')
    expect(localizePath('/', '')).toBe('/')
  })

  it('round-trips any route path through a prefix', () => {
    const segment = fc
      .stringMatching(/^[a-z0-9-]{1,12}$/)
      .filter((s) => !['en', 'cn', 'api'].includes(s) && !s.startsWith('plugin-'))
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 0, maxLength: 4 }),
        fc.constantFrom('' as const, '/en' as const, '/cn' as const),
        (parts, prefix) => {
          const path = `/${parts.join('/')}`
          expect(splitLocalePrefix(localizePath(path, prefix)).rest).toBe(path)
        },
      ),
    )
  })
})

describe('the language of a request', () => {
  it('follows the URL first, then the stored choice, then the browser, then English', () => {
    expect(resolveRequestLocale({ pathname: '/cn/x', cookie: 'lang=en', acceptLanguage: 'en' })).toBe('cn')
    expect(resolveRequestLocale({ pathname: '/en/x', cookie: 'lang=cn' })).toBe('en')
    expect(resolveRequestLocale({ pathname: '/x', cookie: 'a=1; lang=cn', acceptLanguage: 'en-US' })).toBe(
      'cn',
    )
    expect(resolveRequestLocale({ pathname: '/x', acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' })).toBe('cn')
    expect(resolveRequestLocale({ pathname: '/x', acceptLanguage: 'fr-FR,de;q=0.5' })).toBe('en')
    expect(resolveRequestLocale({ pathname: '/x' })).toBe('en')
  })

  it('reads the plug-in pages as their own language', () => {
    expect(localeFromPath('/plugin-cn/product-analysis')).toBe('cn')
    expect(localeFromPath('/plugin-en/product-analysis')).toBe('en')
  })

  it('honours q values and skips inactive languages in Accept-Language', () => {
    expect(localeFromAcceptLanguage('en;q=0.2, zh-TW;q=0.9')).toBe('cn')
    expect(localeFromAcceptLanguage('ru, en;q=0.1')).toBe('en')
    expect(localeFromAcceptLanguage('ja, ko')).toBeUndefined()
    expect(localeFromAcceptLanguage('zh;q=0')).toBeUndefined()
  })

  it('ignores a cookie with a value that is not a language', () => {
    expect(resolveRequestLocale({ pathname: '/x', cookie: 'lang=xx' })).toBe('en')
  })
})

describe('the language switch', () => {
  it('maps pages between unprefixed and /cn', () => {
    expect(switchLocalePath('/pricing', 'cn')).toBe('/cn/pricing')
    expect(switchLocalePath('/en/pricing', 'cn')).toBe('/cn/pricing')
    expect(switchLocalePath('/cn/pricing', 'en')).toBe('/pricing')
  })

  it('swaps home between /en and /cn', () => {
    expect(switchLocalePath('/', 'cn')).toBe('/cn')
    expect(switchLocalePath('/cn', 'en')).toBe('/en')
    expect(switchLocalePath('/en', 'cn')).toBe('/cn')
  })

  it('swaps plugin-cn and plugin-en', () => {
    expect(switchLocalePath('/plugin-en/ai-review-analysis', 'cn')).toBe('/plugin-cn/ai-review-analysis')
    expect(switchLocalePath('/plugin-cn/product-analysis', 'en')).toBe('/plugin-en/product-analysis')
  })

  it('sends a blog article to the blog list when asked (the footer switch)', () => {
    expect(switchLocalePath('/blog/some-post', 'cn', { toBlogIndex: true })).toBe('/cn/blog')
    expect(switchLocalePath('/cn/blog/some-post', 'en', { toBlogIndex: true })).toBe('/blog')
    expect(switchLocalePath('/blog/some-post', 'cn')).toBe('/cn/blog/some-post')
  })
})
