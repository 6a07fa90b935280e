// Trademark search and the title check through the MarketplaceApi on each engine: exact, prefix,
// fuzzy and sound-alike matches for Latin and Chinese marks, the filters, the detail's history, the
// title check's risk levels and reasons (docs/ip.md), the session rule, and match keys that a re-run
// of the derive step leaves alone.
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type TitleCheckInput,
  TitleCheckQuerySchema,
} from '../../../src/features/trademarks/trademark-calls.shared'
import { deriveTrademarkKeys } from '../../../src/features/trademarks/trademarks.server'
import {
  type TrademarkSearchInput,
  TrademarkSearchQuerySchema,
} from '../../../src/features/trademarks/trademarks.shared'
import { createLocalMarketplaceApi, type MarketplaceApi } from '../../../src/marketplace'
import { ANONYMOUS, type CallContext } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { ENGINES } from '../../support/databases'

const search = (input: TrademarkSearchInput) => v.parse(TrademarkSearchQuerySchema, input)
const check = (input: TitleCheckInput) => v.parse(TitleCheckQuerySchema, input)

/** id, mark, owner, classes, status, jurisdiction, well known */
const MARKS: Array<[number, string, string, number[], string, string, boolean]> = [
  [1, 'Nike', 'Nike, Inc.', [25, 18, 28], 'registered', 'US', true],
  [2, 'Adidas', 'adidas AG', [25, 28], 'registered', 'US', true],
  [3, 'iPhone', 'Apple Inc.', [9], 'registered', 'US', true],
  [4, 'Apple', 'Apple Inc.', [9, 14], 'registered', 'US', true],
  [5, 'Hello Kitty', 'Sanrio Company, Ltd.', [14, 16, 25, 28], 'registered', 'US', true],
  [6, 'Lumora', 'Lumora Home Co., Ltd.', [21], 'registered', 'US', false],
  [7, 'Lumoria', 'Shenzhen Lumoria Trading Co., Ltd.', [21], 'abandoned', 'CN', false],
  [8, '小米', 'Xiaomi Inc.', [9], 'registered', 'CN', true],
  [9, 'Brightel', 'Brightel LLC', [11], 'pending', 'EU', false],
  [10, 'Stanley', 'Pacific Market International, LLC', [21], 'registered', 'US', true],
  [11, 'Quorvex', 'Quorvex GmbH', [21], 'expired', 'EU', false],
]

const viewerless: CallContext = { token: null, fingerprint: null, viewer: async () => null }

for (const engine of ENGINES) {
  describe(`trademarks on ${engine.name}`, () => {
    let db: Database
    let api: MarketplaceApi
    beforeAll(async () => {
      db = await engine.open()
      for (const [id, mark, owner, classes, status, jurisdiction, wellKnown] of MARKS) {
        await db.query(
          `INSERT INTO trademarks (id, mark, owner, classes, status, filed_on, registered_on, jurisdiction, well_known)
           VALUES ($1, $2, $3, $4::int[], $5, '2015-03-02', $6::date, $7, $8)`,
          [
            id,
            mark,
            owner,
            classes,
            status,
            status === 'registered' ? '2016-01-05' : null,
            jurisdiction,
            wellKnown,
          ],
        )
      }
      expect(await deriveTrademarkKeys(db)).toBe(MARKS.length)
      api = createLocalMarketplaceApi(async () => db)
    })
    afterAll(async () => {
      await db?.close()
    })

    const marksOf = async (input: TrademarkSearchInput) => {
      const reply = await api.searchTrademarks(search(input), ANONYMOUS)
      return reply.data.list.map((r) => [r.mark, r.match])
    }

    it('finds exact, prefix, fuzzy and sound-alike matches, exact first', async () => {
      expect((await marksOf({ q: 'nike', mode: 'exact' }))[0]).toEqual(['Nike', 'exact'])
      expect(await marksOf({ q: 'lumo', mode: 'prefix' })).toEqual([
        ['Lumora', 'prefix'],
        ['Lumoria', 'prefix'],
      ])
      expect(await marksOf({ q: 'Nikey', mode: 'sound' })).toEqual([['Nike', 'sound']])
      expect((await marksOf({ q: 'Addidas', mode: 'fuzzy' })).map((r) => r[0])).toEqual(['Adidas'])
      expect(await marksOf({ q: 'Brightelox', mode: 'fuzzy' })).toEqual([['Brightel', 'fuzzy']])
      const all = await marksOf({ q: 'Lumora' })
      expect(all[0]).toEqual(['Lumora', 'exact'])
      expect(all.map((r) => r[0])).toContain('Lumoria')
    })

    it('finds a Chinese mark by its characters and by its pinyin', async () => {
      expect(await marksOf({ q: '小米', mode: 'exact' })).toEqual([['小米', 'exact']])
      expect(await marksOf({ q: 'xiaomi', mode: 'exact' })).toEqual([['小米', 'exact']])
      expect(await marksOf({ q: 'xiao mi' })).toContainEqual(['小米', 'exact'])
    })

    it('filters by class, status, jurisdiction and filing date', async () => {
      expect((await marksOf({ class: 9 })).map((r) => r[0]).sort()).toEqual(['Apple', 'iPhone', '小米'])
      expect((await marksOf({ q: 'lumo', status: 'dead' })).map((r) => r[0])).toEqual(['Lumoria'])
      expect((await marksOf({ jurisdiction: 'EU' })).map((r) => r[0]).sort()).toEqual(['Brightel', 'Quorvex'])
      expect(await marksOf({ filed_from: '2020-01-01' })).toEqual([])
    })

    it('shows a mark with its history, and 404 for an unknown id', async () => {
      const detail = (await api.trademarkDetail(1, ANONYMOUS)).data
      expect(detail).toMatchObject({ mark: 'Nike', owner: 'Nike, Inc.', live: true, classes: [25, 18, 28] })
      expect(detail?.history).toEqual([
        { status: 'filed', date: '2015-03-02' },
        { status: 'registered', date: '2016-01-05' },
      ])
      await expect(api.trademarkDetail(999, ANONYMOUS)).rejects.toMatchObject({ status: 404 })
    })

    it('flags a registered mark high and a sound-alike medium, each with its reason', async () => {
      const reply = await api.checkTitle(
        check({ title: 'Nikey running shoes with Hello Kitty print, breathable', classes: '25' }),
        ANONYMOUS,
      )
      const byPhrase = Object.fromEntries(reply.data.findings.map((f) => [f.phrase, f]))
      expect(byPhrase['Hello Kitty']).toMatchObject({
        level: 'high',
        reason: 'exact_relevant',
        match: 'exact',
      })
      expect(byPhrase.Nikey).toMatchObject({ level: 'medium', reason: 'sound_alike', mark: { mark: 'Nike' } })
      expect(reply.data.highest).toBe('high')
      // "Hello" and "Kitty" alone are not flagged again inside the phrase, and ordinary words are not.
      expect(Object.keys(byPhrase).sort()).toEqual(['Hello Kitty', 'Nikey'])
    })

    it('flags "case for iPhone" as a compatibility use, one level lower', async () => {
      const reply = await api.checkTitle(
        check({ title: 'Clear phone case for iPhone 15', classes: '9' }),
        ANONYMOUS,
      )
      expect(reply.data.findings).toEqual([
        expect.objectContaining({
          phrase: 'iPhone',
          compatible: true,
          level: 'medium',
          reason: 'exact_relevant',
        }),
      ])
    })

    it('rates dead marks, dictionary words outside their classes and Chinese marks', async () => {
      const kitchen = await api.checkTitle(
        check({ title: 'Lumoria apple slicer 小米 set', classes: '21' }),
        ANONYMOUS,
      )
      const levels = Object.fromEntries(kitchen.data.findings.map((f) => [f.phrase, [f.level, f.reason]]))
      // Lumoria itself is abandoned; the live Lumora it sounds like is the riskier match.
      expect(levels.Lumoria).toEqual(['medium', 'sound_alike'])
      expect(levels.apple).toEqual(['low', 'descriptive'])
      expect(levels.小米).toEqual(['high', 'exact_famous'])
      const dead = await api.checkTitle(check({ title: 'Quorvex travel mug', classes: '21' }), ANONYMOUS)
      expect(dead.data.findings).toEqual([
        expect.objectContaining({ phrase: 'Quorvex', level: 'low', reason: 'dead' }),
      ])
      const mug = await api.checkTitle(check({ title: 'Lumora travel mug', classes: '21' }), ANONYMOUS)
      expect(mug.data.findings).toEqual([
        expect.objectContaining({ phrase: 'Lumora', level: 'high', reason: 'exact_relevant' }),
      ])
    })

    it('refuses an empty or too long title, and a caller without a session', async () => {
      expect(v.safeParse(TitleCheckQuerySchema, { title: '   ' }).success).toBe(false)
      expect(v.safeParse(TitleCheckQuerySchema, { title: 'x'.repeat(1001) }).success).toBe(false)
      await expect(api.checkTitle(check({ title: 'Nike' }), viewerless)).rejects.toMatchObject({
        code: 10001,
      })
      await expect(api.searchTrademarks(search({ q: 'nike' }), viewerless)).rejects.toMatchObject({
        code: 10001,
      })
    })

    it('leaves the keys alone on a second derive, and recomputes a renamed mark', async () => {
      expect(await deriveTrademarkKeys(db)).toBe(0)
      await db.query(`UPDATE trademarks SET mark = 'Lumorra' WHERE id = 6`)
      expect(await deriveTrademarkKeys(db)).toBe(1)
      expect(await marksOf({ q: 'lumorra', mode: 'exact' })).toEqual([['Lumorra', 'exact']])
      await db.query(`UPDATE trademarks SET mark = 'Lumora' WHERE id = 6`)
      await deriveTrademarkKeys(db)
    })
  })
}
