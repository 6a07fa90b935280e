// src/i18n/names.ts: Chinese names for the codes a marketplace uses, and the separators of each language.
import { describe, expect, it } from 'vitest'
import {
  byLocale,
  clauses,
  countryName,
  countryShort,
  inSentence,
  labelColon,
  labelled,
  listOf,
  registerName,
} from '@/i18n/names'

describe('names for codes', () => {
  it('names countries, sites and stores’ seats in Chinese, and in English', () => {
    expect(['CN', 'US', 'HK'].map((code) => countryName(code, 'cn'))).toEqual(['中国', '美国', '中国香港'])
    expect(countryName('us', 'cn')).toBe('美国')
    expect(countryName('uk', 'cn')).toBe('英国')
    expect(countryName('GB', 'en')).toBe('United Kingdom')
    expect(countryName('ZZ', 'cn')).toBe('ZZ')
  })

  it('names registers: offices by their country, the EU and WIPO by their own names', () => {
    expect(['US', 'EU', 'CN', 'UK', 'CA', 'WIPO'].map((code) => registerName(code, 'cn'))).toEqual([
      '美国',
      '欧盟',
      '中国',
      '英国',
      '加拿大',
      '世界知识产权组织',
    ])
    expect(registerName('EU', 'en')).toBe('European Union')
  })

  it('keeps the compact code in English where it reads naturally, the name in Chinese', () => {
    expect(countryShort('MX', 'en')).toBe('MX')
    expect(countryShort('MX', 'cn')).toBe('墨西哥')
  })
})

describe('separators', () => {
  it('joins a label, a list and clauses with each language’s marks', () => {
    expect(labelled('店铺', 'Sunny Home', 'cn')).toBe('店铺：Sunny Home')
    expect(labelled('Store', 'Sunny Home', 'en')).toBe('Store: Sunny Home')
    expect(labelColon('cn')).toBe('：')
    expect(listOf([14, 16, 18], 'cn')).toBe('14、16、18')
    expect(listOf([14, 16, 18], 'en')).toBe('14, 16, 18')
    expect(clauses(['甲', '乙'], 'cn')).toBe('甲；乙')
    expect(byLocale({ en: 1, cn: 2 }, 'cn')).toBe(2)
  })

  it('spaces a Latin value from the Chinese around it, and only in Chinese', () => {
    expect(`在${inSentence('1688', 'cn')}查看`).toBe('在 1688 查看')
    expect(`在${inSentence('阿里巴巴', 'cn')}查看`).toBe('在阿里巴巴查看')
    expect(`填写${inSentence('SKU', 'cn')}`.trim()).toBe('填写 SKU')
    expect(inSentence('SKU', 'en')).toBe('SKU')
  })
})
