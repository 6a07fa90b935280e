// The one way a sales figure is shown (issue 38): observed is the plain value, an estimate carries a
// visible mark and its 80 % range in a tooltip that screen readers also hear, and a product with too
// little history says so instead of showing 0 — in English and Chinese.
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { formatCompact, formatMoney } from '@/lib/format'
import type { SalesFigure } from '@/lib/sales-figure'
import { overwriteGetLocale } from '@/paraglide/runtime'

afterEach(() => overwriteGetLocale(() => 'en'))

const ESTIMATED: SalesFigure = { value: 15_200, low: 12_100, high: 18_900, observed: false }
const OBSERVED: SalesFigure = { value: 15_200, low: 15_200, high: 15_200, observed: true }

const render = (figure: SalesFigure | null, locale: 'en' | 'cn' = 'en', focusable = false) => {
  overwriteGetLocale(() => locale)
  return renderToStaticMarkup(
    <SalesFigureValue figure={figure} format={(n) => formatCompact(n, locale)} focusable={focusable} />,
  )
}
/** The text of the elements whose attributes match `attr` (no nesting of the same tag inside). */
const textOf = (html: string, attr: string) =>
  [...html.matchAll(new RegExp(`<(\\w+)[^>]*${attr}[^>]*>(.*?)</\\1>`, 'g'))].map(([, , text = '']) =>
    text.replace(/<[^>]+>/g, ''),
  )
const plain = (html: string) => html.replace(/<[^>]+>/g, '')

describe('SalesFigureValue', () => {
  it('shows an observed figure as its plain value, with no mark and no range', () => {
    const html = render(OBSERVED)
    expect(plain(html)).toBe('15.2k')
    expect(html).not.toContain('estimated-mark')
    expect(html).not.toContain('80')
  })

  it('shows an estimate with nothing left to doubt (an exact counter at both ends) as its plain value', () => {
    const html = render({ value: 300, low: 300, high: 300, observed: false })
    expect(plain(html)).toBe('300')
    expect(html).toContain('data-basis="exact"')
    expect(html).not.toContain('estimated-mark')
  })

  it('marks an estimate visibly and gives its 80 % range as a tooltip and to screen readers (en)', () => {
    const html = render(ESTIMATED)
    expect(textOf(html, 'data-testid="estimated-mark"')).toEqual(['est.'])
    expect(textOf(html, 'data-testid="estimated-tooltip"')).toEqual(['Estimated · 80 % range 12.1k–18.9k'])
    // The tooltip is drawn for the eye (aria-hidden); the sr-only copy is what assistive tech reads.
    expect(textOf(html, 'class="sr-only"')).toEqual([' (Estimated · 80 % range 12.1k–18.9k)'])
    expect(html).toMatch(/^<span[^>]*>15.2k</)
  })

  it('says the same in Chinese', () => {
    const html = render(ESTIMATED, 'cn')
    expect(textOf(html, 'data-testid="estimated-mark"')).toEqual(['估'])
    expect(textOf(html, 'data-testid="estimated-tooltip"')).toEqual(['估算值 · 80% 区间 1.2万–1.9万'])
    expect(textOf(html, 'class="sr-only"')).toEqual([' (估算值 · 80% 区间 1.2万–1.9万)'])
  })

  it('in a grid adds no tab stop; a headline figure is one, its tooltip shown on focus', () => {
    expect(render(ESTIMATED)).not.toContain('tabindex')
    const headline = render(ESTIMATED, 'en', true)
    expect(headline).toContain('tabindex="0"')
    expect(headline).toContain('group-focus-visible/figure:visible')
    // An observed figure has nothing to reveal: never a tab stop.
    expect(render(OBSERVED, 'en', true)).not.toContain('tabindex')
  })

  it('says "not enough data yet" instead of a number when there is no figure', () => {
    expect(plain(render(null))).toBe('Not enough data yet')
    expect(plain(render(null, 'cn'))).toBe('数据尚不足')
    expect(render(null)).toContain('text-gray-500')
  })

  it('formats money figures and their range with the formatter it is given', () => {
    const revenue: SalesFigure = { value: 9864.8, low: 7852.9, high: 12_266.1, observed: false }
    const html = renderToStaticMarkup(
      <SalesFigureValue
        figure={revenue}
        format={(n) => formatMoney(n, 'en', { currency: 'USD', compact: true })}
      />,
    )
    expect(textOf(html, 'data-testid="estimated-tooltip"')[0]).toMatch(
      /^Estimated · 80 % range \$7\.9k–\$12\.3k$/,
    )
  })
})
