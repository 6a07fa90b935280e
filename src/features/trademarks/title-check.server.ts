// The listing-title check (docs/ip.md, "Title check scoring"): a title is cut into candidate phrases
// (one to three Latin words, two to six Chinese characters), the phrases are looked up among the marks
// by exact key, sound and trigram similarity (trademarks.server.ts), and each phrase's best match gets
// a risk level and the rule that gave it. This module is the pure part: phrases and scoring.
import { trademarkSource } from '@/features/catalog/ip-sources'
import { hasHan, markKey, phraseSoundCodes, soundCodes } from './mark-keys.server'
import type { MatchKind, RiskLevel, RiskReason, TitleFinding } from './trademarks.shared'

export type Phrase = {
  text: string
  start: number
  end: number
  key: string
  codes: string[]
  words: number
  compatible: boolean
}

/** Words after which a mark names what the product fits, not who made it ("case for iPhone"). */
const COMPATIBLE_BEFORE =
  /(?:\bfor|\bcompatible\s+with|\bfits?|\bworks\s+with|\breplacement\s+for|\bdesigned\s+for|适用于|兼容|适配|用于)[\s:：,，-]*$/iu

/**
 * Ordinary words that are also famous marks: outside the mark's own classes such a word is read in its
 * dictionary sense ("apple slicer", "coach bus toy"), so it is low risk there (docs/ip.md).
 */
const DICTIONARY_WORDS = new Set([
  'apple',
  'coach',
  'champion',
  'puma',
  'stanley',
  'supreme',
  'beats',
  'pandora',
  'converse',
  'vans',
  'yeti',
  'coca',
  'marvel',
  'crayola',
])

/** Generic listing words: a mark made of them only is descriptive in a title. */
const DESCRIPTIVE_WORDS = new Set(
  'home life plus pro kids max mini new style classic premium basic smart mini portable outdoor'.split(' '),
)

const LATIN_WORD = /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’&.-]*/gu
const HAN_RUN = /\p{Script=Han}+/gu

export function titlePhrases(title: string): Phrase[] {
  const phrases: Phrase[] = []
  const compatibleAt = (start: number) => COMPATIBLE_BEFORE.test(title.slice(Math.max(0, start - 40), start))
  const words = [...title.matchAll(LATIN_WORD)].map((w) => ({
    text: w[0].replace(/[.'’&-]+$/u, ''),
    start: w.index,
  }))
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const first = words[i]!
      const last = words[i + n - 1]!
      const end = last.start + last.text.length
      const text = title.slice(first.start, end)
      const key = markKey(text)
      // One- and two-letter keys ("a", "XL") match too much to mean anything.
      if (key.length < 3 || /^\d+$/.test(key)) continue
      phrases.push({
        text,
        start: first.start,
        end,
        key,
        codes: n === 1 ? soundCodes(text) : phraseSoundCodes(text),
        words: n,
        compatible: compatibleAt(first.start),
      })
    }
  }
  for (const run of title.matchAll(HAN_RUN)) {
    const chars = [...run[0]]
    let offset = run.index
    const starts = chars.map((c) => {
      const at = offset
      offset += c.length
      return at
    })
    for (let i = 0; i < chars.length; i++) {
      for (let n = 2; n <= 6 && i + n <= chars.length; n++) {
        const text = chars.slice(i, i + n).join('')
        const start = starts[i]!
        phrases.push({
          text,
          start,
          end: start + text.length,
          key: markKey(text),
          codes: [],
          words: n,
          compatible: compatibleAt(start),
        })
      }
    }
  }
  return phrases
}

/** A mark the lookup found, with what scoring needs. */
export type Candidate = {
  id: number
  mark: string
  owner: string
  classes: number[]
  status: string
  live: boolean
  jurisdiction: string
  wellKnown: boolean
  registrationNumber: string | null
  markKey: string
  pinyin: string | null
  soundCodes: string[]
}

/** Levenshtein distance (small strings: marks and phrases). */
function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = prev[0]!
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = up
    }
  }
  return prev[b.length]!
}

/** Share of trigrams two keys have in common, as pg_trgm counts them (padded, per word). */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const out = new Set<string>()
    for (const word of s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)) {
      const padded = `  ${word} `
      for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
    }
    return out
  }
  const ga = grams(a)
  const gb = grams(b)
  let shared = 0
  for (const g of ga) if (gb.has(g)) shared++
  const union = ga.size + gb.size - shared
  return union === 0 ? 0 : shared / union
}

/**
 * A sound-alike also needs the same first letter and an edit distance within a quarter of the longer
 * key: Double Metaphone alone puts "neck" next to "Nike" and "women" next to an invented "Fomen".
 */
const SOUND_MAX_EDIT_SHARE = 0.25
/** Trigram similarity and edit distance a fuzzy match needs ("breathable" is not "Breatho"). */
export const FUZZY_MIN_SIMILARITY = 0.5
const FUZZY_MAX_EDIT_SHARE = 0.3

/**
 * Everyday words of listing titles: matched to marks only exactly, never by sound or spelling, since
 * nearly every one of them is a letter away from some invented mark in a large register.
 */
const COMMON_WORDS = new Set(
  `for with and the women woman men man kids kid girls girl boys boy baby print set pack case cover
  new hot sale size color colour black white red blue green pink gray grey large small big mini soft
  cotton metal steel plastic wood wooden glass leather silk paper home kitchen office car phone cute
  gift gifts women's men's kids' summer winter spring autumn fall party travel sport sports running
  shoes shirt dress pants bag bags cup mug bottle lamp light tool tools toy toys game games pet dog cat
  breathable waterproof portable adjustable reusable washable foldable durable lightweight casual
  style fashion classic vintage modern simple premium basic pro plus max ultra smart holder stand
  storage organizer box boxes decor decoration wall floor table chair bed pillow blanket towel`.split(/\s+/),
)

function matchOf(phrase: Phrase, c: Candidate): { match: MatchKind; similarity: number } | null {
  const keys = [c.markKey, c.pinyin].filter((k): k is string => Boolean(k))
  if (keys.includes(phrase.key)) return { match: 'exact', similarity: 1 }
  if (hasHan(phrase.text)) return null
  if (phrase.text.split(/\s+/).every((w) => COMMON_WORDS.has(w.toLowerCase()))) return null
  const similarity = Math.max(
    ...keys.map((k) => trigramSimilarity(phrase.text, k === c.markKey ? c.mark : k)),
  )
  const closest = Math.min(
    ...keys.map((k) => editDistance(phrase.key, k) / Math.max(phrase.key.length, k.length)),
  )
  const sameStart = keys.some((k) => k[0] === phrase.key[0])
  if (
    phrase.codes.some((code) => c.soundCodes.includes(code)) &&
    sameStart &&
    closest <= SOUND_MAX_EDIT_SHARE
  )
    return { match: 'sound', similarity }
  if (similarity >= FUZZY_MIN_SIMILARITY && closest <= FUZZY_MAX_EDIT_SHARE)
    return { match: 'fuzzy', similarity }
  return null
}

const LEVEL_RANK: Record<RiskLevel, number> = { high: 3, medium: 2, low: 1 }
const MATCH_RANK: Record<MatchKind, number> = { exact: 4, prefix: 3, sound: 2, fuzzy: 1 }
const lower = (level: RiskLevel): RiskLevel => (level === 'high' ? 'medium' : 'low')

/** The scoring table of docs/ip.md. `relevant` null: no product classes known, every class counts. */
export function score(
  phrase: Phrase,
  c: Candidate,
  match: MatchKind,
  relevant: readonly number[] | null,
): { level: RiskLevel; reason: RiskReason } {
  if (!c.live) return { level: 'low', reason: 'dead' }
  const inClass = relevant === null || c.classes.some((n) => relevant.includes(n))
  const words = phrase.text.toLowerCase().split(/\s+/)
  if (words.every((w) => DESCRIPTIVE_WORDS.has(markKey(w)))) return { level: 'low', reason: 'descriptive' }
  if (match === 'exact') {
    if (inClass) return { level: 'high', reason: 'exact_relevant' }
    if (DICTIONARY_WORDS.has(phrase.key)) return { level: 'low', reason: 'descriptive' }
    if (c.wellKnown) return { level: 'high', reason: 'exact_famous' }
    return { level: 'medium', reason: 'exact_other_class' }
  }
  const reason: RiskReason = match === 'sound' ? 'sound_alike' : 'fuzzy'
  return { level: inClass || c.wellKnown ? 'medium' : 'low', reason }
}

/** Each phrase's riskiest match; overlapping phrases keep the riskier (then longer) one. */
export function findings(
  phrases: Phrase[],
  candidates: Candidate[],
  relevant: readonly number[] | null,
): TitleFinding[] {
  const found: TitleFinding[] = []
  for (const phrase of phrases) {
    let best: TitleFinding | null = null
    for (const c of candidates) {
      const m = matchOf(phrase, c)
      if (!m) continue
      let { level, reason } = score(phrase, c, m.match, relevant)
      if (phrase.compatible) level = lower(level)
      const finding: TitleFinding = {
        phrase: phrase.text,
        start: phrase.start,
        level,
        reason,
        match: m.match,
        compatible: phrase.compatible,
        similarity: Math.round(m.similarity * 100) / 100,
        mark: {
          id: c.id,
          mark: c.mark,
          owner: c.owner,
          classes: c.classes,
          status: c.status,
          live: c.live,
          jurisdiction: c.jurisdiction,
          source: trademarkSource(c.id),
          registrationNumber: c.registrationNumber,
        },
      }
      if (!best || rank(finding, c.wellKnown) > rank(best, false)) best = finding
    }
    if (best) found.push(best)
  }
  found.sort(
    (a, b) =>
      LEVEL_RANK[b.level] - LEVEL_RANK[a.level] ||
      MATCH_RANK[b.match] - MATCH_RANK[a.match] ||
      b.phrase.length - a.phrase.length ||
      a.start - b.start,
  )
  const kept: TitleFinding[] = []
  for (const f of found) {
    const end = f.start + f.phrase.length
    if (kept.some((k) => f.start < k.start + k.phrase.length && k.start < end)) continue
    kept.push(f)
  }
  return kept.sort((a, b) => a.start - b.start)
}

function rank(f: TitleFinding, wellKnown: boolean): number {
  return LEVEL_RANK[f.level] * 100 + MATCH_RANK[f.match] * 10 + (wellKnown ? 1 : 0) + f.similarity / 10
}
