// The one money formatter (issue 34, spec §5) over currencies and magnitudes, and a scan of the source
// that fails when an amount is formatted by hand instead of through it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatMoney, moneyForExport } from '@/lib/format'

describe('formatMoney over currencies', () => {
  it.each([
    // currency, value, English, Chinese
    ['USD', 3.09, '$3.09', '$3.09'],
    ['CNY', 69, '¥69.00', '¥69.00'],
    ['EUR', 3.09, '€3.09', '€3.09'],
    ['GBP', 8.888, '£8.88', '£8.88'],
    // Yen have no cents: floored to the yen, never "JP¥1,266.68" or "1,551.00 JPY".
    ['JPY', 1266.68, 'JP¥1,266', 'JP¥1,266'],
    ['JPY', 1551, 'JP¥1,551', 'JP¥1,551'],
    ['KRW', 15300.5, '₩15,300', '₩15,300'],
    ['CAD', 20, 'CA$20.00', 'CA$20.00'],
    // A currency without a sign keeps its code, after the number, with a space.
    ['CHF', 5, '5.00 CHF', '5.00 CHF'],
  ])('%s %d', (currency, value, en, cn) => {
    expect(formatMoney(value, 'en', { currency })).toBe(en)
    expect(formatMoney(value, 'cn', { currency })).toBe(cn)
  })

  it('defaults to dollars in English and yuan in Chinese', () => {
    expect(formatMoney(69, 'en')).toBe('$69.00')
    expect(formatMoney(69, 'cn')).toBe('¥69.00')
  })

  it('shows the smallest unit for anything below it', () => {
    expect(formatMoney(0.001, 'en', { currency: 'EUR' })).toBe('€0.01')
    expect(formatMoney(0.4, 'en', { currency: 'JPY' })).toBe('JP¥1')
  })
})

describe('formatMoney compact, over magnitudes', () => {
  it.each([
    // value, currency, English, Chinese
    [999.99, 'USD', '$999.99', '$999.99'],
    [1_000, 'USD', '$1k', '$1,000.00'],
    [9_999.99, 'EUR', '€10k', '€9,999.99'],
    [12_000, 'USD', '$12k', '$1.2万'],
    [40_123, 'CNY', '¥40.1k', '¥4.0万'],
    [59_200, 'EUR', '€59.2k', '€5.9万'],
    [466_299.12, 'USD', '$466.3k', '$46.6万'],
    [1_234_567, 'JPY', 'JP¥1.2m', 'JP¥123.5万'],
    [123_456_789, 'USD', '$123.5m', '$1.2亿'],
  ])('%d %s', (value, currency, en, cn) => {
    expect(formatMoney(value, 'en', { currency, compact: true })).toBe(en)
    expect(formatMoney(value, 'cn', { currency, compact: true })).toBe(cn)
  })
})

describe('moneyForExport', () => {
  it('writes a floored plain number a spreadsheet reads, in the currency minor units', () => {
    expect(moneyForExport(466_299.129, 'USD')).toBe('466299.12')
    expect(moneyForExport(3.1, 'EUR')).toBe('3.10')
    expect(moneyForExport(1266.68, 'JPY')).toBe('1266')
    expect(moneyForExport(0.004, 'USD')).toBe('0.00')
    expect(moneyForExport(Number.NaN, 'USD')).toBe('')
  })
})

// --- no amount formatted by hand ---------------------------------------------------------------------

const ROOT = resolve(import.meta.dirname, '../../..')

/** Files allowed their own number formatting, with why. */
const ALLOWED: Record<string, string> = {
  'src/lib/format.ts': 'the formatter itself',
  // The currency converter shows rates with as many decimals as the rate has, in the browser's locale.
  'src/features/tools/currency.ts': 'converter rates',
}

/** What a hand-formatted amount looks like in this code base. */
const HAND_MADE: Array<{ pattern: RegExp; what: string; tsxOnly?: boolean }> = [
  { pattern: /Intl\.NumberFormat/, what: 'Intl.NumberFormat outside src/lib/format.ts' },
  { pattern: /\.toFixed\(2\)/, what: 'toFixed(2): an amount rounded by hand' },
  {
    pattern: /formatNumber\([^)]*decimals:\s*2/,
    what: 'a number with two decimals: an amount without its currency',
  },
  // A sign glued to a number by hand (SQL placeholders such as `$${n}` live in .ts files only).
  { pattern: /`[$¥€£]\$\{/, what: 'a currency sign glued to a number by hand', tsxOnly: true },
  // A code printed beside an amount (the "3.09EUR" style).
  {
    pattern: /\{[\w.]*currency\}\s*<\/span>/,
    what: 'a currency code printed beside an amount',
    tsxOnly: true,
  },
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['paraglide', 'pipeline'].includes(name) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Known places outside the research pages (checkout), reported to their owners rather than hidden. */
const KNOWN: ReadonlySet<string> = new Set([
  'src/features/billing/components/sandbox-checkout-page.tsx: a currency code printed beside an amount',
  'src/features/billing/components/pay-dialog.tsx: a currency code printed beside an amount',
])

describe('money in one style', () => {
  it('no source file formats an amount by hand', () => {
    const found: string[] = []
    for (const file of sourceFiles(join(ROOT, 'src'))) {
      const path = relative(ROOT, file)
      if (Object.hasOwn(ALLOWED, path)) continue
      const text = readFileSync(file, 'utf8')
      for (const rule of HAND_MADE) {
        if (rule.tsxOnly && !path.endsWith('.tsx')) continue
        if (rule.pattern.test(text)) found.push(`${path}: ${rule.what}`)
      }
    }
    expect(found.filter((f) => !KNOWN.has(f))).toEqual([])
  })

  it('the scan catches a hand-formatted amount', () => {
    const samples = ['row.price.toFixed(2)', 'formatNumber(n, { decimals: 2 })', 'new Intl.NumberFormat(tag)']
    for (const sample of samples) expect(HAND_MADE.some((rule) => rule.pattern.test(sample))).toBe(true)
  })
})
