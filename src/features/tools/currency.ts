// The currency converter's arithmetic and the browser's copy of the rates (spec §4: the exchange rate and
// currency data are cached in session storage for the session; §5: accepted only if USD is a number).
import type { ExchangeRates } from '@/features/common/common.api'
import type { Locale } from '@/lib/locale'
import { readStorage, writeStorage } from '@/lib/storage'

/** The currencies of the marketplaces' sites, then the yuan sellers buy stock in: listed first. */
export const MARKETPLACE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'MXN', 'JPY', 'KRW', 'CNY'] as const

export const CURRENCY_DATA_KEY = 'shopsight.currency-data'
export const EXCHANGE_RATE_KEY = 'shopsight.exchange-rate'

export type Rates = { perUsd: Record<string, number>; date: string | null; feedFailed: boolean }

/** The rates of a /api/common/rate reply, or null when its USD is not a number (or nothing is usable). */
export function ratesFromReply(data: unknown): Rates | null {
  if (typeof data !== 'object' || data === null) return null
  const reply = data as Partial<ExchangeRates>
  if (typeof reply.USD !== 'number' || typeof reply.data !== 'object' || reply.data === null) return null
  const perUsd: Record<string, number> = {}
  for (const [code, rate] of Object.entries(reply.data)) {
    if (/^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) {
      perUsd[code] = rate
    }
  }
  perUsd.USD = 1
  if (Object.keys(perUsd).length < 2) return null
  return {
    perUsd,
    date: typeof reply.date === 'string' ? reply.date : null,
    feedFailed: reply.feed === 'failed',
  }
}

export function readCachedRates(): Rates | null {
  const raw = readStorage(CURRENCY_DATA_KEY, 'session')
  if (!raw) return null
  try {
    return ratesFromReply(JSON.parse(raw))
  } catch {
    return null
  }
}

export function cacheRates(reply: ExchangeRates): void {
  writeStorage(CURRENCY_DATA_KEY, JSON.stringify(reply), 'session')
  writeStorage(EXCHANGE_RATE_KEY, String(reply.exchange_rate), 'session')
}

/** Marketplace currencies first (in their order), then every other one the rates carry, by code. */
export function orderedCurrencies(rates: Rates): string[] {
  const first = MARKETPLACE_CURRENCIES.filter((c) => c in rates.perUsd)
  const rest = Object.keys(rates.perUsd)
    .filter((c) => !(first as string[]).includes(c))
    .sort()
  return [...first, ...rest]
}

export function convert(amount: number, from: string, to: string, rates: Rates): number | null {
  const a = rates.perUsd[from]
  const b = rates.perUsd[to]
  if (a === undefined || b === undefined) return null
  return (amount / a) * b
}

/**
 * A typed amount: digits with an optional decimal point, thousands separators allowed (both "1,234.5"
 * and Chinese full-width digits are common in pasted prices). null when it is not a number ≥ 0.
 */
export function parseAmount(text: string): number | null {
  const normal = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[,，\s]/g, '')
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(normal)) return null
  const value = Number(normal)
  return Number.isFinite(value) ? value : null
}

/** A typed amount as a plain decimal string ("1,234.50" → "1234.50"), or null when it is not one. */
export function amountText(text: string): string | null {
  const value = parseAmount(text)
  if (value === null) return null
  const normal = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[,，\s]/g, '')
  return normal.startsWith('.') ? `0${normal}` : normal
}

/** A non-negative decimal as an integer and its scale: "12.345" → 12345n, 3. */
function scaled(decimal: string): { n: bigint; scale: number } {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return { n: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length }
}

/** A rate as the decimal it was published as (rates are short decimals: 0.92, 7.1034, 0.0067). */
function rateDecimal(rate: number): string {
  const text = String(rate)
  return /e/i.test(text) ? rate.toFixed(12) : text
}

/** The currency's own minor digits, at most two (yen and won: none). */
function moneyDigits(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits
    return Math.min(2, digits ?? 2)
  } catch {
    return 2
  }
}

/** A non-negative decimal string floored to `digits` decimals (exact: no floating point). */
function floorDecimal(decimal: string, digits: number): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0').slice(0, digits)}`
}

/** Decimals a converted amount keeps before formatMoney floors it (so $0.001 is not 0 yet). */
const EXACT_DIGITS = 10

/**
 * Converts a typed amount exactly (integer arithmetic on the decimal digits: a float loses the cents of
 * $99,999,999,999,999), floored at 10 decimals; formatMoney floors it for display. null when a rate is
 * missing.
 */
export function convertMoney(amount: string, from: string, to: string, rates: Rates): string | null {
  const a = rates.perUsd[from]
  const b = rates.perUsd[to]
  if (a === undefined || b === undefined) return null
  const x = scaled(amount)
  const ra = scaled(rateDecimal(a))
  const rb = scaled(rateDecimal(b))
  const digits = EXACT_DIGITS
  // amount × b ÷ a, times 10^digits, floored: every factor kept as an integer.
  const numerator = x.n * rb.n * 10n ** BigInt(ra.scale + digits)
  const denominator = ra.n * 10n ** BigInt(x.scale + rb.scale)
  if (denominator === 0n) return null
  const units = (numerator / denominator).toString().padStart(digits + 1, '0')
  return `${units.slice(0, -digits)}.${units.slice(-digits)}`.replace(/\.?0+$/, '')
}

const tag = (locale: Locale) => (locale === 'cn' ? 'zh-CN' : 'en-US')

/**
 * Money as the page shows it (spec: floored to two decimals, at least 0.01): a positive amount below
 * the smallest unit shows as that unit ($0.001 → $0.01). Formatted from the decimal string, so a
 * 17-digit amount keeps its cents.
 */
export function formatMoney(decimal: string, currency: string, locale: Locale): string {
  const digits = moneyDigits(currency)
  let floored = floorDecimal(decimal, digits)
  const positive = /[1-9]/.test(decimal)
  if (positive && !/[1-9]/.test(floored)) floored = digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`
  const format = new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  // A numeric string is formatted as the exact decimal it spells (Intl.NumberFormat v3).
  return format.format(floored as Intl.StringNumericLiteral)
}

/** A rate ("1 JPY = $0.0067"), not money: small values keep more digits so they are not shown as 0.01. */
export function formatCurrency(value: number, currency: string, locale: Locale): string {
  const digits = Math.abs(value) > 0 && Math.abs(value) < 1 ? 4 : undefined
  return new Intl.NumberFormat(tag(locale), {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
  }).format(value)
}

export function currencyName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([tag(locale)], { type: 'currency' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Whole days from the rates' day to today (UTC), or null without a date. */
export function ageInDays(date: string | null, now: Date = new Date()): number | null {
  if (!date) return null
  const day = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(day)) return null
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Math.max(0, Math.round((today - day) / 86_400_000))
}

/** Reference rates are not published on weekends and holidays: older than this, the page warns. */
export const STALE_AFTER_DAYS = 4
