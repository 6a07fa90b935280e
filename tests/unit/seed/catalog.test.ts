import { describe, expect, it } from 'vitest'
import {
  CATEGORIES,
  COLOR_TERMS,
  composeKeyword,
  composeTitle,
  LEAVES,
  PATENT_ARTICLES,
  TOP_CATEGORIES,
  WELL_KNOWN_MARKS,
} from '@/pipeline/seed/catalog'
import { Rng } from '@/pipeline/seed/random'
import { CURRENCY_PER_USD, roundMoney, SITES, shelfPrice } from '@/pipeline/seed/sites'

const CJK = /[\u4e00-\u9fff]/

describe('category tree', () => {
  it('has about 20 top categories and about 200 leaves, each with English and Chinese names', () => {
    expect(TOP_CATEGORIES).toHaveLength(20)
    expect(LEAVES.length).toBeGreaterThanOrEqual(180)
    expect(LEAVES.length).toBeLessThanOrEqual(220)
    for (const category of CATEGORIES) {
      expect(category.name_en.trim()).toBe(category.name_en)
      expect(category.name_en.length).toBeGreaterThan(1)
      expect(category.name_cn).toMatch(CJK)
    }
  })

  it('lists unique ids with parents before children, three levels deep', () => {
    const seen = new Map<number, number>()
    for (const category of CATEGORIES) {
      expect(seen.has(category.id)).toBe(false)
      if (category.level === 1) expect(category.parent_id).toBeNull()
      else expect(seen.get(category.parent_id!)).toBe(category.level - 1)
      seen.set(category.id, category.level)
    }
    expect(new Set(TOP_CATEGORIES.map((top) => top.shape)).size).toBe(20)
  })

  it('gives every leaf nouns, a price level and noun bits in its title vocabulary', () => {
    for (const leaf of LEAVES) {
      expect(leaf.nouns.length).toBeGreaterThanOrEqual(2)
      expect(leaf.priceUsd).toBeGreaterThan(0)
      expect(leaf.universe.length).toBeLessThanOrEqual(64)
      for (const bit of leaf.bits.noun) expect(leaf.universe[bit]?.slot).toBe('noun')
      for (const noun of leaf.nouns) expect(noun.cn).toMatch(CJK)
    }
    // Price levels differ by category.
    const levels = new Set(LEAVES.map((leaf) => leaf.priceUsd))
    expect(levels.size).toBeGreaterThan(15)
  })
})

describe('titles and keywords', () => {
  it('composes bilingual titles that name the chosen colour only as the picture shows it', () => {
    const rng = new Rng(11)
    for (const leaf of LEAVES) {
      for (let k = 0; k < 5; k++) {
        const color = COLOR_TERMS[k % COLOR_TERMS.length]!
        const title = composeTitle(leaf, rng, color.id)
        expect(title.en.length).toBeGreaterThan(3)
        expect(title.cn).toMatch(CJK)
        expect(leaf.nouns.some((noun) => title.en.includes(noun.en) && title.cn.includes(noun.cn))).toBe(true)
        for (const other of COLOR_TERMS) {
          if (other.id !== color.id) expect(title.en.split(', ')).not.toContain(other.en)
        }
      }
    }
  })

  it('makes keywords whose every word and term appears in the titles they match', () => {
    const rng = new Rng(12)
    for (const leaf of LEAVES) {
      const titles = Array.from({ length: 30 }, () => composeTitle(leaf, rng, 'blue'))
      for (const seed of titles.slice(0, 5)) {
        const keyword = composeKeyword(leaf, rng, seed.maskLo, seed.maskHi, 4)
        expect(keyword).not.toBeNull()
        const words = keyword!.en.split(' ')
        expect(words.length).toBeLessThanOrEqual(4)
        for (const title of titles) {
          const matches =
            (title.maskLo & keyword!.maskLo) >>> 0 === keyword!.maskLo &&
            (title.maskHi & keyword!.maskHi) >>> 0 === keyword!.maskHi
          if (!matches) continue
          const lower = title.en.toLowerCase()
          for (const word of words) expect(lower).toContain(word)
          // Every term the keyword stands for is in the title, in both languages.
          leaf.universe.forEach((term, bit) => {
            const inKeyword = bit < 32 ? (keyword!.maskLo >>> bit) & 1 : (keyword!.maskHi >>> (bit - 32)) & 1
            if (!inKeyword) return
            expect(lower).toContain(term.lower)
            expect(title.cn).toContain(term.cn)
          })
        }
      }
    }
  })
})

describe('reference lists', () => {
  it('lists famous marks with owners and Nice classes', () => {
    expect(WELL_KNOWN_MARKS.length).toBeGreaterThanOrEqual(60)
    for (const mark of WELL_KNOWN_MARKS) {
      expect(mark.owner.length).toBeGreaterThan(3)
      for (const niceClass of mark.classes) {
        expect(niceClass).toBeGreaterThanOrEqual(1)
        expect(niceClass).toBeLessThanOrEqual(45)
      }
    }
    expect(WELL_KNOWN_MARKS.map((mark) => mark.mark)).toEqual(
      expect.arrayContaining(['Nike', 'Stanley', 'Pokémon']),
    )
  })

  it('describes patentable articles with design and CPC classes', () => {
    expect(PATENT_ARTICLES.length).toBeGreaterThan(60)
    for (const article of PATENT_ARTICLES) {
      expect(article.design).toMatch(/^D\d+\/\d+$/)
      expect(article.locarno).toMatch(/^\d{2}-\d{2}$/)
      for (const cpc of article.cpc) expect(cpc).toMatch(/^[A-H]\d{2}[A-Z] \d+\/\d+$/)
      expect(article.parts.length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('sites', () => {
  it('has 11 sites, the US largest, shares summing to one, and a rate for every currency', () => {
    expect(SITES.map((site) => site.id)).toEqual([
      'us',
      'uk',
      'de',
      'fr',
      'it',
      'es',
      'ca',
      'au',
      'mx',
      'jp',
      'kr',
    ])
    const shares = SITES.map((site) => site.share)
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10)
    expect(Math.max(...shares)).toBe(SITES[0]!.share)
    for (const site of SITES) {
      expect(CURRENCY_PER_USD[site.currency]).toBeGreaterThan(0)
      expect(site.name_cn).toMatch(CJK)
    }
  })

  it('converts shelf prices with charm endings and whole units where the currency has no cents', () => {
    for (const usd of [0.99, 3.5, 7.5, 12.01, 49.95]) {
      const price = shelfPrice(usd, 'USD')
      expect(price).toBeLessThanOrEqual(usd)
      expect(price).toBeGreaterThan(usd - 0.2)
      expect(String(price)).toMatch(/^\d+\.\d[89]$/)
    }
    expect(String(shelfPrice(7.5, 'GBP'))).toMatch(/^\d+\.\d[89]$/)
    expect(Number.isInteger(shelfPrice(7.5, 'JPY'))).toBe(true)
    expect(shelfPrice(7.5, 'KRW') % 10).toBe(0)
    expect(shelfPrice(0.01, 'USD')).toBeGreaterThan(0)
    expect(roundMoney(12.3456, 'EUR')).toBe(12.35)
    expect(roundMoney(1234.4, 'JPY')).toBe(1234)
    expect(() => shelfPrice(1, 'XXX')).toThrow(RangeError)
  })
})
