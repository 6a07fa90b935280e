// The title check's pure parts (docs/ip.md, "Title check scoring"): how a title is cut into phrases,
// the match keys, and each row of the scoring table.
import { describe, expect, it } from 'vitest'
import { markKey, pinyinKey, soundCodes } from '../../../src/features/trademarks/mark-keys.server'
import {
  type Candidate,
  findings,
  score,
  titlePhrases,
} from '../../../src/features/trademarks/title-check.server'

const mark = (over: Partial<Candidate>): Candidate => ({
  id: 1,
  mark: 'Nike',
  owner: 'Nike, Inc.',
  classes: [25],
  status: 'registered',
  live: true,
  jurisdiction: 'US',
  wellKnown: false,
  registrationNumber: null,
  markKey: 'nike',
  pinyin: null,
  soundCodes: ['NK'],
  ...over,
})

describe('match keys', () => {
  it('normalises marks, codes their sound and spells Chinese marks in pinyin', () => {
    expect(markKey('Tiffany & Co.')).toBe('tiffanyco')
    expect(markKey('Pokémon')).toBe('pokemon')
    expect(soundCodes('Nikey')).toEqual(soundCodes('Nike'))
    expect(soundCodes('Hello Kitty')).toContain('HLKT')
    expect(pinyinKey('小米')).toBe('xiaomi')
    expect(pinyinKey('Nike')).toBeNull()
  })
})

describe('phrases of a title', () => {
  it('cuts one to three Latin words and two to six Chinese characters, and marks compatibility uses', () => {
    const phrases = titlePhrases('Case for iPhone 15, Hello Kitty 小米手环')
    const texts = phrases.map((p) => p.text)
    expect(texts).toContain('Hello Kitty')
    expect(texts).toContain('小米')
    expect(texts).toContain('小米手环')
    expect(texts).not.toContain('15')
    expect(phrases.find((p) => p.text === 'iPhone')?.compatible).toBe(true)
    expect(phrases.find((p) => p.text === 'Hello Kitty')?.compatible).toBe(false)
    expect(titlePhrases('适用于小米 充电线').find((p) => p.text === '小米')?.compatible).toBe(true)
  })
})

describe('the scoring table', () => {
  const phrase = (text: string) => titlePhrases(text).find((p) => p.text === text)!
  it.each([
    ['Nike', mark({}), 'exact', [25], 'high', 'exact_relevant'],
    ['Nike', mark({}), 'exact', null, 'high', 'exact_relevant'],
    ['Nike', mark({ wellKnown: true }), 'exact', [21], 'high', 'exact_famous'],
    ['Nike', mark({}), 'exact', [21], 'medium', 'exact_other_class'],
    [
      'apple',
      mark({ mark: 'Apple', markKey: 'apple', classes: [9], wellKnown: true }),
      'exact',
      [21],
      'low',
      'descriptive',
    ],
    ['Nike', mark({ status: 'abandoned', live: false }), 'exact', [25], 'low', 'dead'],
    ['Nikey', mark({}), 'sound', [25], 'medium', 'sound_alike'],
    ['Nikey', mark({}), 'sound', [21], 'low', 'sound_alike'],
    ['Nikey', mark({ wellKnown: true }), 'sound', [21], 'medium', 'sound_alike'],
    ['Nikee', mark({}), 'fuzzy', [25], 'medium', 'fuzzy'],
  ] as const)(
    '%s against %o (%s, classes %o) is %s: %s',
    (text, candidate, match, relevant, level, reason) => {
      expect(score(phrase(text), candidate, match, relevant)).toEqual({ level, reason })
    },
  )

  it('keeps the riskier of overlapping phrases, lowers a compatibility use, and ignores everyday words', () => {
    const kitty = mark({
      id: 2,
      mark: 'Hello Kitty',
      markKey: 'hellokitty',
      soundCodes: ['HL', 'KT', 'HLKT'],
    })
    const hello = mark({ id: 3, mark: 'Hello', markKey: 'hello', soundCodes: ['HL'] })
    const found = findings(titlePhrases('Hello Kitty shoes for Nike fans'), [kitty, hello, mark({})], [25])
    expect(found.map((f) => [f.phrase, f.level, f.compatible])).toEqual([
      ['Hello Kitty', 'high', false],
      ['Nike', 'medium', true],
    ])
    const fomen = mark({ mark: 'Fomen', markKey: 'fomen', soundCodes: ['FMN'] })
    expect(findings(titlePhrases('Dress for women'), [fomen], [25])).toEqual([])
  })
})
