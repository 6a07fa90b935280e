import type { Locale } from './locale'

export type { Locale }

const INVALID = '-'
const MAX_DECIMALS = 20

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * A non-negative exact decimal: coefficient / 10^scale with scale >= 0.
 * Working on decimal digits instead of binary floats is what makes 1.13 floor to 1.13
 * (1.13 * 100 is 112.99999999999999 in floating point) and 1.005 round to 1.01.
 */
type Decimal = { coefficient: bigint; scale: number }

function normalise(coefficient: bigint, scale: number): Decimal {
  return scale >= 0 ? { coefficient, scale } : { coefficient: coefficient * 10n ** BigInt(-scale), scale: 0 }
}

function toDecimal(abs: number): Decimal {
  // String() gives the shortest text that reads back as the same number, i.e. the value the data meant.
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs))
  // Every finite non-negative number matches; the fallback only exists for the type checker.
  if (!match) return { coefficient: 0n, scale: 0 }
  const [, int = '0', frac = '', exponent = '0'] = match
  return normalise(BigInt(int + frac), frac.length - Number(exponent))
}

/** Multiplies by 10^places (negative places divide); exact. */
function movePoint(value: Decimal, places: number): Decimal {
  return normalise(value.coefficient, value.scale - places)
}

/** The coefficient of `value` expressed with exactly `scale` decimals. */
function toScale(value: Decimal, scale: number, mode: 'floor' | 'half-up'): bigint {
  if (value.scale <= scale) return value.coefficient * 10n ** BigInt(scale - value.scale)
  const divisor = 10n ** BigInt(value.scale - scale)
  const quotient = value.coefficient / divisor
  return mode === 'half-up' && (value.coefficient % divisor) * 2n >= divisor ? quotient + 1n : quotient
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Renders coefficient / 10^scale with comma grouping and exactly `scale` decimals. */
function digitsText(coefficient: bigint, scale: number): string {
  const raw = coefficient.toString().padStart(scale + 1, '0')
  const int = groupThousands(raw.slice(0, raw.length - scale))
  return scale > 0 ? `${int}.${raw.slice(raw.length - scale)}` : int
}

function decimalsOption(decimals: number | undefined, fallback: number): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return fallback
  return Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals)))
}

export type MoneyOptions = {
  /** An ISO code (a site's currency); without one, yuan in Chinese and dollars in English (spec §5). */
  currency?: string
  /**
   * Large amounts in the language's compact units with the currency sign ('$59.2k', '¥1.2万'),
   * for revenue figures beside other compact counts; below the first unit the plain amount.
   */
  compact?: boolean
}

/** Currencies without minor units: a yen amount has no cents to show. */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW'])

const moneyDecimals = (currency: string) => (ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2)

/** The currency's sign before the number ('€3.09'), or its code after it when it has none ('5.00 CHF'). */
function withCurrency(text: string, currency: string): string {
  const sign = Object.hasOwn(CURRENCY_SIGNS, currency) ? CURRENCY_SIGNS[currency] : undefined
  return sign === undefined ? `${text} ${currency}` : `${sign}${text}`
}

/** The floored amount in the currency's minor units; anything below the smallest unit shows that unit. */
function flooredMinor(value: number, decimals: number): bigint {
  const smallest = 10 ** -decimals
  const minor = value >= smallest ? toScale(toDecimal(value), decimals, 'floor') : 1n
  return minor > 0n ? minor : 1n
}

/**
 * The one money formatter: every grid, card, chart and dialog shows amounts through it. Money is
 * floored, never rounded up, so a price is never shown higher than it is; anything under one cent
 * (negatives included) shows the smallest amount, 0.01 (1 for yen). The currency's sign goes before
 * the number in both languages (dollars of other countries carry their country letters, yen JP);
 * a currency without a sign keeps its code after the number.
 */
export function formatMoney(
  value: number | null | undefined,
  locale: Locale,
  options: MoneyOptions = {},
): string {
  if (!isFiniteNumber(value)) return INVALID
  const currency = options.currency ?? (locale === 'cn' ? 'CNY' : 'USD')
  const firstUnit = COMPACT_UNITS[locale][1]?.power ?? 3
  if (options.compact && Math.abs(value) >= 10 ** firstUnit) {
    return withCurrency(formatCompact(value, locale), currency)
  }
  const decimals = moneyDecimals(currency)
  return withCurrency(digitsText(flooredMinor(value, decimals), decimals), currency)
}

/**
 * An exact amount of money held as integer minor units (fen, cents), for ledgers and receipts: shown as
 * it is, zero as 0.00 and a debit with its minus sign ('-¥58.50'), never the display floor of 0.01.
 */
export function formatMinorMoney(minor: number, currency: string): string {
  if (!Number.isInteger(minor)) return INVALID
  const text = withCurrency(digitsText(BigInt(Math.abs(minor)), 2), currency)
  return minor < 0 ? `-${text}` : text
}

/**
 * An amount for a CSV cell: the floored number in the currency's minor units, no sign and no grouping,
 * so a spreadsheet reads it as a number (the currency has a column of its own).
 */
export function moneyForExport(value: number, currency = 'USD'): string {
  if (!isFiniteNumber(value)) return ''
  const decimals = moneyDecimals(currency)
  const minor = toScale(toDecimal(Math.abs(value)), decimals, 'floor')
  const raw = minor.toString().padStart(decimals + 1, '0')
  const text = decimals > 0 ? `${raw.slice(0, -decimals)}.${raw.slice(-decimals)}` : raw
  return value < 0 && minor > 0n ? `-${text}` : text
}

export type NumberOptions = { decimals?: number }

/** Comma grouping done by hand: Node builds without full ICU would otherwise group differently. */
export function formatNumber(value: number | null | undefined, options: NumberOptions = {}): string {
  if (!isFiniteNumber(value)) return INVALID
  const decimals = decimalsOption(options.decimals, 0)
  // Rounding the magnitude rounds half away from zero, so -2.5 and 2.5 mirror each other.
  const rounded = toScale(toDecimal(Math.abs(value)), decimals, 'half-up')
  // A negative that rounds to zero shows as 0, not -0.
  return (value < 0 && rounded > 0n ? '-' : '') + digitsText(rounded, decimals)
}

/** A list total as the API reports it: counted, capped at the cap, or the planner's estimate. */
export type ListTotalFields = { total: number; total_capped: boolean; total_estimated?: boolean }

/**
 * A total counted with `LIMIT cap + 1` (the count stops early, so it stays fast) as the list reports it:
 * the count up to the cap, past it the cap marked capped (shown as "10,000+" by formatTotal).
 */
export function cappedTotal(counted: number, cap: number): ListTotalFields {
  return counted > cap ? { total: cap, total_capped: true } : { total: counted, total_capped: false }
}

/** 1,234 counted; '≈1,200' estimated (two significant digits: more would claim a precision it lacks); '10,000+' capped. */
export function formatTotal(list: ListTotalFields): string {
  if (list.total_capped) return `${formatNumber(list.total)}+`
  if (!list.total_estimated) return formatNumber(list.total)
  const digits = Math.max(0, Math.floor(Math.log10(Math.max(1, list.total))) - 1)
  const rounded = Math.round(list.total / 10 ** digits) * 10 ** digits
  return `≈${formatNumber(rounded)}`
}

type CompactUnit = { power: number; suffix: string; decimals: number }

const PLAIN: CompactUnit = { power: 0, suffix: '', decimals: 0 }
const COMPACT_UNITS: Record<Locale, readonly CompactUnit[]> = {
  en: [PLAIN, { power: 3, suffix: 'k', decimals: 1 }, { power: 6, suffix: 'm', decimals: 1 }],
  cn: [PLAIN, { power: 4, suffix: '万', decimals: 1 }, { power: 8, suffix: '亿', decimals: 1 }],
}

/** 12,000 → '1.2万' (cn) or '12k' (en). Below the first unit the plain grouped number is shown. */
export function formatCompact(value: number | null | undefined, locale: Locale): string {
  if (!isFiniteNumber(value)) return INVALID
  const units = COMPACT_UNITS[locale]
  const abs = Math.abs(value)
  const magnitude = toDecimal(abs)
  let index = units.findLastIndex((unit) => abs >= 10 ** unit.power)
  let unit = units[index] ?? PLAIN
  let rounded = toScale(movePoint(magnitude, -unit.power), unit.decimals, 'half-up')
  // 999,950 is 999.95k, which rounds to 1000.0k; show it in the next unit as 1m instead.
  for (let next = units[index + 1]; next; next = units[index + 1]) {
    if (rounded < 10n ** BigInt(next.power - unit.power + unit.decimals)) break
    index += 1
    unit = next
    rounded = toScale(movePoint(magnitude, -unit.power), unit.decimals, 'half-up')
  }
  // Chinese keeps the one decimal spec §5 asks for ('4.0万'); English drops a trailing '.0' ('12k').
  const digits = digitsText(rounded, unit.decimals)
  const text = locale === 'cn' && unit.power > 0 ? digits : digits.replace(/\.0+$/, '')
  return (value < 0 && rounded > 0n ? '-' : '') + text + unit.suffix
}

export type PercentOptions = { decimals?: number; sign?: boolean }

/** The value is a ratio: 0.123 → '12.3%'. */
export function formatPercent(value: number | null | undefined, options: PercentOptions = {}): string {
  if (!isFiniteNumber(value)) return INVALID
  const decimals = decimalsOption(options.decimals, 1)
  const rounded = toScale(movePoint(toDecimal(Math.abs(value)), 2), decimals, 'half-up')
  // The sign follows what is shown: a change that rounds to 0.0% gets neither '+' nor '-'.
  const prefix = rounded === 0n ? '' : value < 0 ? '-' : options.sign ? '+' : ''
  return `${prefix}${digitsText(rounded, decimals)}%`
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i

function utcDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date {
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not turn years 0-99 into 1900-1999.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hours, minutes, seconds)
  return date
}

function dateFromString(text: string): Date | undefined {
  const trimmed = text.trim()
  // A bare digit string is a millisecond timestamp that went through a query string or form field.
  if (/^\d+$/.test(trimmed)) return new Date(Number(trimmed))
  const match = ISO_DATE_TIME.exec(trimmed)
  if (!match) return undefined
  // Missing time parts mean midnight.
  const [, year, month, day, hours = 0, minutes = 0, seconds = 0] = match
    .slice(0, 7)
    .map((part) => Number(part ?? 0))
  const zone = match[7]
  if (year === undefined || month === undefined || day === undefined) return undefined
  const calendarDate = utcDate(year, month, day)
  // Reject dates the calendar does not have (2024-02-30) instead of letting them roll over.
  if (calendarDate.getUTCMonth() !== month - 1 || calendarDate.getUTCDate() !== day) return undefined
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined
  // Without a zone the text already names the date the source meant; converting would shift it.
  if (zone === undefined) return calendarDate
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)
  const offsetMinutes = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]))
    : 0
  return new Date(utcDate(year, month, day, hours, minutes, seconds).getTime() - offsetMinutes * 60_000)
}

/**
 * 'YYYY-MM-DD' in UTC for every locale: sellers compare dates across marketplaces,
 * so the viewer's time zone must not move a date by one day.
 */
export function formatDate(value: Date | number | string | null | undefined, _locale: Locale): string {
  let date: Date | undefined
  if (value instanceof Date) date = value
  else if (typeof value === 'number') date = Number.isFinite(value) ? new Date(value) : undefined
  else if (typeof value === 'string') date = dateFromString(value)
  if (!date || Number.isNaN(date.getTime())) return INVALID
  const year = date.getUTCFullYear()
  if (year < 0 || year > 9999) return INVALID
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}

/**
 * The sign shown before an amount in a site's currency. Dollars of other countries carry their
 * country letters so a Canadian price is never read as US dollars; yen keeps JP so it is not read as yuan.
 */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  USD: '$',
  CNY: '¥',
  EUR: '€',
  GBP: '£',
  JPY: 'JP¥',
  CAD: 'CA$',
  AUD: 'A$',
  MXN: 'MX$',
  KRW: '₩',
}

/**
 * A boundary of a price band ('$5', '€12.50'): whole boundaries without cents, so a band reads
 * '$0 ~ $5'. Amounts that are prices or revenue go through formatMoney.
 */
export function formatAmount(value: number | null | undefined, currency: string): string {
  if (!isFiniteNumber(value)) return INVALID
  const text = formatNumber(value, { decimals: Number.isInteger(value) ? 0 : moneyDecimals(currency) })
  return withCurrency(text, currency)
}

/**
 * A price range such as a price band: '$5 ~ $10', '≥$100' (no upper end), '≤$5' (no lower end).
 * The same text in both languages: the currency sign reads the same to every seller.
 */
export function formatPriceRange(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
): string {
  const hasMin = isFiniteNumber(min)
  const hasMax = isFiniteNumber(max)
  if (hasMin && hasMax) return `${formatAmount(min, currency)} ~ ${formatAmount(max, currency)}`
  if (hasMin) return `≥${formatAmount(min, currency)}`
  if (hasMax) return `≤${formatAmount(max, currency)}`
  return INVALID
}
