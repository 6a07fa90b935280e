// Country names in both languages and the ISO numeric ids world-atlas keys its shapes by, for the
// countries ads are collected in. A code missing here still lists (by its code); it just has no shape.
import type { Locale } from '@/lib/format'

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
}

export function countryName(code: string, locale: Locale): string {
  const info = COUNTRIES[code]
  return info ? (locale === 'cn' ? info.cn : info.en) : code
}

/** Codes by world-atlas id, for the map. */
export const CODE_BY_NUMERIC: Record<string, string> = Object.fromEntries(
  Object.entries(COUNTRIES).map(([code, info]) => [info.numeric, code]),
)
