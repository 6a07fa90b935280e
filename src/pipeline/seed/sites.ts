// The Temu country sites the demo data covers, with each site's share of listings and currency.
// Shares follow Temu's public traffic split loosely: the US site dominates, Europe comes next.

export interface Site {
  id: string
  name_en: string
  name_cn: string
  currency: string
  sort: number
  /** ISO 3166 alpha-2 country of the site (the `uk` site is GB). */
  country: string
  /** Share of all generated products listed on this site; the shares sum to 1. */
  share: number
}

export const SITES: readonly Site[] = [
  {
    id: 'us',
    name_en: 'United States',
    name_cn: '美国站',
    currency: 'USD',
    sort: 1,
    country: 'US',
    share: 0.4,
  },
  {
    id: 'uk',
    name_en: 'United Kingdom',
    name_cn: '英国站',
    currency: 'GBP',
    sort: 2,
    country: 'GB',
    share: 0.1,
  },
  { id: 'de', name_en: 'Germany', name_cn: '德国站', currency: 'EUR', sort: 3, country: 'DE', share: 0.09 },
  { id: 'fr', name_en: 'France', name_cn: '法国站', currency: 'EUR', sort: 4, country: 'FR', share: 0.07 },
  { id: 'it', name_en: 'Italy', name_cn: '意大利站', currency: 'EUR', sort: 5, country: 'IT', share: 0.05 },
  { id: 'es', name_en: 'Spain', name_cn: '西班牙站', currency: 'EUR', sort: 6, country: 'ES', share: 0.05 },
  { id: 'ca', name_en: 'Canada', name_cn: '加拿大站', currency: 'CAD', sort: 7, country: 'CA', share: 0.06 },
  {
    id: 'au',
    name_en: 'Australia',
    name_cn: '澳大利亚站',
    currency: 'AUD',
    sort: 8,
    country: 'AU',
    share: 0.05,
  },
  { id: 'mx', name_en: 'Mexico', name_cn: '墨西哥站', currency: 'MXN', sort: 9, country: 'MX', share: 0.05 },
  { id: 'jp', name_en: 'Japan', name_cn: '日本站', currency: 'JPY', sort: 10, country: 'JP', share: 0.05 },
  {
    id: 'kr',
    name_en: 'South Korea',
    name_cn: '韩国站',
    currency: 'KRW',
    sort: 11,
    country: 'KR',
    share: 0.03,
  },
]

/**
 * Units of each currency per US dollar (reference rates near their late-2026 levels). Prices are
 * generated in USD and converted with these, and the same rates are written to
 * exchange_rates.jsonl, so converting a price back with the stored rate gives the generated dollars.
 */
export const CURRENCY_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  GBP: 0.79,
  EUR: 0.92,
  CAD: 1.38,
  AUD: 1.53,
  MXN: 18.4,
  JPY: 151.2,
  KRW: 1372,
  CNY: 7.12,
}

/** Currencies priced in whole units on Temu (no minor unit shown). */
const WHOLE_UNIT: Readonly<Record<string, number>> = { JPY: 1, KRW: 10 }

export const CURRENCY_SYMBOL: Readonly<Record<string, string>> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  CAD: 'CA$',
  AUD: 'A$',
  MXN: 'MX$',
  JPY: '¥',
  KRW: '₩',
  CNY: '¥',
}

/** Rounds an amount to what the currency can show, exactly (no 7.490000001 in the files). */
export function roundMoney(amount: number, currency: string): number {
  const step = WHOLE_UNIT[currency]
  if (step) return Math.max(step, Math.round(amount / step) * step)
  return Math.round(amount * 100) / 100
}

/**
 * A shelf price in `currency` from a US-dollar amount: converted, then given the charm endings
 * Temu uses (…9 or …8 cents, at or just below the amount; whole yen; won in tens), and never below
 * the smallest sensible price.
 */
export function shelfPrice(usd: number, currency: string): number {
  const rate = CURRENCY_PER_USD[currency]
  if (rate === undefined) throw new RangeError(`unknown currency ${currency}`)
  const amount = usd * rate
  const step = WHOLE_UNIT[currency]
  if (step) return Math.max(step * 10, Math.round(amount / step) * step)
  const cents = Math.max(19, Math.round(amount * 100))
  const tens = Math.floor(cents / 10)
  // …9 mostly, …8 for every third tens digit (deterministic); never above the converted amount.
  const ending = tens % 3 === 0 ? 8 : 9
  const charm = tens * 10 + ending
  return (charm > cents && tens > 1 ? charm - 10 : charm) / 100
}
