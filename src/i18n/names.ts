// The one place Chinese and English names are chosen for the codes a marketplace uses: countries (of
// stores and ads), trademark registers, and the separators that join a label to its value or words into
// a list. Chinese screens and Chinese CSVs show names (美国, 欧盟, 世界知识产权组织), never the code; a
// code this file lacks shows as itself. Also the ISO numeric ids world-atlas keys its map shapes by.
import { getLocale } from '@/i18n/locale'
import type { Locale } from '@/lib/locale'

/** The one `locale === 'cn' ? … : …`: the Chinese or the English of a pair. */
export function byLocale<T>(pair: { en: T; cn: T }, locale: Locale = getLocale()): T {
  return locale === 'cn' ? pair.cn : pair.en
}

type CountryInfo = { en: string; cn: string; numeric: string }

export const COUNTRIES: Record<string, CountryInfo> = {
  US: { en: 'United States', cn: '美国', numeric: '840' },
  GB: { en: 'United Kingdom', cn: '英国', numeric: '826' },
  DE: { en: 'Germany', cn: '德国', numeric: '276' },
  FR: { en: 'France', cn: '法国', numeric: '250' },
  IT: { en: 'Italy', cn: '意大利', numeric: '380' },
  ES: { en: 'Spain', cn: '西班牙', numeric: '724' },
  CA: { en: 'Canada', cn: '加拿大', numeric: '124' },
  AU: { en: 'Australia', cn: '澳大利亚', numeric: '036' },
  MX: { en: 'Mexico', cn: '墨西哥', numeric: '484' },
  JP: { en: 'Japan', cn: '日本', numeric: '392' },
  KR: { en: 'South Korea', cn: '韩国', numeric: '410' },
  NL: { en: 'Netherlands', cn: '荷兰', numeric: '528' },
  PL: { en: 'Poland', cn: '波兰', numeric: '616' },
  SE: { en: 'Sweden', cn: '瑞典', numeric: '752' },
  BE: { en: 'Belgium', cn: '比利时', numeric: '056' },
  AT: { en: 'Austria', cn: '奥地利', numeric: '040' },
  CH: { en: 'Switzerland', cn: '瑞士', numeric: '756' },
  IE: { en: 'Ireland', cn: '爱尔兰', numeric: '372' },
  PT: { en: 'Portugal', cn: '葡萄牙', numeric: '620' },
  NZ: { en: 'New Zealand', cn: '新西兰', numeric: '554' },
  BR: { en: 'Brazil', cn: '巴西', numeric: '076' },
  SA: { en: 'Saudi Arabia', cn: '沙特阿拉伯', numeric: '682' },
  AE: { en: 'United Arab Emirates', cn: '阿联酋', numeric: '784' },
  CN: { en: 'China', cn: '中国', numeric: '156' },
  IN: { en: 'India', cn: '印度', numeric: '356' },
  DK: { en: 'Denmark', cn: '丹麦', numeric: '208' },
  NO: { en: 'Norway', cn: '挪威', numeric: '578' },
  FI: { en: 'Finland', cn: '芬兰', numeric: '246' },
  CZ: { en: 'Czechia', cn: '捷克', numeric: '203' },
  GR: { en: 'Greece', cn: '希腊', numeric: '300' },
  TR: { en: 'Türkiye', cn: '土耳其', numeric: '792' },
  IL: { en: 'Israel', cn: '以色列', numeric: '376' },
  ZA: { en: 'South Africa', cn: '南非', numeric: '710' },
  CL: { en: 'Chile', cn: '智利', numeric: '152' },
  CO: { en: 'Colombia', cn: '哥伦比亚', numeric: '170' },
  AR: { en: 'Argentina', cn: '阿根廷', numeric: '032' },
  SG: { en: 'Singapore', cn: '新加坡', numeric: '702' },
  MY: { en: 'Malaysia', cn: '马来西亚', numeric: '458' },
  TH: { en: 'Thailand', cn: '泰国', numeric: '764' },
  PH: { en: 'Philippines', cn: '菲律宾', numeric: '608' },
  // Stores' registered seats: Hong Kong is named as China names it.
  HK: { en: 'Hong Kong, China', cn: '中国香港', numeric: '344' },
}

/** A country's name (US → 美国, United States); the site id "uk" and the code "GB" are both 英国. */
export function countryName(code: string, locale: Locale = getLocale()): string {
  const upper = code.toUpperCase()
  const info = COUNTRIES[upper === 'UK' ? 'GB' : upper]
  return info ? byLocale(info, locale) : code
}

/**
 * A country where a compact code reads naturally in English (a card's country list): the code in
 * English, the name in Chinese, where a Latin code is not a word.
 */
export function countryShort(code: string, locale: Locale = getLocale()): string {
  return byLocale({ en: code, cn: countryName(code, 'cn') }, locale)
}

const REGISTERS: Record<string, { en: string; cn: string }> = {
  EU: { en: 'European Union', cn: '欧盟' },
  WIPO: { en: 'WIPO', cn: '世界知识产权组织' },
}

/** A trademark or patent register: a country's office by the country's name, EU and WIPO by theirs. */
export function registerName(code: string, locale: Locale = getLocale()): string {
  const register = REGISTERS[code.toUpperCase()]
  return register ? byLocale(register, locale) : countryName(code, locale)
}

/** A label and its value: "店铺：Sunny Home", "Store: Sunny Home". */
export function labelled(label: string, value: string, locale: Locale = getLocale()): string {
  return byLocale({ en: `${label}: ${value}`, cn: `${label}：${value}` }, locale)
}

/** The separator after a label whose value is an element: "店铺：", "Store: ". */
export function labelColon(locale: Locale = getLocale()): string {
  return byLocale({ en: ': ', cn: '：' }, locale)
}

/**
 * A value put into a Chinese sentence, with the space the spacing rule wants where it meets Chinese:
 * "在{source}查看" reads "在 1688 查看" and "在阿里巴巴查看". English is left as it is.
 */
export function inSentence(value: string, locale: Locale = getLocale()): string {
  if (locale !== 'cn') return value
  const latin = /[A-Za-z0-9]/
  const before = latin.test(value.at(0) ?? '') ? ' ' : ''
  const after = latin.test(value.at(-1) ?? '') ? ' ' : ''
  return `${before}${value}${after}`
}

/** Words or numbers as a list: "14、16、18", "14, 16, 18". */
export function listOf(items: readonly (string | number)[], locale: Locale = getLocale()): string {
  return items.join(byLocale({ en: ', ', cn: '、' }, locale))
}

/** Clauses read one after another (a chart's summary): "…；…", "…; …". */
export function clauses(items: readonly string[], locale: Locale = getLocale()): string {
  return items.join(byLocale({ en: '; ', cn: '；' }, locale))
}

/** Codes by world-atlas id, for the map. */
export const CODE_BY_NUMERIC: Record<string, string> = Object.fromEntries(
  Object.entries(COUNTRIES).map(([code, info]) => [info.numeric, code]),
)
